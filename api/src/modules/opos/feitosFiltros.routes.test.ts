import { databases, testApp } from '../../test/harness.js';
import { NOW_FEITOS, seedFeitos, type FeitosSeeded } from './test/feitosSeed.js';

const ETIQUETA = encodeURIComponent('emprego público');
/** Every public list, each finding the five seeded competitions without filters. */
const LISTS = [
  '/api/v1/opos/consultaDias?dias=7',
  '/api/v1/opos/consultaTexto?textoBusqueda=convocatoria',
  `/api/v1/opos/consulta/etiqueta?etiquetaBusqueda=${ETIQUETA}`,
];

describe.each(databases)('list filters on the facts of the processes (issue 22) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let s: FeitosSeeded;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW_FEITOS });
    s = await seedFeitos(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const names = (u: string) => Object.entries(s.opo).find(([, v]) => v === u)?.[0];
  const found = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return (res.json() as { uuid: string }[]).map((o) => names(o.uuid)).sort();
  };

  it.each(LISTS)('%s: every filter keeps the competitions whose process states that fact, and none that does not state it', async (list) => {
    expect(await found(list)).toEqual(['auxiliar', 'enxeneiro', 'limpeza', 'senFeitos', 'senProceso']);
    expect(await found(`${list}&grupo=C2`)).toEqual(['auxiliar']);
    expect(await found(`${list}&grupo=AP`)).toEqual(['limpeza']);
    expect(await found(`${list}&grupo=B`)).toEqual([]);
    expect(await found(`${list}&titulacion=eso`)).toEqual(['auxiliar']);
    expect(await found(`${list}&titulacion=licenciatura_master`)).toEqual(['enxeneiro']);
    expect(await found(`${list}&persoal=laboral_temporal`)).toEqual(['limpeza']);
    expect(await found(`${list}&persoal=funcionario_carreira`)).toEqual(['auxiliar']);
    expect(await found(`${list}&quenda=libre`)).toEqual(['auxiliar', 'enxeneiro']);
    expect(await found(`${list}&quenda=promocion_interna`)).toEqual(['auxiliar']);
    expect(await found(`${list}&quenda=discapacidade`)).toEqual(['enxeneiro']);
    expect(await found(`${list}&bolsa=1`)).toEqual(['limpeza']);
    expect(await found(`${list}&bolsa=true`)).toEqual(['limpeza']);
    expect(await found(`${list}&bolsa=0`)).toEqual(['auxiliar', 'enxeneiro']);
    expect(await found(`${list}&bolsa=false`)).toEqual(['auxiliar', 'enxeneiro']);
  });

  it('the filters combine with each other and with the older ones', async () => {
    const list = '/api/v1/opos/consultaDias?dias=7';
    expect(await found(`${list}&grupo=A1&bolsa=0&quenda=discapacidade&persoal=laboral_fixo&titulacion=licenciatura_master`)).toEqual(['enxeneiro']);
    expect(await found(`${list}&grupo=A1&bolsa=1`)).toEqual([]);
    expect(await found(`${list}&provincia=Lugo&bolsa=1`)).toEqual(['limpeza']);
    expect(await found(`${list}&provincia=Lugo&bolsa=0`)).toEqual([]);
    expect(await found(`${list}&tipo=convocatoria&quenda=libre`)).toEqual(['auxiliar', 'enxeneiro']);
    expect(await found(`/api/v1/opos/consulta?date=2026-11-19&grupo=C2`)).toEqual(['auxiliar']);
    expect(await found(`/api/v1/opos/consulta?date=2026-11-19&grupo=A1`)).toEqual([]);
  });

  it('ampliado=true items carry the facts of their process; the plain answer keeps SPEC\'s shape', async () => {
    const ampliado = (await get('/api/v1/opos/consultaDias?dias=7&ampliado=true')).json() as Record<string, unknown>[];
    const by = (u: string) => ampliado.find((o) => o.uuid === u)!;
    expect(by(s.opo.auxiliar)).toMatchObject({
      grupo: 'C2', nivelTitulacion: 'eso', tipoPersoal: 'funcionario_carreira', quendas: ['libre', 'promocion_interna'], bolsa: false, prazas: 3,
    });
    expect(by(s.opo.limpeza)).toMatchObject({ grupo: 'AP', nivelTitulacion: 'certificado_escolaridade', tipoPersoal: 'laboral_temporal', bolsa: true });
    // What no text states is absent, never null or a guess.
    expect(Object.keys(by(s.opo.limpeza))).not.toEqual(expect.arrayContaining(['quendas']));
    expect(Object.keys(by(s.opo.limpeza))).not.toEqual(expect.arrayContaining(['prazas']));
    for (const u of [s.opo.senFeitos, s.opo.senProceso]) {
      for (const k of ['grupo', 'nivelTitulacion', 'tipoPersoal', 'quendas', 'bolsa', 'prazas']) expect(by(u)).not.toHaveProperty(k);
    }
    const plain = (await get('/api/v1/opos/consultaDias?dias=7&grupo=C2')).json() as Record<string, unknown>[];
    expect(plain).toHaveLength(1);
    for (const k of ['grupo', 'nivelTitulacion', 'tipoPersoal', 'quendas', 'bolsa', 'prazas', 'provincia']) expect(plain[0]).not.toHaveProperty(k);
  });

  it.each([
    ['grupo=E', 'grupo'], ['grupo=c2', 'grupo'], ['titulacion=doutoramento', 'titulacion'], ['persoal=eventual', 'persoal'],
    ['quenda=xeral', 'quenda'], ['bolsa=si', 'bolsa'], ['bolsa=', 'bolsa'],
  ])('?%s is refused with 400 {codigo, descripcion} naming the field, in both languages, on every list', async (q, campo) => {
    for (const list of [...LISTS, '/api/v1/opos/consulta?date=2026-11-19']) {
      const gl = await get(`${list}&${q}`);
      expect(gl.statusCode).toBe(400);
      expect(gl.json()).toEqual({ codigo: expect.any(String), descripcion: expect.stringContaining(`«${campo}»`) });
      const es = await get(`${list}&${q}`, { 'accept-language': 'es' });
      expect(es.statusCode).toBe(400);
      expect(es.json().descripcion).toContain('El campo');
    }
  });
});
