import { candidatasSuxestion } from './suxestions.js';

const vocab = { frases: ['auxiliar administrativo', 'bombeiro', 'bomberos', 'policía local', 'Concello de Ourense', 'socorrista', 'traballador social'] };

describe('candidatasSuxestion', () => {
  it.each([
    ['bomberio', 'bombeiro'],
    ['auxiliar adminstrativo', 'auxiliar administrativo'],
    ['polisia local', 'policia local'],
    ['socorista', 'socorrista'],
    ['traballadr social', 'traballador social'],
  ])('%s → %s', (query, expected) => {
    expect(candidatasSuxestion(query, vocab).map((s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase())).toContain(expected);
  });

  it('suggests nothing for a far query or short words', () => {
    expect(candidatasSuxestion('xyzzy', vocab)).toEqual([]);
    expect(candidatasSuxestion('tal', vocab)).toEqual([]);
  });
});
