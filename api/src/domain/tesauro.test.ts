import { canonicalWords, foldText } from './tesauro.js';

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
