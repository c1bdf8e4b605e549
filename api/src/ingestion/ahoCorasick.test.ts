import { AhoCorasick } from './ahoCorasick.js';

/** Every occurrence of every pattern, by indexOf: what the automaton must report. */
function naive(patterns: string[], text: string): string[] {
  const hits: string[] = [];
  patterns.forEach((p, pattern) => {
    if (!p) return;
    for (let at = text.indexOf(p); at >= 0; at = text.indexOf(p, at + 1)) hits.push(`${pattern}:${at}:${at + p.length}`);
  });
  return hits.sort();
}

describe('AhoCorasick (a DFA over the patterns\' characters)', () => {
  const patterns = ['he', 'she', 'his', 'hers', 'peón', 'ón d', 'n', '', 'xeral', 'al', 'a\u0001b', 'ω'];
  const texts = ['ushers', 'she sells his hers', 'peón de servizos', 'técnico de administración xeral', '', 'nnn', 'ω peónω', 'a\u0001b€a'];

  test.each(texts)('scan and scanCodes report every occurrence: %s', (text) => {
    const ac = new AhoCorasick(patterns);
    const viaScan: string[] = [];
    ac.scan(text, (p, s, e) => viaScan.push(`${p}:${s}:${e}`));
    const codes = Uint16Array.from({ length: text.length + 3 }, (_, i) => (i < text.length ? text.charCodeAt(i) : 104));
    const viaCodes: string[] = [];
    ac.scanCodes(codes, text.length, (p, s, e) => viaCodes.push(`${p}:${s}:${e}`));
    expect(viaScan.sort()).toEqual(naive(patterns, text));
    expect(viaCodes.sort()).toEqual(naive(patterns, text));
  });

  test('random patterns and texts over a small alphabet', () => {
    let seed = 11;
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const alphabet = ['a', 'b', 'c', ' ', 'ñ', 'é'];
    const word = (max: number) => Array.from({ length: 1 + Math.floor(random() * max) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let k = 0; k < 200; k += 1) {
      const patterns = Array.from({ length: 1 + Math.floor(random() * 12) }, () => word(4));
      const text = word(60);
      const hits: string[] = [];
      new AhoCorasick(patterns).scan(text, (p, s, e) => hits.push(`${p}:${s}:${e}`));
      expect(hits.sort()).toEqual(naive(patterns, text));
    }
  });
});
