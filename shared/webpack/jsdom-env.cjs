// jsdom without fetch: hand the tests Node's own fetch family (and its AbortController, which undici's Request
// requires), so RTK Query runs unchanged and stubFetch can answer at the machine's edge.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'ReadableStream', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'structuredClone'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const JsdomFormData = this.global.FormData;
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    // A browser resolves relative URLs against the page; Node's Request needs that done for it.
    const win = this.global;
    // React 19 builds `new FormData(form, submitter)` when a submit starts a transition (router navigation):
    // Node's FormData cannot read a jsdom form, so copy the form's entries through jsdom's own FormData.
    win.FormData = class PageFormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form) for (const [k, v] of new JsdomFormData(form, submitter)) this.append(k, v);
      }
    };
    win.Request = class PageRequest extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, win.location.href).href : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetch;
