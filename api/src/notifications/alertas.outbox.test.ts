import { randomUUID } from 'node:crypto';
import { claveCriterio, type AlertaCriterio } from 'shared/contract';
import { createReadCache } from '../cache.js';
import { testConfig, type Config } from '../config.js';
import type { Db, Queryable } from '../db/client.js';
import { createOposService, type OposService } from '../modules/opos/opos.service.js';
import { databases } from '../test/harness.js';
import { createAlertasService } from './alertas.service.js';
import { upsertAlerta } from './alertas.store.js';
import { dispatcherFromConfig } from './dispatcher.js';
import { startChildDispatcher } from './test/childDispatcher.js';
import { outboxStates, seedOpo, sharedDatabase, testNotifications } from './test/fixtures.js';
import { rawHeaderLine, startSmtpServer } from './test/smtpServer.js';
import { confirm } from './subscriptions.store.js';

// 08:00 in Madrid on 2026-03-16 (UTC+1).
const DIGEST = new Date('2026-03-16T07:00:00Z');
const CONFIRMED = new Date('2026-03-15T12:00:00Z');
const later = (ms: number) => new Date(DIGEST.getTime() + ms);

function configWith(overrides: Partial<Config>, notifications: Partial<Config['notifications']> = {}): Config {
  return testConfig({ logLevel: 'silent', publicUrl: 'http://opos.test', timeZone: 'Europe/Madrid', ...overrides, notifications: testNotifications(notifications) });
}

/** Confirmed daily alerts of these addresses, as the confirmation link leaves them. */
async function seedAlertas(db: Queryable, emails: string[], criterio: AlertaCriterio, idioma: 'gl' | 'es' = 'gl') {
  for (const email of emails) {
    const a = await upsertAlerta(db, { email, tema: `alerta:${claveCriterio(criterio)}`, criterio, frecuencia: 'DIARIA', idioma, at: CONFIRMED });
    await confirm(db, a.uuid, CONFIRMED);
  }
}

async function seedNews(db: Queryable) {
  await db.query(`INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda) VALUES ($1, 'bombeiros', 'bombeiro')`, [randomUUID()]);
  await seedOpo(db, { organizacion: 'Concello de Lugo', descripcion: 'Dúas prazas de bombeiro/a', bop: 'BOP Lugo', fecha: '2026-03-15', etiquetas: ['bombeiros'], createdAt: new Date('2026-03-15T13:00:00Z') });
}

function alertsRun(db: Db, now: () => Date, opos?: OposService) {
  return createAlertasService({
    db, now, opos: opos ?? createOposService({ db, cache: createReadCache(), timeZone: 'Europe/Madrid', now }),
    secret: null, rateLimit: 100, rateWindowMinutes: 60, timeZone: 'Europe/Madrid', horaResumo: '08:00', onQueued: () => {},
  });
}

const digests = (db: Queryable) =>
  db.query<{ destinatario: string; estado: string; clave_idempotencia: string }>(
    `SELECT destinatario, estado, clave_idempotencia FROM notificacion WHERE plantilla = 'alerta-resumo' ORDER BY destinatario`,
  );

