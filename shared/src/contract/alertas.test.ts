import { translate } from '../i18n/useT.js';
import { claveCriterio, criterioAParams, criterioDeParams, criterioEnPalabras, listaDoCriterio, normalizarCriterio } from './alertas.js';

const of = (query: string) => {
  const p = new URLSearchParams(query);
  return criterioDeParams((name) => p.get(name));
};

describe('the alert a list page offers', () => {
  it.each([
    ['a label page, with filters', 'etiquetaBusqueda=bombeiros&provincia=Lugo&prazoAberto=1', { etiqueta: 'bombeiros', provincia: 'Lugo', prazoAberto: true }],
    ['a label page wins over a text, as the list reads it', 'etiquetaBusqueda=bombeiros&textoBusqueda=auxiliar', { etiqueta: 'bombeiros' }],
    ['a search, with a label filter and a kind', 'textoBusqueda=%20auxiliar%20%20administrativo&etiqueta=concellos&tipo=bolsa', { textoBusqueda: 'auxiliar administrativo', etiqueta: 'concellos', tipo: 'bolsa' }],
    ['a filtered list', 'provincia=Ourense&boletin=BOP%20Ourense', { provincia: 'Ourense', boletin: 'BOP Ourense' }],
    ['an unknown kind is left out, as the list leaves it', 'textoBusqueda=x&tipo=sorteo', { textoBusqueda: 'x' }],
  ])('%s', (_what, query, criterio) => {
    expect(of(query)).toEqual(criterio);
  });

  it.each([['the latest days', ''], ['a bulletin day', 'fecha=2026-03-16&provincia=Lugo'], ['only blanks', 'textoBusqueda=%20%20']])('none for %s', (_what, query) => {
    expect(of(query)).toBeNull();
  });

  it('goes back to the same list', () => {
    for (const q of ['etiquetaBusqueda=bombeiros&provincia=Lugo&prazoAberto=1', 'textoBusqueda=auxiliar&tipo=bolsa&etiqueta=concellos', 'provincia=Ourense']) {
      const c = of(q)!;
      expect(of(new URLSearchParams(criterioAParams(c)).toString())).toEqual(c);
    }
    expect(listaDoCriterio({ textoBusqueda: 'auxiliar administrativo', provincia: 'A Coruña' })).toBe('/?textoBusqueda=auxiliar%20administrativo&provincia=A%20Coru%C3%B1a');
  });

  it('one key per alert, however it was written', () => {
    expect(claveCriterio({ provincia: 'Lugo', etiqueta: ' bombeiros ', prazoAberto: false })).toBe(claveCriterio({ etiqueta: 'bombeiros', provincia: 'Lugo' }));
    expect(claveCriterio({ textoBusqueda: 'Auxiliar  Administrativo' })).toBe(claveCriterio({ textoBusqueda: 'auxiliar administrativo' }));
    expect(claveCriterio({ textoBusqueda: 'auxiliar' })).not.toBe(claveCriterio({ etiqueta: 'auxiliar' }));
    expect(normalizarCriterio({ textoBusqueda: '  ', tipo: 'x' as never })).toEqual({});
  });

  it('says the criterion in words in each language', () => {
    const c = { textoBusqueda: 'auxiliar', etiqueta: 'bombeiros', provincia: 'Lugo', boletin: 'BOP Lugo', tipo: 'bolsa' as const, prazoAberto: true };
    expect(criterioEnPalabras(c, (k, p) => translate('gl', k, p))).toBe('«auxiliar» · etiqueta «bombeiros» · en Lugo · no BOP Lugo · Bolsas e listas de contratación · con prazo aberto');
    expect(criterioEnPalabras(c, (k, p) => translate('es', k, p), () => 'bomberos'))
      .toBe('«auxiliar» · etiqueta «bomberos» · en Lugo · en el BOP Lugo · Bolsas y listas de contratación · con plazo abierto');
    expect(criterioEnPalabras({ provincia: 'Galicia' }, (k, p) => translate('gl', k, p))).toBe('de toda Galicia');
  });
});
