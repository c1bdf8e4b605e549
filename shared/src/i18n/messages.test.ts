import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { adminCatalogues } from './catalogues/adminAreas.js';
import { catalogues } from './catalogues/index.js';
import { publicCatalogues, screenAreas } from './catalogues/publicAreas.js';
import { sitePages } from './catalogues/sitePages.js';

const root = join(__dirname, '../../..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'test-utils' || name === 'catalogues' ? [] : sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}
const keysOf = (cats: Record<string, { gl: Record<string, string> }>) => new Set(Object.values(cats).flatMap((c) => Object.keys(c.gl)));

describe('the texts a public first view carries', () => {
  it('every literal key the shell, mf-public and shared use is in a public area (admin areas are fetched later)', () => {
    const known = keysOf(publicCatalogues);
    const admin = keysOf(adminCatalogues);
    const missing: string[] = [];
    for (const pkg of ['shell', 'mf-public', 'shared']) {
      for (const file of sources(join(root, pkg, 'src'))) {
        for (const m of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z][\w.-]*)'/g)) {
          // Keys of no area at all are the catalogue tests' business; here: public code must not need an admin area.
          if (!known.has(m[1]) && admin.has(m[1])) missing.push(`${m[1]} (${file.slice(root.length + 1)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('the long texts of the site pages are used only by those pages (they come with them)', () => {
    const pageKeys = new Set(Object.keys(sitePages.gl));
    const outside: string[] = [];
    for (const pkg of ['shell', 'mf-public', 'shared']) {
      for (const file of sources(join(root, pkg, 'src'))) {
        if (file.includes('/pages/Site/')) continue;
        for (const m of readFileSync(file, 'utf8').matchAll(/['`]((acerca|avisoLegal|privacidade)\.[\w.-]*)/g)) {
          if (pageKeys.has(m[1]) || [...pageKeys].some((k) => m[1].endsWith('.') && k.startsWith(m[1]))) outside.push(`${m[1]} (${file.slice(root.length + 1)})`);
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('the areas that come with their code are added by every module of the shell and mf-public that uses their keys', () => {
    // Shared code that words them is called only with them added: the profile's answers (explicar.ts, after
    // loadPerfilCatalogue) and an alert's criterion (contract/alertas.ts, from mf-public's useCriterioEnPalabras).
    const sharedUsers: Record<string, string[]> = { 'shared/src/perfil/explicar.ts': ['feitos', 'listas'], 'shared/src/contract/alertas.ts': ['alertas', 'listas'] };
    const missing: string[] = [];
    for (const area of screenAreas) {
      const keys = Object.keys(catalogues[area].gl);
      for (const pkg of ['shell', 'mf-public', 'shared']) {
        for (const file of sources(join(root, pkg, 'src'))) {
          const rel = file.slice(root.length + 1);
          if (rel.startsWith('mf-public/src/textos/')) continue;
          const text = readFileSync(file, 'utf8');
          const prefixes = [...text.matchAll(/[`'"]((?:[a-zA-Z]+\.)+[a-zA-Z]*)\$\{/g)].map((m) => m[1]).filter((p) => p.length > 3);
          const uses = keys.some((k) => text.includes(`'${k}'`) || text.includes(`\`${k}\``) || prefixes.some((p) => k.startsWith(p)));
          if (!uses) continue;
          const adds = pkg === 'mf-public' ? new RegExp(`^import '(\\.\\./)+textos/${area}';$`, 'm').test(text) : (sharedUsers[rel] ?? []).includes(area);
          if (!adds) missing.push(`${rel} uses ${area}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
