import { alternativa } from './alternativa.js';
import { MESES } from './meses.js';

/** The flat alternation alternativa replaces: the words sorted longest first. */
const plana = (palabras: string[]) => [...palabras].sort((a, b) => b.length - a.length).join('|');

const NUMEROS = ['un', 'unha', 'uno', 'una', 'dun', 'dunha', 'dous', 'duas', 'dos', 'tres', 'catro', 'cuatro', 'cinco', 'seis',
  'dez', 'dezaseis', 'veinte', 'veintiun', 'veintiuno', 'veintiuna', 'cen', 'cento', 'cien', 'ciento', 'cincocentos',
  'cuatrocientos', 'cuarenta'];

describe('alternativa', () => {
  it('matches what the flat alternation matches, with the same captures, where a pattern goes on after the words', () => {
    const textos = [
      'dunha praza e dun posto', 'cuatrocientos cuatro', 'cincocentos cinco', 'veintiuna veintiun veinte', 'cento cen ciento cien',
      'dezaseis dez', 'unha uno una un', 'cuatrocientas', 'dousdous', 'x dun x dunhas', 'o 3 de xuño e o 30 de xullo de setembro',
    ];
    for (const palabras of [NUMEROS, Object.keys(MESES)]) {
      for (const [antes, despois] of [['\\b(', ')\\b'], ['(', ')\\s+(\\w+)'], ['\\b((?:', ')(?:\\s+(?:e|y)\\s+(?:dous|tres))?)'], ['(', ')s?\\b']]) {
        const a = new RegExp(`${antes}${plana(palabras)}${despois}`, 'g');
        const b = new RegExp(`${antes}${alternativa(palabras)}${despois}`, 'g');
        for (const t of textos) expect([...t.matchAll(b)].map((m) => [m.index, ...m])).toEqual([...t.matchAll(a)].map((m) => [m.index, ...m]));
      }
    }
  });

  it('writes the words as a tree of their shared beginnings, a longer word tried before the one it begins with', () => {
    expect(alternativa(['dun', 'dunha', 'dous'])).toBe('d(?:un(?:ha)?|ous)');
    expect(alternativa(['cen', 'cento', 'cien'])).toBe('c(?:en(?:to)?|ien)');
    // (the characters a pattern reads as operators are escaped)
    expect(alternativa(['n.º', 'nº'])).toBe('n(?:\\.º|º)');
  });
});
