import type { Opo } from './entities.js';
import { feedDaLista } from './feeds.js';
import { contarPor, cumpreFiltros, filtrosAParams, filtrosDeParams, valoresDoFeito, type FiltrosLista } from './filtros.js';

const base: Opo = {
  uuid: 'o', organizacion: 'Concello de Oleiros', descripcion: 'Bases', urlDetalle: 'https://bop.example/1', bop: 'BOP A Coruña',
  fechaBop: [2026, 3, 15], etiquetas: ['auxiliar administrativo'], verificado: true, provincia: 'A Coruña', tipoEdicto: 'convocatoria_bases',
};
/** Two permanent C2 posts by free access and internal promotion, ESO, civil servants. */
const auxiliar: Opo = {
  ...base, uuid: 'aux', grupo: 'C2', nivelTitulacion: 'eso', tipoPersoal: 'funcionario_carreira', quendas: ['libre', 'promocion_interna'], bolsa: false, prazas: 2,
};
/** A job pool of fixed-term workers, no group stated. */
const bolsaLimpeza: Opo = { ...base, uuid: 'bolsa', bop: 'BOP Lugo', provincia: 'Lugo', nivelTitulacion: 'certificado_escolaridade', tipoPersoal: 'laboral_temporal', bolsa: true };
/** A process whose texts state none of the facts. */
const senFeitos: Opo = { ...base, uuid: 'nada' };
const todas = [auxiliar, bolsaLimpeza, senFeitos];

const params = (query: string): FiltrosLista => {
  const p = new URLSearchParams(query);
  return filtrosDeParams((name) => p.get(name));
};
const uuids = (f: FiltrosLista) => todas.filter((o) => cumpreFiltros(o, f)).map((o) => o.uuid);

describe('the filters on the facts of a process', () => {
  it('reads them from the URL, as shown in the README', () => {
    expect(params('grupo=C2&titulacion=eso&persoal=laboral_fixo&quenda=promocion_interna&bolsa=1')).toEqual({
      grupo: 'C2', titulacion: 'eso', persoal: 'laboral_fixo', quenda: 'promocion_interna', bolsa: true,
    });
    expect(params('bolsa=0')).toEqual({ bolsa: false });
    expect(params('bolsa=true')).toEqual({ bolsa: true });
    expect(params('bolsa=false')).toEqual({ bolsa: false });
  });

  it('leaves out values it does not know (an old or mistyped link still opens the list)', () => {
    expect(params('grupo=E&titulacion=doutoramento&persoal=eventual&quenda=xeral&bolsa=si')).toEqual({});
    expect(params('grupo=c2')).toEqual({});
    expect(params('grupo=%20C1%20')).toEqual({ grupo: 'C1' });
  });

  it('writes them back in a fixed order, after the older filters, and reads the same filters again', () => {
    const f: FiltrosLista = { bolsa: false, quenda: 'discapacidade', persoal: 'funcionario_interino', titulacion: 'grao', grupo: 'A2', provincia: 'Lugo', prazoAberto: true };
    const written = filtrosAParams(f);
    expect(written).toEqual([
      ['provincia', 'Lugo'], ['prazoAberto', '1'], ['grupo', 'A2'], ['titulacion', 'grao'], ['persoal', 'funcionario_interino'],
      ['quenda', 'discapacidade'], ['bolsa', '0'],
    ]);
    expect(params(new URLSearchParams(written).toString())).toEqual(f);
  });

  it('keeps the competitions whose process states that fact', () => {
    expect(uuids({ grupo: 'C2' })).toEqual(['aux']);
    expect(uuids({ titulacion: 'certificado_escolaridade' })).toEqual(['bolsa']);
    expect(uuids({ persoal: 'funcionario_carreira' })).toEqual(['aux']);
    expect(uuids({ quenda: 'promocion_interna' })).toEqual(['aux']);
    expect(uuids({ quenda: 'libre' })).toEqual(['aux']);
    expect(uuids({ bolsa: true })).toEqual(['bolsa']);
    expect(uuids({ bolsa: false })).toEqual(['aux']);
  });

  it('a process that does not state a fact matches no value of it, "job pool" nor "permanent posts"', () => {
    for (const f of [{ grupo: 'A1' }, { titulacion: 'ningunha' }, { persoal: 'laboral_fixo' }, { quenda: 'discapacidade' }, { bolsa: true }, { bolsa: false }] as FiltrosLista[]) {
      expect(cumpreFiltros(senFeitos, f)).toBe(false);
    }
    expect(cumpreFiltros(bolsaLimpeza, { grupo: 'AP' })).toBe(false);
    expect(uuids({})).toEqual(['aux', 'bolsa', 'nada']);
  });

  it('combines with the other filters and with each other (AND)', () => {
    expect(uuids({ provincia: 'Lugo', bolsa: true })).toEqual(['bolsa']);
    expect(uuids({ provincia: 'A Coruña', bolsa: true })).toEqual([]);
    expect(uuids({ grupo: 'C2', quenda: 'libre', titulacion: 'eso', persoal: 'funcionario_carreira', bolsa: false, tipo: 'convocatoria' })).toEqual(['aux']);
    expect(uuids({ grupo: 'C2', persoal: 'laboral_temporal' })).toEqual([]);
  });

  it('a call of posts of several groups is kept, and counted, under each of its groups', () => {
    const varios: Opo = { ...senFeitos, uuid: 'varios', grupos: ['A2', 'C1'] };
    expect(cumpreFiltros(varios, { grupo: 'A2' })).toBe(true);
    expect(cumpreFiltros(varios, { grupo: 'C1' })).toBe(true);
    expect(cumpreFiltros(varios, { grupo: 'C2' })).toBe(false);
    expect(Object.fromEntries(contarPor([...todas, varios], (o) => valoresDoFeito(o, 'grupo')))).toEqual({ A2: 1, C1: 1, C2: 1 });
  });

  it('counts each value, a competition with two turns once in each, one that states nothing in none', () => {
    expect(Object.fromEntries(contarPor(todas, (o) => valoresDoFeito(o, 'quenda')))).toEqual({ libre: 1, promocion_interna: 1 });
    expect(Object.fromEntries(contarPor(todas, (o) => valoresDoFeito(o, 'bolsa')))).toEqual({ 0: 1, 1: 1 });
    expect(Object.fromEntries(contarPor(todas, (o) => valoresDoFeito(o, 'grupo')))).toEqual({ C2: 1 });
    expect(todas.filter((o) => valoresDoFeito(o, 'persoal').length === 0).map((o) => o.uuid)).toEqual(['nada']);
  });

  it('the feed of a filtered list keeps the fact filters as the page wrote them', () => {
    expect(feedDaLista('?textoBusqueda=auxiliar&grupo=C2&titulacion=eso&persoal=laboral_fixo&quenda=promocion_interna&bolsa=0&utm_source=x', 'es'))
      .toBe('/api/v1/feeds/opos.atom?textoBusqueda=auxiliar&grupo=C2&titulacion=eso&persoal=laboral_fixo&quenda=promocion_interna&bolsa=0&lang=es');
  });
});
