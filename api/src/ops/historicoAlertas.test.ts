import { createAlertasService } from '../notifications/alertas.service.js';
import { dispatcherFromConfig, type Dispatcher } from '../notifications/dispatcher.js';
import { seedOpo, testNotifications } from '../notifications/test/fixtures.js';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../notifications/test/smtpServer.js';
import { databases, testApp } from '../test/harness.js';

const PUBLIC_URL = 'http://opos.test';

describe.each(databases)('alerts after a backfill on %s', (kind) => {
  let smtp: TestSmtpServer;
  let t: Awaited<ReturnType<typeof testApp>>;
  let dispatcher: Dispatcher;
  let clock = new Date('2026-03-16T06:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await testApp(kind, { now, config: { publicUrl: PUBLIC_URL, smtpUrl: smtp.url, notifications: testNotifications() } });
    dispatcher = dispatcherFromConfig(t.app.services.config, { db: t.db, now });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
    await smtp.close();
  });

  it('a competition of a past bulletin day, stored now by a backfill, is history: no alert tells it as new', async () => {
    const alertas = createAlertasService({
      db: t.db, now, opos: t.app.services.opos, secret: null, rateLimit: 100, rateWindowMinutes: 60, timeZone: 'Europe/Madrid', horaResumo: '08:00', onQueued: () => {},
    });
    const ask = await t.app.inject({
      method: 'POST', url: '/api/v1/alertas/crear', remoteAddress: '10.9.0.2',
      payload: { destinatario: 'dani@example.org', idioma: 'gl', frecuencia: 'INMEDIATA', criterio: { textoBusqueda: 'socorrista' } },
    });
    expect(ask.statusCode).toBe(200);
    await dispatcher.drain();
    const token = new URL(linkIn(smtp.received[0].mail, `${PUBLIC_URL}/public/alertas/confirmar?token=`)).searchParams.get('token')!;
    clock = new Date('2026-03-16T06:05:00Z');
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/alertas/confirmar?token=${token}`, remoteAddress: '10.9.0.2' })).statusCode).toBe(200);

    // After the confirmation: today's edict, and one of June 2025 that a backfill has just stored.
    const created = new Date('2026-03-16T06:30:00Z');
    await seedOpo(t.db, { organizacion: 'Concello de Ribeira', descripcion: 'Bolsa de emprego de socorrista', bop: 'BOP A Coruña', fecha: '2026-03-16', createdAt: created });
    await seedOpo(t.db, { organizacion: 'Concello de Sanxenxo', descripcion: 'Dúas prazas de socorrista', bop: 'BOP Pontevedra', fecha: '2025-06-02', createdAt: created });
    t.app.services.cache.clear('public:');
    clock = new Date('2026-03-16T06:40:00Z');
    expect(await alertas.run()).toMatchObject({ inmediatas: 1 });
    await dispatcher.drain();
    const [mail, ...more] = smtp.received.slice(1);
    expect(more).toEqual([]);
    expect(mail.mail.text).toContain('Concello de Ribeira');
    expect(mail.mail.text).not.toContain('Sanxenxo');
  });
});
