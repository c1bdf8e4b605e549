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

  describe('comprobarCadenaCompleta NON: part of a word, in the text as published and in its folded form', () => {
    const partial = compileRules([], [
      l('nomeamento', 'nombramien', 10, false),
      l('nomeamento gl', 'nomeamen', 20, false),
      l('xardinaría', 'jardin', 30, false),
      l('administración', 'administra', 40, false),
      l('enfermaría', 'enfermer', 50, false),
      l('peón', 'peón', 60),
    ]);
    const labelsOf = (titulo: string, tituloAlternativo?: string) =>
      partial.classify({ bop: 'BOE', titulo, tituloAlternativo, organizacion: '' }).etiquetas;

    it('a Spanish prefix matches the Spanish word as published ("nombramien" in "nombramiento")', () => {
      const nombramien = compileRules([], [l('nomeamento', 'nombramien', 10, false)]);
      const titled = (titulo: string) => nombramien.classify({ bop: 'BOE', titulo, organizacion: '' }).etiquetas;
      expect(titled('Resolución referente al NOMBRAMIENTO de funcionaria de carrera')).toEqual(['nomeamento']);
      expect(titled('Nombramientos de personal interino')).toEqual(['nomeamento']);
      expect(titled('Nombra a la comisión')).toEqual([]);
    });

    it('a prefix finds the other language too, through the folded form', () => {
      expect(labelsOf('Nomeamento como funcionaria de carreira')).toEqual(['nomeamento', 'nomeamento gl']);
      expect(labelsOf('Referente al nombramiento de funcionarios')).toEqual(['nomeamento', 'nomeamento gl']);
      expect(labelsOf('Bolsa de xardineiros')).toEqual(['xardinaría']);
      expect(labelsOf('Plaza de jardinera')).toEqual(['xardinaría']);
      expect(labelsOf('Dúas prazas de enfermeira')).toEqual(['enfermaría']);
      expect(labelsOf('Plaza de enfermería')).toEqual(['enfermaría']);
    });

    it('matches inside words and across accents and case, in the alternative title as well', () => {
      expect(labelsOf('Técnico de ADMINISTRACIÓN xeral')).toEqual(['administración']);
      expect(labelsOf('Praza de técnico', 'Plaza de administrativo')).toEqual(['administración']);
      expect(labelsOf('Oferta de emprego')).toEqual([]);
    });

    it('whole-word rules keep working beside them', () => {
      expect(labelsOf('Peonaxe dos servizos')).toEqual([]);
      expect(labelsOf('Dous peóns e un nomeamento')).toEqual(['nomeamento', 'nomeamento gl', 'peón']);
    });

    it('gives the same answers as the naive scan', () => {
      const rules = [l('nomeamento', 'nombramien', 10, false), l('xardin', 'jardin', 30, false), l('peón', 'peón', 60), l('oficial', 'oficial', 40, false)];
      const fast = compileRules([], rules);
      const naive = compileNaively([], rules);
      for (const t of ['Nombramiento de jardinero', 'Nomeamento de xardineira', 'Peóns e oficiala', 'Nada', 'OFICIAL DE PRIMEIRA']) {
        expect(fast.classify(edict(t))).toEqual(naive.classify(edict(t)));
      }
    });
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
