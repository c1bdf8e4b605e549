// jsdom has no crypto.subtle: give the tests Node's WebCrypto, as a browser has its own. Its results are copied
// into this realm's ArrayBuffer, because libraries check `instanceof ArrayBuffer`.
const nodeCrypto = require('node:crypto');

const local = (buf) => {
  const copy = new ArrayBuffer(buf.byteLength);
  new Uint8Array(copy).set(new Uint8Array(buf));
  return copy;
};

Object.defineProperty(globalThis, 'crypto', {
  configurable: true,
  value: {
    getRandomValues: (array) => nodeCrypto.randomFillSync(array),
    randomUUID: () => nodeCrypto.randomUUID(),
    subtle: {
      digest: async (algorithm, data) => local(await nodeCrypto.webcrypto.subtle.digest(algorithm, new Uint8Array(data.buffer ?? data, data.byteOffset ?? 0, data.byteLength))),
    },
  },
});
