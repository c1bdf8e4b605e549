import { catalogues } from './catalogues/index.js';
import { formatDateArray } from './format.js';

describe('catalogues', () => {
  it.each(Object.entries(catalogues))('%s has every key in both languages', (_area, cat) => {
    const gl = Object.keys(cat.gl).sort();
    const es = Object.keys(cat.es).sort();
    expect(gl.filter((k) => !es.includes(k))).toEqual([]);
    expect(es.filter((k) => !gl.includes(k))).toEqual([]);
    for (const lang of ['gl', 'es'] as const) {
      for (const [key, text] of Object.entries(cat[lang])) expect({ key, empty: String(text).trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('no key is defined by two areas (the later one would silently replace the other)', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, cat] of Object.entries(catalogues)) {
      for (const key of Object.keys(cat.gl)) {
        if (owner.has(key)) clashes.push(`${key}: ${owner.get(key)} and ${area}`);
        owner.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('formats dates in the long format of each language', () => {
    expect(formatDateArray([2024, 3, 15], 'es')).toBe('15 de marzo de 2024');
    expect(formatDateArray([2024, 3, 15], 'gl')).toMatch(/^15 de marzo de 2024$/);
  });
});
