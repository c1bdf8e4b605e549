import { canonicalWord, canonicalWords, foldNormalizedCodesInto, foldText, partialRulePatterns, searchTsQuery } from './tesauro.js';
import { normalizeIntoCodes, normalizeText } from '../text.js';

describe('folding (label rules and search compare texts in this form)', () => {
  test('Spanish, feminine, plural and marked forms meet the Galician one', () => {
    expect(foldText('Bomberas')).toBe(foldText('bombeiro'));
    expect(foldText('AUXILIARES ADMINISTRATIVOS/AS')).toBe(foldText('auxiliar administrativo'));
    expect(foldText('Técnico(a) de la Administración')).toBe(foldText('técnico da administración'));
    expect(foldText('Policía local del Ayuntamiento')).toBe(foldText('policía local do concello'));
    expect(foldText('técnicos/ as y peones')).toBe(foldText('técnico e peón'));
  });

  // Texts with letters beyond U+0370 (here Ω) take the regular-expression path; every other text the fast one. Both
  // must give the same words.
  const samples = [
    'Bases da convocatoria: 2 prazas de Auxiliar Administrativo/a, quenda libre',
    'Lista provisional de admitidos/as e excluídos/as (Técnico/a de Emprego)',
    'Proceso selectivo  para   la cobertura, en el Ayuntamiento de A Coruña, de una plaza de Bombero/a-Conductor/a',
    'CONVOCATORIA – “Peón de servizos múltiples” (a/o) 1.º exercicio; 15 €; Ñ ß æ',
    'funcionario/a_interino /os /  as (as) (os)x (es) o/a A/O técnico(a)',
    'Oferta de Emprego Público 2026 da Deputación de Pontevedra / BOPPO núm. 45',
    '',
  ];
  test.each(samples)('the fast path gives the words of the exact one: %s', (text) => {
    expect(canonicalWords(`${text} Ω`)).toEqual([...canonicalWords(text), 'ω']);
  });
});

// Issue 23: the classes of tesauroClases.ts (docs/search.md), each with the forms it makes one.
describe('class: Spanish spelling is folded into Galician spelling', () => {
  test.each([
    ['gerocultora', 'xerocultor'], ['Gerocultores', 'xerocultores'], ['tornero', 'torneiro'], ['torneras', 'torneira'],
    ['solicitud', 'solicitude'], ['responsables', 'responsábeis'], ['responsable', 'responsábel'], ['urgencias', 'urxencias'],
  ])('%s = %s', (es, gl) => expect(foldText(es)).toBe(foldText(gl)));

  test('a word spelt alike in both languages, or listed, keeps its canonical form', () => {
    expect(canonicalWord('xardineiro')).toEqual(['xardineiro']);
    expect(canonicalWord('auxiliar')).toEqual(['auxiliar']);
    expect(canonicalWord('libres')).toEqual(canonicalWord('libre')); // the e of -bre, -ble is the word's
  });
});

describe('class: Galician doublets and inflections a rule cannot tell', () => {
  test.each([
    ['infantís', 'infantil'], ['escolas infantís', 'escuelas infantiles'], ['xefa', 'xefe'], ['jefa', 'xefe'], ['mestras', 'maestro'],
    ['presidenta', 'presidente'], ['bibliotecaria', 'bibliotecario'], ['xardineira', 'jardinero'],
  ])('%s = %s', (a, b) => expect(foldText(a)).toBe(foldText(b)));
});

describe('class: compounds written together, apart or with a hyphen', () => {
  test.each([
    ['sociosanitario', 'socio-sanitario'], ['sociosanitarias', 'socio sanitario'], ['medioambiente', 'medio ambiente'],
    ['autoemprego', 'auto emprego'], ['autoempleo', 'auto-emprego'], ['teleoperadora', 'tele operador'], ['vicesecretario', 'vice-secretario'],
  ])('%s = %s', (a, b) => expect(foldText(a)).toBe(foldText(b)));

  test('a prefix joins only a word of its own, and medio only ambiente', () => {
    expect(canonicalWords('medio rural')).toEqual(['medio', 'rural']);
    expect(canonicalWords('auto de admisión')).toEqual(['auto', 'de', 'admision']);
    expect(canonicalWords('técnico de medio ambiente')).toEqual(['tecnico', 'de', 'medioambiente']);
  });
});

describe('every canonical form is its own canonical form (the classes never move a Galician word)', () => {
  const targets = [...new Set(['concello', 'xunta', 'emprego', 'traballador', 'bombeiro', 'enxeneiro', 'xardineiro', 'igualdade', 'xuventude',
    'escola', 'infantil', 'xerocultor', 'torneiro', 'responsable', 'sociosanitario', 'medioambiente', 'autoemprego', 'xefe', 'mestre', 'urxencia']
    .flatMap((w) => canonicalWord(w)))];
  test.each(targets)('%s', (c) => expect(canonicalWord(c)).toEqual([c]));
});

