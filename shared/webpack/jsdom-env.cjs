// jsdom without fetch: hand the tests Node's own fetch family (and its AbortController, which undici's Request
// requires), so RTK Query runs unchanged and stubFetch can answer at the machine's edge.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'structuredClone'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    // A browser resolves relative URLs against the page; Node's Request needs that done for it.
    const win = this.global;
    win.Request = class PageRequest extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, win.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetch;
