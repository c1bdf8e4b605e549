import { alertas } from '../i18n/catalogues/alertas.js';
import { listas } from '../i18n/catalogues/listas.js';
import { addCatalogues } from '../i18n/messages.js';
import { translate } from '../i18n/useT.js';
import { claveCriterio, criterioAParams, criterioDeParams, criterioEnPalabras, listaDoCriterio, normalizarCriterio } from './alertas.js';

// In the browser these areas come with the code that puts a criterion in words (mf-public useCriterioEnPalabras).
addCatalogues([alertas, listas]);

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
    ['a list filtered by the facts of the processes', 'grupo=C2&titulacion=eso&persoal=laboral_fixo&quenda=promocion_interna&bolsa=1',
      { grupo: 'C2', titulacion: 'eso', persoal: 'laboral_fixo', quenda: 'promocion_interna', bolsa: true }],
    ['a label page for permanent posts', 'etiquetaBusqueda=bombeiros&bolsa=0', { etiqueta: 'bombeiros', bolsa: false }],
  ])('%s', (_what, query, criterio) => {
    expect(of(query)).toEqual(criterio);
  });

  it.each([['the latest days', ''], ['a bulletin day', 'fecha=2026-03-16&provincia=Lugo'], ['only blanks', 'textoBusqueda=%20%20']])('none for %s', (_what, query) => {
    expect(of(query)).toBeNull();
  });

  it('goes back to the same list', () => {
    for (const q of ['etiquetaBusqueda=bombeiros&provincia=Lugo&prazoAberto=1', 'textoBusqueda=auxiliar&tipo=bolsa&etiqueta=concellos', 'provincia=Ourense',
      'textoBusqueda=auxiliar&grupo=A2&titulacion=grao&persoal=funcionario_interino&quenda=discapacidade&bolsa=0']) {
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
    expect(claveCriterio({ bolsa: false, grupo: 'C1' })).toBe(claveCriterio({ grupo: 'C1', bolsa: false }));
    expect(claveCriterio({ bolsa: false })).not.toBe(claveCriterio({ bolsa: true }));
    expect(normalizarCriterio({ grupo: 'E' as never, quenda: 'xeral' as never, bolsa: 'si' as never, provincia: 'Lugo' })).toEqual({ provincia: 'Lugo' });
  });

  it('says the criterion in words in each language', () => {
    const c = { textoBusqueda: 'auxiliar', etiqueta: 'bombeiros', provincia: 'Lugo', boletin: 'BOP Lugo', tipo: 'bolsa' as const, prazoAberto: true };
    expect(criterioEnPalabras(c, (k, p) => translate('gl', k, p))).toBe('«auxiliar» · etiqueta «bombeiros» · en Lugo · no BOP Lugo · Bolsas e listas de contratación · con prazo aberto');
    expect(criterioEnPalabras(c, (k, p) => translate('es', k, p), () => 'bomberos'))
      .toBe('«auxiliar» · etiqueta «bomberos» · en Lugo · en el BOP Lugo · Bolsas y listas de contratación · con plazo abierto');
    expect(criterioEnPalabras({ provincia: 'Galicia' }, (k, p) => translate('gl', k, p))).toBe('de toda Galicia');
    const feitos = { grupo: 'C2' as const, titulacion: 'eso' as const, persoal: 'laboral_fixo' as const, quenda: 'promocion_interna' as const, bolsa: true };
    expect(criterioEnPalabras(feitos, (k, p) => translate('gl', k, p)))
      .toBe('grupo C2 · titulación: ESO / Graduado escolar · Persoal laboral fixo · quenda: Promoción interna · Bolsa de emprego');
    expect(criterioEnPalabras({ ...feitos, bolsa: false }, (k, p) => translate('es', k, p)))
      .toBe('grupo C2 · titulación: ESO / Graduado escolar · Personal laboral fijo · turno: Promoción interna · Plazas en propiedad');
  });
});