describe('search: both forms of a pair give the same query, by class', () => {
  test.each([
    // service names that are not translations of each other
    ['axuda no fogar', 'ayuda a domicilio'], ['axuda no fogar', 'traballador familiar'], ['escola infantil', 'guardería'],
    ['persoal de servizos xerais', 'subalterno'], ['auxiliar de enfermaría', 'TCAE'], ['xerocultor', 'auxiliar de geriatría'],
    ['recadación', 'recaudación'], ['limpador', 'personal de limpieza'], ['técnico en emerxencias sanitarias', 'conductor de ambulancia'],
    // spelling and doublets
    ['xerocultor', 'gerocultor'], ['torneiro', 'tornero'], ['xefe', 'jefa'], ['responsábel', 'responsable'], ['servizo', 'servicio'],
    ['traballador', 'trabajador'], ['xardineiro', 'jardinero'],
    // compounds
    ['sociosanitario', 'socio-sanitario'], ['sociosanitario', 'socio sanitario'], ['medio ambiente', 'medioambiente'],
    ['autoemprego', 'autoempleo'], ['auto emprego', 'autoemprego'], ['teleoperador', 'tele operador'],
  ])('"%s" and "%s"', (a, b) => {
    expect(searchTsQuery(a)).not.toBeNull();
    expect(searchTsQuery(b)).toBe(searchTsQuery(a));
  });

  test('a service named inside a longer query is one part of it, the other words the others', () => {
    expect(searchTsQuery('bolsa de ayuda a domicilio')).toBe(searchTsQuery('bolsa de axuda no fogar'));
    expect(searchTsQuery('bolsa de ayuda a domicilio')).toBe(`bols:* & ${searchTsQuery('ayuda a domicilio')}`);
  });
});

describe('partial-word label rules (comprobarCadenaCompleta NON) are also looked for in the folded text', () => {
  test('a prefix keeps its letters, in Galician spelling, and completes to the words the thesaurus knows', () => {
    expect(partialRulePatterns('nombramien')).toContain('nomeamento');
    expect(partialRulePatterns('jardin')).toContain('xardin');
    expect(partialRulePatterns('auxiliar administra')).toContain('auxiliar administra');
    expect(partialRulePatterns('enfermer')).toEqual(expect.arrayContaining(['enfermer', 'enfermeiro']));
  });
});

// The analysis folds a title once into code units and takes the thesaurus' words from them (foldNormalizedCodesInto,
// docs/speed.md): it must give foldText's form character for character, and foldText must stay the exact form.
describe('folding from code units gives foldText, character for character', () => {
  const fromCodes = (text: string): string | null => {
    const codes = new Uint16Array(text.length);
    const length = normalizeIntoCodes(text, codes);
    if (length < 0) return null;
    expect(String.fromCharCode(...codes.subarray(0, length))).toBe(normalizeText(text));
    const { codes: out, length: n } = foldNormalizedCodesInto(codes, length, new Uint16Array(4));
    return String.fromCharCode(...out.subarray(0, n));
  };

  test('accents, ñ and ç, case, gender marks, plural and feminine, Spanish articles, compounds', () => {
    expect(foldText('Técnicas de Administración Xeral')).toBe('tecnico de administracion xeral');
    expect(foldText('AUXILIARES ADMINISTRATIVOS/AS')).toBe('auxiliar administrativo');
    expect(foldText('Bomberas del Ayuntamiento de La Coruña')).toBe(foldText('bombeiro do concello da coruna'));
    expect(foldText('Cociñeiro(a) e Peóns')).toBe('cocineiro e peon');
    expect(foldText('Açaí — Ñandú / peón')).toBe(foldText('acai ñandu peon'));
    expect(foldText('Persoal socio sanitario')).toBe(foldText('persoal sociosanitario'));
    for (const text of ['Técnicas de Administración Xeral', 'AUXILIARES ADMINISTRATIVOS/AS', 'Bomberas del Ayuntamiento de La Coruña',
      'Cociñeiro(a) e Peóns', 'Persoal socio sanitario', 'técnicos/ as y peones', 'Traballadora social', 'Limpiadoras/es e conserxes']) {
      expect(fromCodes(text)).toBe(foldText(text));
    }
  });

  test('a text with a character beyond U+0370 is left to normalizeText (and foldText)', () => {
    expect(normalizeIntoCodes('Praza – Ω', new Uint16Array(9))).toBe(-1);
    expect(normalizeIntoCodes('ǅ', new Uint16Array(1))).toBe(normalizeText('ǅ').length === 1 ? 1 : -1);
  });

  // Random texts from words, articles, prefixes, marks and punctuation of both languages: the fast path, the folding
  // from code units and the exact path (regular expressions: a text with Ω takes it) must agree. ("(a)" and "(os)"
  // are followed by a space here: glued between two words, "xerais(os)ambiente", the exact path joins the words and
  // the fast one splits them, as before this test; no title seen writes that.)
  test('random texts: every path gives the same form', () => {
    const pieces = ['de', 'la', 'las', 'los', 'del', 'en', 'el', 'a', 'por', 'y', 'una', 'Técnico', 'técnicas', 'AUXILIAR', 'administrativos',
      'Bombero', 'bombeiras', 'peón', 'PEONES', 'cociñeira', 'Açores', 'niño', 'socio', 'sanitario', 'medio', 'ambiente', 'auto', 'empleo',
      'jardinero', 'xardineiras', 'laborales', 'xerais', 'Ayto.', 'T.A.X.', 'oep', '/a', '/as', '/ os', '(a) ', '(os) ', '/', '(', ')', '-',
      ',', ':', '1.º', '2026', 'ª', '  ', '\t', 'Ü', 'ç', 'Ñ', 'é', 'nº', 'ß', 'ŀl'];
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    for (let k = 0; k < 3000; k += 1) {
      const n = 1 + Math.floor(random() * 14);
      let text = '';
      for (let i = 0; i < n; i += 1) text += (random() < 0.3 ? '' : ' ') + pieces[Math.floor(random() * pieces.length)];
      const expected = canonicalWords(text).join(' ');
      expect(foldText(text)).toBe(expected);
      expect([...canonicalWords(`${text} Ω`)].join(' ')).toBe(expected ? `${expected} ω` : 'ω');
      const viaCodes = fromCodes(text);
      if (viaCodes !== null) expect(viaCodes).toBe(expected);
    }
  });
});
