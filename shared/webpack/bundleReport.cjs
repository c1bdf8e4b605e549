// Bundle analysis written by every production build: `dist/bundle-report.json` (machine-readable) and
// `dist/bundle-report.txt` (one line per JS file: raw, gzip and brotli sizes, what it holds, its largest modules).
// It shows at a glance what the first view of /public/ pays for (see `npm run bench` for what a browser loads).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Package name of a module path inside node_modules, or the workspace folder otherwise. */
function ownerOf(name) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
  if (m) return m[1];
  const w = /^\.\.\/(shared|shell|mf-[a-z-]+)\//.exec(name) || /^\.\/(src)\//.exec(name);
  return w ? (w[1] === 'src' ? '(this package)' : w[1]) : name.split('/')[0] || name;
}

class BundleReportPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleReportPlugin', (compilation) => {
      if (compiler.options.mode === 'development') return;
      const out = compilation.outputOptions.path;
      const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkModules: true, ids: true, assets: false });
      const files = [];
      for (const chunk of stats.chunks) {
        for (const file of chunk.files.filter((f) => f.endsWith('.js'))) {
          const data = fs.readFileSync(path.join(out, file));
          const owners = new Map();
          for (const m of chunk.modules ?? []) {
            const owner = ownerOf(m.name ?? m.identifier ?? '');
            owners.set(owner, (owners.get(owner) ?? 0) + (m.size ?? 0));
          }
          files.push({
            file,
            names: chunk.names,
            initial: chunk.initial,
            bytes: data.length,
            gzip: zlib.gzipSync(data, { level: 9 }).length,
            brotli: zlib.brotliCompressSync(data).length,
            packages: [...owners.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, size]) => ({ name, size })),
          });
        }
      }
      files.sort((a, b) => b.bytes - a.bytes);
      fs.writeFileSync(path.join(out, 'bundle-report.json'), JSON.stringify({ files }, null, 2));
      const lines = files.map((f) =>
        `${f.file.padEnd(44)} ${kb(f.bytes).padStart(10)} ${kb(f.gzip).padStart(10)} gz ${kb(f.brotli).padStart(10)} br  ${f.packages.map((p) => `${p.name} ${kb(p.size)}`).join(', ')}`);
      fs.writeFileSync(path.join(out, 'bundle-report.txt'), `${lines.join('\n')}\n`);
      // The JS and CSS files of each named chunk group (a remote's `screen-<name>` chunks and what they need): the server
      // names them in the preload hints of a route (api/src/shellPage.ts).
      const groups = compilation.getStats().toJson({ all: false, chunkGroups: true }).namedChunkGroups ?? {};
      const chunkGroups = {};
      for (const [name, group] of Object.entries(groups)) {
        chunkGroups[name] = (group.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name)).filter((f) => /\.(js|css)$/.test(f));
      }
      fs.writeFileSync(path.join(out, 'chunk-groups.json'), JSON.stringify(chunkGroups, null, 2));
    });
  }
}

module.exports = { BundleReportPlugin };
