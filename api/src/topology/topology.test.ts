import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { testConfig } from '../config.js';
import { openPostgres, type Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { startSmtpServer, type TestSmtpServer } from '../notifications/test/smtpServer.js';
import type { App } from '../services.js';
import { signIn } from '../test/tokens.js';
import {
  findNginx, freePort, nginxMain, nginxSite, parseAccessLog, parseEnvFile, pidOfLocalPort, sleep, startApi, startVisitors,
  waitFor200, type ApiProcess,
} from './topology.js';

/**
 * The deployment of deploy/, run for real on this machine: PostgreSQL (a database of its own, dropped at the end),
 * nginx with deploy/nginx/oposicions.conf (ports and paths replaced), and three `node api/dist/server.js` processes
 * with the settings of deploy/env (one runs the schedule, all serve and send e-mail), under a steady load of
 * visitors through nginx. Run by `npm test` as its own step (api/jest.topology.config.js); needs the build
 * (`npm run build`), TEST_DATABASE_URL and nginx.
 */
const root = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');
const url = process.env.TEST_DATABASE_URL;
const nginx = findNginx();
const skipReason = !url ? 'TEST_DATABASE_URL is not set (PostgreSQL is needed for several processes)'
  : !nginx ? 'nginx is not installed (apt-get install nginx; .ci/run installs it)' : null;
if (skipReason) console.log(`topology test skipped: ${skipReason}`);
const describeIfReady = skipReason ? describe.skip : describe;

/** The test's own changes to the deployed settings, each for a reason. */
const TEST_SETTINGS = {
  // no web: the reading reads the recorded bulletins (today's date has none: six "no bulletin" readings)
  BULLETIN_SOURCE_DIR: join(root, 'api/fixtures/bulletins'),
  // a message whose sender was killed is sent again after its lease: seconds here, not the 5 minutes of production
  NOTIFICATIONS_LEASE_MS: '5000',
  NOTIFICATIONS_POLL_MS: '300',
  LOG_LEVEL: 'warn',
};

const LIST = '/api/v1/opos/consultaDias?dias=7';
const OFFER = '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-lugo';
const NGINX_FILES = ['/remotes/mf-public/mf-manifest.json', '/remotes/mf-public/remoteEntry.js', '/public/main.js'];
const API_PATHS = ['/public/', LIST, OFFER, '/public/runtime-config.json'];

describeIfReady('several API processes behind nginx on one PostgreSQL (deploy/)', () => {
  const dbName = `topology_${randomBytes(5).toString('hex')}`;
  let dbUrl: string;
  let db: Db;
  let tmp: string;
  let smtp: TestSmtpServer;
  let nginxProc: ChildProcess;
  let nginxBase: string;
  const apis: ApiProcess[] = [];
  let visitors: ReturnType<typeof startVisitors>;
  let env: (n: number) => Record<string, string>;
  const roles = [1, 2, 3].map((n) => parseEnvFile(readFileSync(join(root, `deploy/env/api-${n}.env`), 'utf8')));
  const common = parseEnvFile(readFileSync(join(root, 'deploy/env/common.env'), 'utf8'));
  const opos = [randomUUID(), randomUUID(), randomUUID()];
  /** Every pid process 1 (the schedule's) had: it is restarted during the test. */
  const schedulePids = new Set<number>();
  const ranBySchedule = (executor: string) => [...schedulePids].some((pid) => executor.startsWith(`${hostname()}:${pid}:`));
  /** Failures seen by the visitors before the current step (each step checks its own). */
  let failuresBefore = 0;

  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const logOf = (name: string) => join(tmp, `${name}.log`);
  const restart = async (i: number) => {
    apis[i] = await startApi(root, `api-${i + 1}`, env(i + 1), logOf(`api-${i + 1}`));
    if (i === 0) schedulePids.add(apis[0].pid);
  };
  const newFailures = () => visitors.stats.failures.slice(failuresBefore);

  beforeAll(async () => {
    for (const f of ['api/dist/server.js', 'shell/dist/index.html', 'mf-public/dist/mf-manifest.json']) {
      if (!existsSync(join(root, f))) throw new Error(`${f} is missing: run npm run build first`);
    }
    tmp = mkdtempSync(join(tmpdir(), 'opos-topology-'));
    await admin(`CREATE DATABASE ${dbName}`);
    const u = new URL(url!);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
    db = await openPostgres(dbUrl);
    await migrate(db);
    for (const [i, uuid] of opos.entries()) {
      await db.query(
        `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
         VALUES ($1, 'BOP Lugo', CURRENT_DATE - 1, 'Concello de Lugo', $2, '', '{}', true)`,
        [uuid, `Prazas de auxiliar administrativo, convocatoria ${i}`],
      );
    }
    await db.query("INSERT INTO proceso_oposicion (uuid, url_amigable, titulo, proceso_mostrable) VALUES ($1, 'auxiliar-lugo', 'Auxiliar en Lugo', true)", [randomUUID()]);

    smtp = await startSmtpServer();
    const [nginxPort, ...ports] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    nginxBase = `http://127.0.0.1:${nginxPort}`;
    // One data folder for all (uploaded phase files must be readable by every process), as deploy/env says.
    const dataDir = join(tmp, 'data');
    mkdirSync(dataDir);
    env = (n) => ({
      ...(process.env as Record<string, string>),
      ...common,
      ...roles[n - 1],
      ...TEST_SETTINGS,
      PORT: String(ports[n - 1]),
      DATABASE_URL: dbUrl,
      PUBLIC_URL: nginxBase,
      STATIC_ROOT: root,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
    });

    // The schedule's process first (it reads the day at start), then the other two together.
    await restart(0);
    await Promise.all([restart(1), restart(2)]);

    const prefix = join(tmp, 'nginx');
    mkdirSync(prefix);
    const site = nginxSite(readFileSync(join(root, 'deploy/nginx/oposicions.conf'), 'utf8'), { port: nginxPort, upstreams: ports, root });
    writeFileSync(join(prefix, 'nginx.conf'), nginxMain(site, prefix, {
      mimeTypes: '/etc/nginx/mime.types',
      // as root, nginx's workers would otherwise drop to "nobody"
      user: process.getuid?.() === 0 ? userInfo().username : undefined,
    }));
    nginxProc = spawn(nginx!, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let nginxOut = '';
    nginxProc.stderr!.on('data', (d) => (nginxOut += d));
    await waitFor200(`${nginxBase}/readyz`, 15_000, () => nginxProc.exitCode === null).catch((error) => {
      throw new Error(`${(error as Error).message}\n${nginxOut}`);
    });
    visitors = startVisitors(nginxBase, [...API_PATHS, ...NGINX_FILES], 4);
  }, 150_000);

  afterAll(async () => {
    await visitors?.stop();
    await Promise.all(apis.map(async (a) => {
      if (!a?.alive()) return;
      a.child.kill('SIGTERM');
      const t = setTimeout(() => a.child.kill('SIGKILL'), 10_000);
      await a.exited;
      clearTimeout(t);
    }));
    if (nginxProc && nginxProc.exitCode === null) {
      const exited = new Promise((r) => nginxProc.once('exit', r));
      nginxProc.kill('SIGTERM');
      await exited;
    }
    await smtp?.close();
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) => console.error(`could not drop ${dbName}`, error));
    if (tmp && process.env.TOPOLOGY_KEEP !== '1') rmSync(tmp, { recursive: true, force: true });
    else if (tmp) console.log(`topology test files kept in ${tmp}`);
  }, 60_000);

  beforeEach(() => {
    failuresBefore = visitors.stats.failures.length;
  });

  it('the roles of deploy/env: one process runs the schedule, every one serves and sends e-mail', () => {
    expect(roles.map((r) => r.READING_SCHEDULE_ENABLED)).toEqual(['true', 'false', 'false']);
    expect(common.NOTIFICATIONS_DISPATCHER).toBe('true');
    expect(common.TRUST_PROXY).toBe('loopback');
    expect(new Set(roles.map((r) => r.PORT)).size).toBe(3);
  });

  it('nginx sends the built files itself and balances the rest over the three processes', async () => {
    await sleep(3000);
    const lines = parseAccessLog(readFileSync(join(tmp, 'nginx/access.log'), 'utf8'));
    const files = lines.filter((l) => NGINX_FILES.includes(l.uri));
    expect(files.length).toBeGreaterThan(10);
    expect(files.every((l) => l.status === 200 && l.upstreams.length === 0)).toBe(true);
    const proxied = lines.filter((l) => l.uri.startsWith('/api/') || l.uri === '/public/');
    const used = new Set(proxied.flatMap((l) => l.upstreams));
    expect([...used].sort()).toEqual(apis.map((a) => `127.0.0.1:${a.port}`).sort());
    // what nginx sends: the hashed chunks for a year, the manifest checked again on every use, gzip when asked
    const manifest = await fetch(`${nginxBase}/remotes/mf-public/mf-manifest.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-encoding')).toBe('gzip');
    expect(manifest.headers.get('vary')).toBe('Accept-Encoding');
    expect(manifest.headers.get('etag')).toBeTruthy();
    const dist = readdirSync(join(root, 'mf-public/dist'));
    const chunk = dist.find((f) => /\.[0-9a-f]{10}\.js$/.test(f) && dist.includes(`${f}.gz`))!;
    const hashed = await fetch(`${nginxBase}/remotes/mf-public/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await hashed.arrayBuffer()).equals(readFileSync(join(root, 'mf-public/dist', chunk)))).toBe(true);
    // /metrics is never routed from the internet
    expect((await fetch(`${nginxBase}/metrics`)).status).toBe(404);
    expect(newFailures()).toEqual([]);
  }, 30_000);

  it('the daily reading runs once, in the schedule process only', async () => {
    type Job = { fecha: string; orixe: string; estado: string; executor: string };
    const jobs = () => db.query<Job>("SELECT fecha::text AS fecha, orixe, estado, executor FROM ingestion_job ORDER BY creado");
    const until = Date.now() + 30_000;
    while ((await jobs()).some((j) => j.estado !== 'feito') || (await jobs()).length === 0) {
      if (Date.now() > until) throw new Error(`the reading did not end: ${JSON.stringify(await jobs())}`);
      await sleep(200);
    }
    // The last slot's day (caught up at start; a slot passing during the test would add its own day, once).
    const [job, ...others] = await jobs();
    expect(others.every((o) => o.fecha !== job.fecha)).toBe(true);
    expect(job).toMatchObject({ orixe: 'programada', estado: 'feito' });
    expect(ranBySchedule(job.executor)).toBe(true);
    const lecturas = await db.query<{ bop: string; n: number }>('SELECT bop, count(*)::int AS n FROM lectura_bop WHERE fecha_bop = $1 GROUP BY bop', [job.fecha]);
    expect(lecturas).toHaveLength(6);
    expect(lecturas.every((l) => l.n === 1)).toBe(true);
    expect(newFailures()).toEqual([]);
  }, 45_000);

  it('a write through one process is read at once through the others (cache cleared by NOTIFY)', async () => {
    const asApp = (a: ApiProcess) => ({
      services: { config: testConfig({ publicUrl: nginxBase, port: a.port }) },
      async inject({ method = 'GET', url: path, headers = {}, payload }: { method?: string; url: string; headers?: Record<string, string>; payload?: string }) {
        const res = await fetch(`http://127.0.0.1:${a.port}${path}`, { method, headers, body: payload, redirect: 'manual' });
        const body = await res.text();
        const h: Record<string, string | string[]> = {};
        res.headers.forEach((v, k) => (h[k] = v));
        h['set-cookie'] = res.headers.getSetCookie();
        return { statusCode: res.status, headers: h, body, json: () => JSON.parse(body) };
      },
    }) as unknown as App;
    // Signed in at process 1; the token is good at every process (the provider's keys are in the database).
    const token = (await signIn(asApp(apis[0]), 'admin', 'admin')).access_token;
    const uuidsAt = async (a: ApiProcess, headers: Record<string, string> = {}) => {
      const res = await fetch(`http://127.0.0.1:${a.port}${LIST}`, { headers });
      return { status: res.status, etag: res.headers.get('etag'), uuids: res.status === 200 ? ((await res.json()) as { uuid: string }[]).map((o) => o.uuid).sort() : null };
    };
    let expected = [...opos].sort();
    const stale: number[] = [];
    for (const [round, [writer, ...readers]] of [[apis[1], apis[0], apis[2]], [apis[2], apis[0], apis[1]], [apis[0], apis[1], apis[2]]].entries()) {
      // Each reader holds the list in memory (asked again with its ETag: 304).
      const held = [];
      for (const r of readers) {
        const first = await uuidsAt(r);
        expect(first.uuids).toEqual(expected);
        expect((await uuidsAt(r, { 'if-none-match': first.etag! })).status).toBe(304);
        held.push(first.etag!);
      }
      const target = opos[round];
      const res = await fetch(`http://127.0.0.1:${writer.port}/api/v1/config/opo/modificar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ uuidOpo: target, organizacion: 'Concello de Lugo', descripcion: 'Prazas de auxiliar administrativo', urlDetalle: '', uuidProcesoSelectivo: '', verificado: false }),
      });
      expect(res.status).toBe(200);
      expected = expected.filter((u) => u !== target);
      // At once, through the other two and through nginx.
      for (const [i, r] of readers.entries()) {
        // PostgreSQL has handed the clear to every listener when the write answers; a reader busy with visitors may
        // still answer a request it read in the same turn before it: allow that for up to a second, and count it.
        const asked = Date.now();
        let now = await uuidsAt(r, { 'if-none-match': held[i] });
        while (now.status === 304 && Date.now() - asked < 1000) {
          stale.push(Date.now() - asked);
          now = await uuidsAt(r, { 'if-none-match': held[i] });
        }
        expect(now.status).toBe(200);
        expect(now.uuids).toEqual(expected);
      }
      const viaNginx = ((await (await fetch(nginxBase + LIST)).json()) as { uuid: string }[]).map((o) => o.uuid).sort();
      expect(viaNginx).toEqual(expected);
    }
    console.log(`topology: 6 reads right after a write through another process; ${stale.length} of them answered the old list first${stale.length ? ` (after ${stale.join(', ')} ms)` : ''}`);
    expect(newFailures()).toEqual([]);
  }, 60_000);

  it('kill -9 of the process sending an e-mail: no visitor request fails, every e-mail is delivered once', async () => {
    const offer = (await db.query<{ uuid: string }>("SELECT uuid FROM proceso_oposicion WHERE url_amigable = 'auxiliar-lugo'"))[0].uuid;
    const inFlight = smtp.hold(3);
    const addresses = Array.from({ length: 8 }, (_, i) => `visitante${i}@example.org`);
    for (const [i, destinatario] of addresses.entries()) {
      // Through nginx, each from its own visitor address (TRUST_PROXY=loopback believes nginx's X-Forwarded-For).
      const res = await fetch(`${nginxBase}/api/v1/opos/addNotificion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ uuidProcesoOposicion: offer, etiqueta: '', tipoNotificacion: 'EMAIL', destinatario, idioma: 'gl' }),
      });
      expect(res.status).toBe(200);
    }
    const held = await Promise.race([inFlight, sleep(30_000).then(() => null)]);
    if (!held) throw new Error(`no third message reached SMTP (received ${smtp.received.length})`);
    const senderPid = pidOfLocalPort(held.remotePort, apis.map((a) => a.pid));
    const victim = apis.findIndex((a) => a.pid === senderPid);
    expect(victim).toBeGreaterThanOrEqual(0);
    apis[victim].child.kill('SIGKILL');
    expect((await apis[victim].exited).signal).toBe('SIGKILL');
    held.drop();
    await restart(victim);

    // Every message sent, each acknowledged by the relay exactly once (its Message-ID carries the outbox uuid).
    const rows = () => db.query<{ uuid: string; estado: string; destinatario: string }>("SELECT uuid, estado, destinatario FROM notificacion WHERE tipo_envio = 'EMAIL'");
    const until = Date.now() + 40_000;
    while ((await rows()).some((r) => r.estado !== 'sent')) {
      if (Date.now() > until) throw new Error(`outbox not sent: ${JSON.stringify(await rows())}`);
      await sleep(200);
    }
    const sent = await rows();
    expect(sent.map((r) => r.destinatario).sort()).toEqual([...addresses].sort());
    await sleep(1000); // a second delivery, were there one, would have come by now
    const ids = smtp.received.map((m) => /^<([^@]+)@/.exec(m.mail.messageId ?? '')?.[1]);
    expect(ids.sort()).toEqual(sent.map((r) => r.uuid).sort());
    expect(newFailures()).toEqual([]);
  }, 120_000);

  it('a rolling restart of every process (SIGTERM, drain, start, ready): no visitor request fails, no POST either', async () => {
    const okBefore = visitors.stats.ok;
    // Meanwhile a POST that changes nothing (a refused address: 400) keeps going through nginx. nginx never sends a
    // POST twice, so none may reach a connection a stopping process closes: each drains first (SHUTDOWN_DRAIN_MS,
    // every answer closing its connection; nginx drops idle upstream connections after 1 s).
    const posts = { refused: 0, other: [] as string[] };
    let posting = true;
    const poster = (async () => {
      for (let n = 0; posting; n += 1) {
        const res = await fetch(`${nginxBase}/api/v1/opos/addNotificion`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n % 250}` },
          body: JSON.stringify({ uuidProcesoOposicion: '', etiqueta: 'x', tipoNotificacion: 'EMAIL', destinatario: 'non-e-un-correo' }),
        }).catch((error: Error) => ({ status: error.message, arrayBuffer: async () => undefined }));
        await res.arrayBuffer();
        if (res.status === 400) posts.refused += 1;
        else posts.other.push(String(res.status));
        await sleep(20);
      }
    })();
    for (let i = 0; i < apis.length; i += 1) {
      apis[i].child.kill('SIGTERM');
      expect(await apis[i].exited).toEqual({ code: 0, signal: null });
      await restart(i);
      await sleep(1000);
    }
    posting = false;
    await poster;
    console.log(`topology: during the rolling restart ${posts.refused} POSTs answered by a process, ${posts.other.length} otherwise (${posts.other.join(', ')})`);
    expect(newFailures()).toEqual([]);
    expect(visitors.stats.ok - okBefore).toBeGreaterThan(100);
    expect(posts.other).toEqual([]);
    expect(posts.refused).toBeGreaterThan(100);
  }, 120_000);

  it('after the restarts the day is still read once, and nginx retried what a stopping or killed process could not answer', async () => {
    const stats = await visitors.stop();
    const jobs = await db.query<{ fecha: string; executor: string }>('SELECT fecha::text AS fecha, executor FROM ingestion_job');
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs.map((j) => j.fecha)).size).toBe(jobs.length);
    expect(jobs.every((j) => ranBySchedule(j.executor))).toBe(true);
    const lines = parseAccessLog(readFileSync(join(tmp, 'nginx/access.log'), 'utf8'));
    const retried = lines.filter((l) => l.upstreams.length > 1);
    console.log(`topology: ${stats.ok} visitor requests answered 200, ${stats.failures.length} failed; ${lines.length} in nginx's log, `
      + `${retried.length} of them passed to another process (${[...new Set(retried.flatMap((l) => l.upstreamStatuses))].join(', ')})`);
    expect(stats.failures).toEqual([]);
    // Draining processes turned GETs away with 503 (so nginx stopped sending them anything), and nginx asked another.
    expect(retried.some((l) => l.upstreamStatuses[0] === '503' && l.upstreamStatuses.at(-1) === '200')).toBe(true);
  }, 30_000);
});