describe.each(databases)('alert digests are sent exactly once on %s', (kind) => {
  it('SMTP down at the digest hour: the digest waits with backoff, later runs add no second one, it arrives once', async () => {
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const shared = await sharedDatabase(kind);
    const { db } = shared;
    let clock = DIGEST;
    const now = () => clock;
    const config = configWith({ smtpUrl: `smtp://127.0.0.1:${port}` }, { maxAttempts: 5, retryBaseMs: 60_000 });
    await seedAlertas(db, ['gl@example.org'], { etiqueta: 'bombeiros' });
    await seedAlertas(db, ['es@example.org'], { etiqueta: 'bombeiros' }, 'es');
    await seedNews(db);
    const alertas = alertsRun(db, now);
    const d = dispatcherFromConfig(config, { db, now });

    expect((await alertas.run()).resumos).toBe(2);
    expect(await d.drain()).toBe(2);
    expect((await digests(db)).map((r) => r.estado)).toEqual(['pending', 'pending']);
    expect((await outboxStates(db)).every((r) => /ECONNREFUSED/.test(r.trazas))).toBe(true);

    // The loop keeps running through the outage (and a second server too): no second digest today.
    clock = later(30 * 60_000);
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });
    expect(await alertsRun(db, now).run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });
    expect(await digests(db)).toHaveLength(2);

    const smtp = await startSmtpServer(port);
    clock = later(31 * 60_000);
    await d.drain();
    await d.drain();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['es@example.org', 'gl@example.org']);
    const gl = smtp.received.find((m) => m.to[0] === 'gl@example.org')!;
    const es = smtp.received.find((m) => m.to[0] === 'es@example.org')!;
    expect(gl.mail.subject).toBe('Novas oposicións: etiqueta «bombeiros» (16 de marzo de 2026)');
    expect(es.mail.subject).toBe('Nuevas oposiciones: etiqueta «bombeiros» (16 de marzo de 2026)');
    for (const m of [gl, es]) {
      expect(m.mail.text).toContain('Dúas prazas de bombeiro/a');
      expect(rawHeaderLine(m.raw, 'List-Unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/opos\.test\/api\/v1\/alertas\/baixa\?token=[\w-]+\.[\w-]+>$/);
      expect(rawHeaderLine(m.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    }
    expect((await digests(db)).map((r) => r.estado)).toEqual(['sent', 'sent']);
    await d.stop();
    await smtp.close();
    await db.close();
    await shared.dispose();
  });

  it('a dispatcher killed (SIGKILL) while sending the digests: after a restart each arrives exactly once', async () => {
    const smtp = await startSmtpServer();
    const shared = await sharedDatabase(kind);
    let db = shared.db;
    const config = configWith({ smtpUrl: smtp.url }, { batchSize: 10, leaseMs: 60_000 });
    const emails = ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'].map((n) => `${n}@example.org`);
    await seedAlertas(db, emails, { etiqueta: 'bombeiros', provincia: 'Lugo' });
    await seedNews(db);
    expect((await alertsRun(db, () => DIGEST).run()).resumos).toBe(6);
    if (kind === 'pglite') await db.close(); // one process per PGlite folder: the child takes it

    const inFlight = smtp.hold(3);
    const child = startChildDispatcher({ dir: shared.dir, url: shared.url, searchPath: shared.searchPath, now: DIGEST.toISOString(), config });
    try {
      const held = await Promise.race([inFlight, child.exited.then(() => null)]);
      expect(held).not.toBeNull();
      expect((await child.kill()).signal).toBe('SIGKILL');
      held!.drop();
    } finally {
      child.dispose();
    }
    expect(smtp.received).toHaveLength(2);

    if (kind === 'pglite') db = await shared.reopen();
    // The restarted server runs its alerts again (same day: nothing new) and sends what is left.
    expect((await alertsRun(db, () => later(61_000)).run()).resumos).toBe(0);
    const restarted = dispatcherFromConfig(config, { db, now: () => later(61_000) });
    await restarted.drain();
    await restarted.stop();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(emails);
    expect((await digests(db)).map((r) => r.estado)).toEqual(Array(6).fill('sent'));
    await db.close();
    await shared.dispose();
    await smtp.close();
  });

  it('a digest run interrupted half-way: the next run completes it, nobody gets two', async () => {
    const shared = await sharedDatabase(kind);
    const { db } = shared;
    const emails = ['i1', 'i2', 'i3', 'i4'].map((n) => `${n}@example.org`);
    await seedAlertas(db, emails, { etiqueta: 'bombeiros' });
    await seedNews(db);
    const now = () => DIGEST;
    const real = createOposService({ db, cache: createReadCache(), timeZone: 'Europe/Madrid', now });
    // The third alert's search fails once (a lost connection, a process stopping): the run goes on with the others.
    let calls = 0;
    const flaky = { ...real, publicByEtiqueta: (...args: Parameters<OposService['publicByEtiqueta']>) => (++calls === 3 ? Promise.reject(new Error('connection lost')) : real.publicByEtiqueta(...args)) };
    const alertas = alertsRun(db, now, flaky as OposService);
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 3, erros: 1 });
    expect(await db.query('SELECT 1 FROM alerta_resumo_dia')).toHaveLength(0); // the day is not done
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 1, erros: 0 });
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });
    const rows = await digests(db);
    expect(rows.map((r) => r.destinatario)).toEqual(emails);
    expect(new Set(rows.map((r) => r.clave_idempotencia)).size).toBe(4);
    // An alert whose search always fails does not keep the day open: the others are not walked again every minute.
    const broken = { ...real, publicByEtiqueta: () => Promise.reject(new Error('search broken')) };
    const later2 = () => new Date(DIGEST.getTime() + 86_400_000);
    const stubborn = alertsRun(db, later2, broken as OposService);
    for (let i = 0; i < 4; i++) expect((await stubborn.run()).erros).toBe(4);
    expect(await db.query(`SELECT 1 FROM alerta_resumo_dia WHERE dia = '2026-03-17'`)).toHaveLength(0);
    expect((await stubborn.run()).erros).toBe(4);
    expect(await db.query(`SELECT 1 FROM alerta_resumo_dia WHERE dia = '2026-03-17'`)).toHaveLength(1);
    expect(await stubborn.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });
    await db.close();
    await shared.dispose();
  });
});
