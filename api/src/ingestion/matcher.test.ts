import { compileNaively, compileRules, type FilterRule, type LabelRule } from './matcher.js';

const f = (textoBusqueda: string, prioridad: number, indexable: boolean, bop = 'BOP Lugo'): FilterRule => ({ bop, textoBusqueda, prioridad, indexable });
const l = (etiqueta: string, textoBusqueda: string, prioridad: number, comprobarCadenaCompleta = true): LabelRule => ({ etiqueta, textoBusqueda, prioridad, comprobarCadenaCompleta });
const edict = (titulo: string, bop = 'BOP Lugo', organizacion = 'Concello de Sarria') => ({ bop, titulo, organizacion });

describe('search filters (DECISIONS.md 10)', () => {
  it('the first matching filter by ascending priority decides, ignoring case and accents', () => {
    const rules = compileRules([f('PROCESO SELECTIVO', 10, true), f('SUBVENCIÓNS PARA A CONTRATACIÓN', 1, false), f('PRAZA', 90, false)], []);
    expect(rules.classify(edict('Bases do procéso selectivo de peón')).filtro).toMatchObject({ textoBusqueda: 'PROCESO SELECTIVO', indexable: true });
    expect(rules.classify(edict('Subvencions para a contratacion no proceso selectivo')).filtro).toMatchObject({ prioridad: 1, indexable: false });
    expect(rules.classify(edict('Unha praza de conserxe')).filtro).toMatchObject({ indexable: false });
    expect(rules.classify(edict('Aprobación do orzamento')).filtro).toBeNull();
  });

  it('a filter only applies to its own bulletin, and only to the title (not the body name)', () => {
    const rules = compileRules([f('OPOSICIÓN LIBRE', 10, true, 'BOP Ourense'), f('EMPREGO', 10, true)], []);
    expect(rules.classify(edict('Oposición libre dunha praza', 'BOP Lugo')).filtro).toBeNull();
    expect(rules.classify(edict('Oposición libre dunha praza', 'BOP Ourense')).filtro).not.toBeNull();
    expect(rules.classify(edict('Convenio colectivo', 'BOP Lugo', 'Consellería de Emprego')).filtro).toBeNull();
  });

  it('the Spanish title of a bilingual bulletin counts too', () => {
    const rules = compileRules([f('BOLSA DE EMPLEO', 10, true, 'BOP Ourense')], []);
    expect(rules.classify({ bop: 'BOP Ourense', titulo: 'Bolsa de emprego', tituloAlternativo: 'Bolsa de empleo', organizacion: '' }).filtro).not.toBeNull();
  });

  it('a blank filter text matches nothing', () => {
    expect(compileRules([f('  ', 1, true)], []).classify(edict('Calquera cousa')).filtro).toBeNull();
  });
});

describe('label rules (DECISIONS.md 11)', () => {
  const labels = [
    l('policía local', 'policia local', 20),
    l('auxiliar administrativo', 'auxiliar administrativo', 10),
    l('peón', 'peón', 30),
    l('tag', 'técnico/a de administración xeral', 5),
    l('oficial', 'oficial', 40, false),
  ];
  const rules = compileRules([], labels);

  it('adds each label once, listed by ascending priority, accents and case ignored', () => {
    expect(rules.classify(edict('POLICÍA LOCAL e Auxiliar Administrativo: Policía Local')).etiquetas).toEqual(['auxiliar administrativo', 'policía local']);
  });

  it('comprobarCadenaCompleta: only whole words or phrases', () => {
    expect(rules.classify(edict('Peonaxe dos servizos')).etiquetas).toEqual([]);
    expect(rules.classify(edict('Dous postos de peón.')).etiquetas).toEqual(['peón']);
    expect(rules.classify(edict('Praza de técnico/a de Administración xeral, quenda libre')).etiquetas).toEqual(['tag']);
    expect(rules.classify(edict('auxiliar administrativo/a')).etiquetas).toEqual(['auxiliar administrativo']);
    expect(rules.classify(edict('Albanel oficiala')).etiquetas).toEqual(['oficial']);
  });

  it('finds the Spanish, feminine and plural forms of a Galician rule (the thesaurus)', () => {
    expect(rules.classify(edict('Dous peóns de servizos')).etiquetas).toEqual(['peón']);
    expect(rules.classify(edict('Plazas de peones y de auxiliares administrativas', 'BOE')).etiquetas).toEqual(['auxiliar administrativo', 'peón']);
    expect(rules.classify(edict('Técnico de Administración General (TAG)', 'BOE')).etiquetas).toEqual(['tag']);
    expect(rules.classify(edict('Policías locales', 'BOE')).etiquetas).toEqual(['policía local']);
  });

  it('looks at the body name too', () => {
    expect(rules.classify(edict('Bases xerais', 'BOP Lugo', 'Policía Local de Lugo')).etiquetas).toEqual(['policía local']);
  });

  it('gives the same answers as the naive rule-by-rule scan', () => {
    const filters = [f('PROCESO SELECTIVO', 10, true), f('PRAZA', 90, false), f('BASES', 5, false)];
    const all = compileRules(filters, labels);
    const naive = compileNaively(filters, labels);
    for (const title of ['Bases do proceso selectivo de peón', 'Praza de policía local', 'Nada que ver', 'Peóns e oficial: técnico/a de administración xeral']) {
      expect(all.classify(edict(title))).toEqual(naive.classify(edict(title)));
    }
  });
});
