import { parseFeed } from '@rowanmanning/feed-parser';
import { parse } from 'csv-parse/sync';
import { databases, testApp } from '../../test/harness.js';
import { NOW_FEITOS, seedFeitos, type FeitosSeeded } from '../opos/test/feitosSeed.js';
import { atomProblems } from './test/atomValidator.js';

const BASE = 'https://oposicions.example';
const ETIQUETA = encodeURIComponent('emprego público');

describe.each(databases)('feeds and open data filtered by the facts of the processes (issue 22) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let s: FeitosSeeded;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW_FEITOS, config: { publicBaseUrl: BASE } });
    s = await seedFeitos(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const name = (u: string) => Object.entries(s.opo).find(([, v]) => u.endsWith(v))?.[0] ?? u;
  const feedAt = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(atomProblems(res.body)).toEqual([]);
    const feed = parseFeed(res.body);
    return { feed, entries: feed.items.map((i) => name(i.id ?? '')) };
  };

  it('a list feed keeps every fact filter, newest first, and names them in its title and self link', async () => {
    const c2 = await feedAt('/api/v1/feeds/opos.atom?grupo=C2');
    expect(c2.entries).toEqual(['auxiliar']);
    expect(c2.feed.title).toBe('Oposicións Galicia: últimas convocatorias (grupo C2)');
    expect(c2.feed.self).toBe(`${BASE}/api/v1/feeds/opos.atom?grupo=C2&lang=gl`);
    expect(c2.feed.url).toBe(`${BASE}/public/?grupo=C2`);

    const permanentes = await feedAt('/api/v1/feeds/opos.atom?quenda=libre&bolsa=0&lang=es');
    expect(permanentes.entries).toEqual(['auxiliar', 'enxeneiro']);
    expect(permanentes.feed.title).toBe('Oposicións Galicia: últimas convocatorias (Acceso libre, Plazas en propiedad)');

    expect((await feedAt('/api/v1/feeds/opos.atom?textoBusqueda=convocatoria&persoal=laboral_temporal')).entries).toEqual(['limpeza']);
    expect((await feedAt(`/api/v1/feeds/opos.atom?etiquetaBusqueda=${ETIQUETA}&titulacion=licenciatura_master`)).entries).toEqual(['enxeneiro']);
    expect((await feedAt('/api/v1/feeds/opos.atom?quenda=discapacidade&provincia=Pontevedra')).entries).toEqual(['enxeneiro']);
    expect((await feedAt('/api/v1/feeds/opos.atom?bolsa=1')).entries).toEqual(['limpeza']);
    expect((await feedAt('/api/v1/feeds/opos.atom?grupo=B')).entries).toEqual([]);
    // Without a filter on the facts, the competitions whose process states nothing are there too.
    expect((await feedAt('/api/v1/feeds/opos.atom')).entries).toEqual(['auxiliar', 'limpeza', 'enxeneiro', 'senFeitos', 'senProceso']);
  });

  it('the open data of competitions carries the facts of their process and filters by them', async () => {
    const json = async (q: string) => (await get(`/api/v1/datos/opos.json?${q}`)).json().datos as Record<string, unknown>[];
    const todas = await json('');
    expect(todas.map((d) => name(String(d.uuid))).sort()).toEqual(['auxiliar', 'enxeneiro', 'limpeza', 'senFeitos', 'senProceso']);
    const by = (n: keyof FeitosSeeded['opo']) => todas.find((d) => d.uuid === s.opo[n])!;
    expect(by('enxeneiro')).toMatchObject({ grupo: 'A1', nivelTitulacion: 'licenciatura_master', tipoPersoal: 'laboral_fixo', quendas: ['libre', 'discapacidade'], bolsa: false, prazas: 2 });
    expect(by('limpeza')).toMatchObject({ grupo: 'AP', nivelTitulacion: 'certificado_escolaridade', tipoPersoal: 'laboral_temporal', quendas: [], bolsa: true, prazas: null });
    for (const n of ['senFeitos', 'senProceso'] as const) {
      expect(by(n)).toMatchObject({ grupo: null, nivelTitulacion: null, tipoPersoal: null, quendas: [], bolsa: null, prazas: null });
    }
    expect((await json('grupo=A1')).map((d) => name(String(d.uuid)))).toEqual(['enxeneiro']);
    expect((await json('bolsa=0&quenda=promocion_interna')).map((d) => name(String(d.uuid)))).toEqual(['auxiliar']);
    expect((await json('persoal=laboral_temporal&titulacion=certificado_escolaridade')).map((d) => name(String(d.uuid)))).toEqual(['limpeza']);

    const csv = await get('/api/v1/datos/opos.csv?titulacion=eso');
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [name(r.uuid), r.grupo, r.nivelTitulacion, r.tipoPersoal, r.quendas, r.bolsa, r.prazas]))
      .toEqual([['auxiliar', 'C2', 'eso', 'funcionario_carreira', 'libre | promocion_interna', 'false', '3']]);
    const all = parse((await get('/api/v1/datos/opos.csv')).body, { columns: true }) as Record<string, string>[];
    const sen = all.find((r) => r.uuid === s.opo.senFeitos)!;
    expect([sen.grupo, sen.nivelTitulacion, sen.tipoPersoal, sen.quendas, sen.bolsa, sen.prazas]).toEqual(['', '', '', '', '', '']);
  });

  it('the open data of processes carries their facts and filters by them', async () => {
    const json = async (q: string) => (await get(`/api/v1/datos/procesos.json?${q}`)).json().datos as Record<string, unknown>[];
    const todos = await json('');
    expect(todos.map((d) => d.urlAmigable)).toEqual(['proceso-ourense', 'enxeneiro-vigo', 'limpeza-lugo', 'auxiliar-oleiros']);
    expect(todos[3]).toMatchObject({ grupo: 'C2', nivelTitulacion: 'eso', tipoPersoal: 'funcionario_carreira', quendas: ['libre', 'promocion_interna'], bolsa: false, prazas: 3 });
    expect(todos[0]).toMatchObject({ grupo: null, nivelTitulacion: null, tipoPersoal: null, quendas: [], bolsa: null, prazas: null });
    expect((await json('bolsa=1')).map((d) => d.urlAmigable)).toEqual(['limpeza-lugo']);
    expect((await json('bolsa=0')).map((d) => d.urlAmigable)).toEqual(['enxeneiro-vigo', 'auxiliar-oleiros']);
    expect((await json('quenda=discapacidade')).map((d) => d.urlAmigable)).toEqual(['enxeneiro-vigo']);
    expect((await json('grupo=AP&provincia=Lugo')).map((d) => d.urlAmigable)).toEqual(['limpeza-lugo']);
    const rows = parse((await get('/api/v1/datos/procesos.csv?persoal=laboral_fixo')).body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.urlAmigable, r.grupo, r.quendas, r.bolsa, r.prazas])).toEqual([['enxeneiro-vigo', 'A1', 'libre | discapacidade', 'false', '2']]);
  });

  it.each([
    '/api/v1/feeds/opos.atom?grupo=E',
    '/api/v1/feeds/opos.atom?textoBusqueda=auxiliar&bolsa=si',
    '/api/v1/datos/opos.json?persoal=eventual',
    '/api/v1/datos/opos.csv?titulacion=doutoramento',
    '/api/v1/datos/procesos.json?quenda=xeral',
    '/api/v1/datos/procesos.csv?bolsa=2',
  ])('%s is refused with 400 {codigo, descripcion}', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
  });
});
