// Writes `<file>.br` and `<file>.gz` beside every text file of the build (hashed chunks, remote entries, manifests,
// index.html), so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const TEXT = /\.(js|css|html|json|svg|txt|map)$/;
/** Below this size the compressed file is not worth a second request path: the server sends the plain one. */
const MIN_BYTES = 512;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      if (compiler.options.mode === 'development') return;
      const out = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets).filter((f) => TEXT.test(f));
      await Promise.all(files.map(async (file) => {
        const full = path.join(out, file);
        const data = await fs.promises.readFile(full).catch(() => null);
        if (!data || data.length < MIN_BYTES) return;
        const br = zlib.brotliCompressSync(data, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        });
        const gz = zlib.gzipSync(data, { level: 9 });
        await fs.promises.writeFile(`${full}.br`, br);
        await fs.promises.writeFile(`${full}.gz`, gz);
      }));
    });
  }
}

module.exports = { PrecompressPlugin, TEXT };
