// The sharing rules of shared/webpack/federation.cjs that the build cannot check by itself: a remote's import of a
// name from a shared module is only resolved in the browser, against the shell's copy.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const FRONT_ENDS = ['shared', 'shell', 'mf-public', 'mf-admin-offers', 'mf-admin-config', 'mf-auth'];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    // test-utils runs only under jest (the real package), never in a bundle; the shell's server entry (src/server) is
    // the server build's, which bundles one router for every remote (shared/webpack/server.cjs), no federation.
    if (statSync(p).isDirectory()) out.push(...(name === 'test-utils' || (name === 'server' && dir.endsWith('shell/src')) ? [] : sources(p)));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

const files = FRONT_ENDS.flatMap((pkg) => sources(join(root, pkg, 'src')).map((file) => ({ pkg, file, text: readFileSync(file, 'utf8') })));

/** Value (not type-only) names imported from a module, per file. */
function importedNames(text: string, module: string): string[] {
  const names: string[] = [];
  const re = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module.replace(/[/]/g, '\\/')}'`, 'g');
  for (const m of text.matchAll(re)) {
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('what the front ends share', () => {
  it('every name imported from react-router-dom is in the shared copy (shared/webpack/react-router-dom.mjs)', () => {
    const facade = readFileSync(join(root, 'shared/webpack/react-router-dom.mjs'), 'utf8');
    const exported = new Set([...facade.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((s) => s.trim()).filter(Boolean)));
    const missing = files.flatMap(({ file, text }) => importedNames(text, 'react-router-dom').filter((n) => !exported.has(n)).map((n) => `${n} (${file.slice(root.length + 1)})`));
    expect(missing).toEqual([]);
    // Nothing reaches around the shared copy (a second router would not see the shell's).
    expect(files.filter(({ text }) => /from 'react-router(\/dom)?'/.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('only `shared` imports @reduxjs/toolkit, and only `shared` and the shell react-redux (single beside the shared singleton)', () => {
    const rtk = files.filter(({ pkg, text }) => pkg !== 'shared' && /^import\s+(?!type\b)[^;]*from '@reduxjs\/toolkit[^']*'/m.test(text));
    expect(rtk.map(({ file }) => file.slice(root.length + 1))).toEqual([]);
    const redux = files.filter(({ pkg, text }) => pkg !== 'shared' && pkg !== 'shell' && /^import\s+(?!type\b)[^;]*from 'react-redux'/m.test(text));
    expect(redux.map(({ file }) => file.slice(root.length + 1))).toEqual([]);
  });
});
