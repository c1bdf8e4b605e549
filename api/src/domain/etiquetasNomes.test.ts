import { defaultLabelRules } from '../ingestion/defaults.js';
import { NOMES_ETIQUETAS_ES, nomeEtiquetaEs } from './etiquetasNomes.js';

const shipped = [...new Set(defaultLabelRules().map((r) => r.etiqueta))];

describe('the Spanish names of labels (a reviewed table, never a folding)', () => {
  test('every shipped label has a reviewed Spanish name, and the table names no label that is not shipped', () => {
    expect(shipped.filter((e) => !(e in NOMES_ETIQUETAS_ES))).toEqual([]);
    expect(Object.keys(NOMES_ETIQUETAS_ES).filter((e) => !shipped.includes(e))).toEqual([]);
  });

  test.each(shipped)('"%s" is shown in Spanish by its reviewed name, written in Spanish spelling', (gl) => {
    const es = nomeEtiquetaEs(gl);
    expect(es).toBe(NOMES_ETIQUETAS_ES[gl]);
    // Galician spelling and particles have no place in a Spanish name; nor do doubled or Galician plurals.
    expect(es).not.toMatch(/\bx|nh|ç|eiro\b|eses\b|ís\b|\b(?:da|do|das|dos|no|na|nos|nas|e|ou|o|á|ás)\b/u);
  });

  test('real Spanish names, not word-by-word ones', () => {
    expect(nomeEtiquetaEs('corrección de erros')).toBe('corrección de errores');
    expect(nomeEtiquetaEs('educación infantil')).toBe('educación infantil');
    expect(nomeEtiquetaEs('axuda no fogar')).toBe('ayuda a domicilio');
    expect(nomeEtiquetaEs('enxeñeiro')).toBe('ingeniero');
    expect(nomeEtiquetaEs('xuventude')).toBe('juventud');
    expect(nomeEtiquetaEs('provisión de postos')).toBe('provisión de puestos');
    expect(nomeEtiquetaEs('nomeamento')).toBe('nombramiento');
  });

  test('the same label in another case or without accents has the same name', () => {
    expect(nomeEtiquetaEs('Bombeiro')).toBe('bombero');
    expect(nomeEtiquetaEs('enxeneiro')).toBe('ingeniero');
  });

  test('a label without a reviewed name is shown by its Galician name, never a made-up Spanish form', () => {
    expect(nomeEtiquetaEs('praia')).toBe('praia');
    expect(nomeEtiquetaEs('bombeiros forestais')).toBe('bombeiros forestais');
    expect(nomeEtiquetaEs('constructor')).toBe('constructor');
  });
});
