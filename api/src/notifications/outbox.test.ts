import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testConfig, type Config } from '../config.js';
import { databases, testApp } from '../test/harness.js';
import { dispatcherFromConfig } from './dispatcher.js';
import { recordLabelDigest } from './events.js';
import { startChildDispatcher } from './test/childDispatcher.js';
import { outboxStates, seedOffer, seedPhase, seedSubscribers, sharedDatabase, testNotifications } from './test/fixtures.js';
import { startSmtpServer } from './test/smtpServer.js';

const T0 = new Date('2026-03-16T08:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

function configWith(overrides: Partial<Config>, notifications: Partial<Config['notifications']> = {}): Config {
  return testConfig({ logLevel: 'silent', publicUrl: 'http://opos.test', ...overrides, notifications: testNotifications(notifications) });
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(databases)('outbox delivery guarantees on %s', (kind) => {
  it('a dispatcher killed (SIGKILL) in the middle of a batch: after a restart every message arrives exactly once', async () => {
    const smtp = await startSmtpServer();
    const shared = await sharedDatabase(kind);
    let db = shared.db;
    const config = configWith({ smtpUrl: smtp.url }, { batchSize: 10, leaseMs: 60_000 });
    const emails = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'].map((n) => `${n}@example.org`);
    const offer = await seedOffer(db);
    await seedSubscribers(db, emails, { procesoUuid: offer });
    await seedPhase(db, offer);
    if (kind === 'pglite') await db.close(); // one process per PGlite folder: the child takes it

    // The child sends two messages (acknowledged), the third is caught in flight and the process is killed.
    const inFlight = smtp.hold(3);
    const child = startChildDispatcher({ dir: shared.dir, url: shared.url, searchPath: shared.searchPath, now: T0.toISOString(), config });
    try {
      const held = await Promise.race([inFlight, child.exited.then(() => null)]);
      expect(held).not.toBeNull();
      const { signal } = await child.kill();
      expect(signal).toBe('SIGKILL');
      held!.drop();
    } finally {
      child.dispose();
    }
    expect(smtp.received).toHaveLength(2);

    // Restart (after the claims' lease has run out): the rest arrives, nothing twice.
    if (kind === 'pglite') db = await shared.reopen();
    const restarted = dispatcherFromConfig(config, { db, now: () => later(61_000) });
    await restarted.drain();
    await restarted.stop();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(emails);
    expect((await outboxStates(db)).map((r) => r.estado)).toEqual(Array(6).fill('sent'));
    await db.close();
    await shared.dispose();
    await smtp.close();
  });

  it('two dispatchers (two servers) working the same outbox never send a message twice', async () => {
    const smtp = await startSmtpServer();
    const shared = await sharedDatabase(kind);
    const config = configWith({ smtpUrl: smtp.url }, { batchSize: 3 });
    const emails = Array.from({ length: 20 }, (_, i) => `p${String(i).padStart(2, '0')}@example.org`);
    const offer = await seedOffer(shared.db);
    await seedSubscribers(shared.db, emails, { procesoUuid: offer });
    await seedPhase(shared.db, offer);
    // PostgreSQL: a second connection pool, as a second server would have; PGlite: one process, one handle.
    const other = kind === 'postgres' ? await shared.reopen() : shared.db;
    const d1 = dispatcherFromConfig(config, { db: shared.db, now: () => T0 });
    const d2 = dispatcherFromConfig(config, { db: other, now: () => T0 });
    await Promise.all([d1.drain(), d2.drain(), d1.drain(), d2.drain()]);
    await Promise.all([d1.stop(), d2.stop()]);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(emails);
    if (other !== shared.db) await other.close();
    await shared.db.close();
    await shared.dispose();
    await smtp.close();
  });

  it('SMTP server down: messages stay pending with backoff, then arrive when it is back; the last try marks failed', async () => {
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const shared = await sharedDatabase(kind);
    const db = shared.db;
    const config = configWith({ smtpUrl: `smtp://127.0.0.1:${port}` }, { maxAttempts: 3, retryBaseMs: 60_000 });
    const offer = await seedOffer(db);
    await seedSubscribers(db, ['down@example.org'], { procesoUuid: offer });
    await seedPhase(db, offer);
    let clock = T0;
    const d = dispatcherFromConfig(config, { db, now: () => clock });

    expect(await d.drain()).toBe(1);
    let [row] = await outboxStates(db);
    expect(row).toMatchObject({ estado: 'pending', enviado: false, intentos: 1 });
    expect(row.trazas).toMatch(/intento 1: .*ECONNREFUSED/);
    expect(await d.drain()).toBe(0); // not due before its backoff

    const smtp = await startSmtpServer(port);
    clock = later(59_000);
    expect(await d.drain()).toBe(0);
    clock = later(61_000);
    expect(await d.drain()).toBe(1);
    expect(smtp.received.map((m) => m.to[0])).toEqual(['down@example.org']);
    [row] = await outboxStates(db);
    expect(row).toMatchObject({ estado: 'sent', enviado: true, intentos: 2 });
    expect(row.trazas).toMatch(/ECONNREFUSED[\s\S]*\nSMTP /);
    await d.stop();
    await smtp.close();

    // Down for good: tries at +0, +1 min, +2 min, then failed with its trace.
    await seedPhase(db, offer, 'Lista definitiva');
    const d2 = dispatcherFromConfig(config, { db, now: () => clock });
    for (const wait of [0, 60_000, 120_000]) {
      clock = new Date(clock.getTime() + wait + 1000);
      expect(await d2.drain()).toBe(1);
    }
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await d2.drain()).toBe(0);
    const failed = (await outboxStates(db)).find((r) => r.estado !== 'sent')!;
    expect(failed).toMatchObject({ estado: 'failed', enviado: false, intentos: 3 });
    expect(failed.trazas.split('\n')).toHaveLength(3);
    await d2.stop();
    await db.close();
    await shared.dispose();
  });
});

describe.each(databases)('embedded default and digests on %s', (kind) => {
  it('without SMTP_URL the server\'s own loop writes each message as an .eml file and lists it as sent', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'opos-eml-'));
    const t = await testApp(kind, { config: { dataDir, publicUrl: 'http://opos.test', smtpUrl: null, notifications: testNotifications({ dispatcherEnabled: true, pollMs: 50 }) } });
    try {
      const offer = await seedOffer(t.db);
      const res = await t.app.inject({
        method: 'POST', url: '/api/v1/opos/addNotificion',
        payload: { uuidProcesoOposicion: offer, etiqueta: '', tipoNotificacion: 'EMAIL', destinatario: 'eml@example.org', idioma: 'es' },
      });
      expect(res.statusCode).toBe(200);
      const dir = join(dataDir, 'outbox-eml');
      await until(() => existsSync(dir) && readdirSync(dir).some((f) => f.endsWith('.eml')), 'the .eml file');
      const [file] = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      const eml = readFileSync(join(dir, file), 'utf8');
      expect(eml).toMatch(/^To: eml@example\.org$/m);
      expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/opos\.test\/api\/v1\/opos\/baixaNotificacion\?token=[\w.-]+>$/m);
      expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(eml).toContain('Content-Type: text/plain');
      expect(eml).toContain('Content-Type: text/html');
      await until(async () => (await outboxStates(t.db))[0]?.estado === 'sent', 'the row marked sent');
      const [row] = await outboxStates(t.db);
      expect(row).toMatchObject({ enviado: true, estado: 'sent' });
      expect(row.trazas).toBe(`Gardada en ${join(dir, file)}`);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('label digests: held when the run does not send, released by a run that does, one per subscriber and day; Telegram posts too', async () => {
    const posts: { path: string; body: { chat_id: string; text: string } }[] = [];
    let failNext = true;
    const telegram: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (failNext) {
          failNext = false;
          res.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, description: 'Too Many Requests: retry after 1' }));
          return;
        }
        posts.push({ path: req.url ?? '', body: JSON.parse(body) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result: { message_id: posts.length } }));
      });
    });
    await new Promise<void>((r) => telegram.listen(0, '127.0.0.1', () => r()));
    const tgPort = (telegram.address() as { port: number }).port;
    const smtp = await startSmtpServer();
    let clock = T0;
    const t = await testApp(kind, {
      now: () => clock,
      config: {
        publicUrl: 'http://opos.test', smtpUrl: smtp.url, notifications: testNotifications(),
        telegram: { botToken: '123:abc', chatId: '@oposicionsgalicia', apiUrl: `http://127.0.0.1:${tgPort}` },
      },
    });
    const d = dispatcherFromConfig(t.app.services.config, { db: t.db, now: () => clock });
    try {
      await seedSubscribers(t.db, ['ana@example.org'], { etiqueta: 'auxiliar' });
      await seedSubscribers(t.db, ['bea@example.org'], { etiqueta: 'bombeiro' }, 'es');
      const event = {
        fecha: '2026-03-16',
        opos: [
          { uuid: '11111111-1111-4111-8111-111111111111', organizacion: 'Concello de Lugo', descripcion: 'Auxiliar administrativo', urlDetalle: 'https://bop.example/1', bop: 'BOP Lugo', etiquetas: ['auxiliar'] },
          { uuid: '22222222-2222-4222-8222-222222222222', organizacion: 'Consorcio de Bombeiros', descripcion: 'Bombeiro condutor', urlDetalle: 'https://bop.example/2', bop: 'BOP Lugo', etiquetas: ['bombeiro', 'auxiliar'] },
        ],
      };
      await t.db.transaction((tx) => recordLabelDigest(tx, event, { send: false }));
      expect(await d.drain()).toBe(0);
      expect((await outboxStates(t.db)).map((r) => r.estado)).toEqual(['held', 'held', 'held', 'held']);

      await t.db.transaction((tx) => recordLabelDigest(tx, event, { send: true }));
      await t.db.transaction((tx) => recordLabelDigest(tx, event, { send: true })); // same day again: nothing new
      await d.drain();
      clock = later(61_000); // the Telegram post refused with 429 is retried after its backoff
      await d.drain();
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['ana@example.org', 'bea@example.org']);
      const ana = smtp.received.find((m) => m.to[0] === 'ana@example.org')!;
      const bea = smtp.received.find((m) => m.to[0] === 'bea@example.org')!;
      expect(ana.mail.subject).toBe('Novas oposicións con «auxiliar» (16 de marzo de 2026)');
      expect(ana.mail.text).toContain('Concello de Lugo');
      expect(ana.mail.text).toContain('Consorcio de Bombeiros');
      expect(bea.mail.subject).toBe('Nuevas oposiciones con «bombeiro» (16 de marzo de 2026)');
      expect(bea.mail.text).not.toContain('Concello de Lugo');
      expect(posts).toHaveLength(2);
      expect(posts.every((p) => p.path === '/bot123:abc/sendMessage' && p.body.chat_id === '@oposicionsgalicia')).toBe(true);
      expect(posts.map((p) => p.body.text.split('\n')[1]).sort()).toEqual(['Concello de Lugo', 'Consorcio de Bombeiros']);
      const tg = (await outboxStates(t.db)).filter((r) => r.tipo_envio === 'TELEGRAM');
      expect(tg.map((r) => r.estado)).toEqual(['sent', 'sent']);
      expect(tg.some((r) => /Telegram 429/.test(r.trazas))).toBe(true);

      await t.db.transaction((tx) => recordLabelDigest(tx, event, { send: true }));
      expect(await d.drain()).toBe(0);
    } finally {
      await d.stop();
      await t.close();
      await smtp.close();
      await new Promise((r) => telegram.close(r));
    }
  });

  it('without Telegram configured, no channel posts are queued', async () => {
    const t = await testApp(kind, { config: { notifications: testNotifications() } });
    try {
      await t.db.transaction((tx) =>
        recordLabelDigest(tx, { fecha: '2026-03-16', opos: [{ uuid: '33333333-3333-4333-8333-333333333333', organizacion: 'X', descripcion: 'Y', urlDetalle: '', bop: 'BOP', etiquetas: ['z'] }] }, { send: true }),
      );
      expect(await outboxStates(t.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
