import { criterioDeParams } from 'shared/contract';
import { NOW_FEITOS, seedFeitos, type FeitosSeeded } from '../modules/opos/test/feitosSeed.js';
import { databases, testApp } from '../test/harness.js';
import { createAlertasService } from './alertas.service.js';
import { confirm } from './subscriptions.store.js';
import { testNotifications } from './test/fixtures.js';

// The digest hour the day after the seeded competitions: 08:00 in Madrid on 2026-11-21 (UTC+1).
const DIGEST = new Date('2026-11-21T07:00:00Z');
const CONFIRMED = new Date('2026-11-15T12:00:00Z');

describe.each(databases)('alerts on the facts of the processes (issue 22) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let s: FeitosSeeded;
  let clock = NOW_FEITOS();
  const now = () => clock;
  beforeAll(async () => {
    t = await testApp(kind, { now, config: { publicUrl: 'http://opos.test', timeZone: 'Europe/Madrid', notifications: testNotifications({ rateLimit: 100 }) } });
    s = await seedFeitos(t.db);
    // Found by the analysis after the alerts were confirmed.
    await t.db.query(`UPDATE opo SET created_at = '2026-11-19T12:00:00Z'`);
  });
  afterAll(() => t.close());

  const ask = (criterio: unknown, destinatario: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/alertas/crear', remoteAddress: ip, payload: { destinatario, idioma: 'gl', frecuencia: 'DIARIA', criterio } });
  /** The alert a list page offers for its query string, asked for and confirmed. */
  const alertOfList = async (query: string, destinatario: string, ip: string) => {
    const p = new URLSearchParams(query);
    const criterio = criterioDeParams((name) => p.get(name));
    expect((await ask(criterio, destinatario, ip)).statusCode).toBe(200);
    const [row] = await t.db.query<{ uuid: string; criterio: unknown }>(`SELECT uuid, criterio FROM suscripcion WHERE email = $1`, [destinatario]);
    await confirm(t.db, row.uuid, CONFIRMED);
    return row.criterio;
  };
  const digestOf = async (destinatario: string) => {
    const [row] = await t.db.query<{ datos: { opos: { uuid: string }[]; lista: string }; asunto: string }>(
      `SELECT datos, asunto FROM notificacion WHERE plantilla = 'alerta-resumo' AND destinatario = $1`, [destinatario],
    );
    return row;
  };
  const name = (u: string) => Object.entries(s.opo).find(([, v]) => v === u)?.[0];

  it('an alert made from a filtered list keeps its fact criteria and is sent only the new competitions that match them', async () => {
    expect(await alertOfList('grupo=C2&bolsa=0&quenda=promocion_interna', 'c2@example.org', '10.7.0.1'))
      .toEqual({ grupo: 'C2', quenda: 'promocion_interna', bolsa: false });
    expect(await alertOfList('textoBusqueda=convocatoria&bolsa=1', 'bolsa@example.org', '10.7.0.2')).toEqual({ textoBusqueda: 'convocatoria', bolsa: true });
    expect(await alertOfList(`etiquetaBusqueda=${encodeURIComponent('emprego público')}&titulacion=licenciatura_master&persoal=laboral_fixo`, 'a1@example.org', '10.7.0.3'))
      .toEqual({ etiqueta: 'emprego público', titulacion: 'licenciatura_master', persoal: 'laboral_fixo' });
    expect(await alertOfList('grupo=B', 'b@example.org', '10.7.0.4')).toEqual({ grupo: 'B' });
    const [confirmacion] = await t.db.query<{ asunto: string }>(`SELECT asunto FROM notificacion WHERE plantilla = 'alerta-confirmacion' AND destinatario = 'c2@example.org'`);
    expect(confirmacion.asunto).toBe('Confirma o teu aviso: grupo C2 · quenda: Promoción interna · Prazas en propiedade');

    clock = DIGEST;
    t.app.services.cache.clear('public:');
    const alertas = createAlertasService({
      db: t.db, now, opos: t.app.services.opos, secret: null, rateLimit: 100, rateWindowMinutes: 60, timeZone: 'Europe/Madrid', horaResumo: '08:00', onQueued: () => {},
    });
    // Nothing for the group B alert: no process states that group.
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 3, erros: 0 });
    const c2 = await digestOf('c2@example.org');
    expect(c2.datos.opos.map((o) => name(o.uuid))).toEqual(['auxiliar']);
    expect(c2.datos.lista).toBe('/public/?grupo=C2&quenda=promocion_interna&bolsa=0');
    expect((await digestOf('bolsa@example.org')).datos.opos.map((o) => name(o.uuid))).toEqual(['limpeza']);
    expect((await digestOf('a1@example.org')).datos.opos.map((o) => name(o.uuid))).toEqual(['enxeneiro']);
    expect(await digestOf('b@example.org')).toBeUndefined();
  });

  it.each([
    [{ grupo: 'E' }], [{ grupo: 'c2' }], [{ titulacion: 'doutoramento' }], [{ persoal: 'eventual' }], [{ quenda: 'xeral' }], [{ bolsa: '1' }], [{ bolsa: 'si' }],
  ])('refuses the criterion %j with 400 {codigo, descripcion}, storing nothing', async (criterio) => {
    const res = await ask(criterio, 'mal@example.org', '10.8.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: 'PETICION_INCORRECTA', descripcion: expect.any(String) });
    expect(await t.db.query(`SELECT 1 FROM suscripcion WHERE email = 'mal@example.org'`)).toHaveLength(0);
  });
});
