import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

// Issue 13: the analysis groups edicts into processes; an administrator decides the uncertain links in one click,
// and a new analysis never undoes that decision.
describe.each(databases)('processes found by the analysis and the review of their links on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let admin: Record<string, string>;
  const post = (url: string, payload: object, headers = admin) => t.app.inject({ method: 'POST', url: `/api/v1/config/procesos/ligazon/${url}`, headers, payload });
  const opoOf = async (id: string) => (await t.db.query<{ uuid: string; uuid_proceso_selectivo: string; ligazon_automatica: boolean; ligazon_revisar: boolean }>(
    `SELECT o.uuid, o.uuid_proceso_selectivo, o.ligazon_automatica, o.ligazon_revisar FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid WHERE e.id_fuente = $1`, [id]))[0];
  const analyse = () => t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/analisis', headers: admin, payload: { fecha: '2023-03-01' } });

  beforeAll(async () => {
    t = await testApp(kind, { now: () => new Date('2023-03-01T10:00:00+01:00'), config: { seedDefaultRules: true } });
    admin = bearer(await tokenFor(t.app, 'admin'));
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/lecturaBop', headers: admin, payload: { fecha: '2023-03-01', envioNotificacion: false } })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('every published competition of the day is in a shown process, reachable from its card', async () => {
    const pub = (await t.app.inject({ url: '/api/v1/opos/consulta?date=2023-03-01' })).json() as { urlAmigableProceso?: string }[];
    expect(pub.length).toBe(13);
    for (const o of pub) {
      expect(o.urlAmigableProceso).toBeTruthy();
      const page = await t.app.inject({ url: `/api/v1/opos/ver/procesoOposicion?urlAmigable=${o.urlAmigableProceso}` });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ automatico: true, procesosOposicionesList: expect.arrayContaining([expect.objectContaining({ tipoEdicto: expect.any(String), bop: 'BOP A Coruña' })]) });
    }
  });

  it('lists uncertain links; confirm, split and move are kept by a new analysis', async () => {
    const a = await opoOf('2023/1318');
    const b = await opoOf('2023/1274');
    await t.db.query('UPDATE opo SET ligazon_revisar = true, ligazon_confianza = 0.5 WHERE uuid = ANY($1::uuid[])', [[a.uuid, b.uuid]]);
    const list = (await t.app.inject({ url: '/api/v1/config/procesos/ligazonsRevisar', headers: admin })).json() as { uuidOpo: string; confianza: number }[];
    expect(list.map((l) => l.uuidOpo).sort()).toEqual([a.uuid, b.uuid].sort());
    expect(list[0].confianza).toBe(0.5);

    // Move b into a's process, then confirm a.
    const moved = await post('mover', { uuidOpo: b.uuid, uuidProceso: a.uuid_proceso_selectivo });
    expect(moved.statusCode).toBe(200);
    expect((await post('confirmar', { uuidOpo: a.uuid })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/config/procesos/ligazonsRevisar', headers: admin })).json()).toEqual([]);
    expect((await analyse()).statusCode).toBe(200);
    expect((await opoOf('2023/1274')).uuid_proceso_selectivo).toBe(a.uuid_proceso_selectivo);
    expect(await opoOf('2023/1318')).toMatchObject({ uuid_proceso_selectivo: a.uuid_proceso_selectivo, ligazon_automatica: false, ligazon_revisar: false });

    // Split b out into a process of its own: a new analysis keeps it there.
    const split = await post('separar', { uuidOpo: b.uuid });
    expect(split.statusCode).toBe(200);
    const own = split.json().uuidProceso as string;
    expect(own).not.toBe(a.uuid_proceso_selectivo);
    expect((await analyse()).statusCode).toBe(200);
    expect((await opoOf('2023/1274')).uuid_proceso_selectivo).toBe(own);
  });

  it('refuses visitors, unknown edicts and processes, and bad bodies', async () => {
    expect((await post('confirmar', { uuidOpo: '00000000-0000-4000-8000-000000000000' }, {})).statusCode).toBe(401);
    expect((await post('confirmar', { uuidOpo: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const a = await opoOf('2023/1318');
    expect((await post('mover', { uuidOpo: a.uuid, uuidProceso: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const bad = await post('separar', { uuidOpo: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
  });
});
