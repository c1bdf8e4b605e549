import { createServer } from 'node:net';
import { databases, testApp } from '../test/harness.js';
import { bearer, tokenFor } from '../test/tokens.js';
import { loadConfig } from '../config.js';
import { readDay, testOps } from './test/helpers.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The value of one sample of a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-z_]+)(\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[3] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[4]);
  }
  return undefined;
}

describe.each(databases)('health and metrics on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const NOW = new Date('2023-03-01T12:00:00+01:00');

  beforeAll(async () => {
    t = await testApp(kind, { now: () => NOW, config: { seedDefaultRules: true, ops: { ...testOps(), metricsToken: TOKEN } } });
  });
  afterAll(() => t.close());

  it('/healthz says alive and /readyz ready, with what was checked', async () => {
    const alive = await t.app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ estado: 'vivo' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      estado: 'listo',
      comprobacions: { baseDatos: true, migracions: true, escoitaCache: kind === 'postgres' ? true : null, parando: false },
    });
  });

  it('/readyz answers 503 when a migration of this version is missing', async () => {
    await t.db.query(`DELETE FROM schema_migrations WHERE id = '230_ops'`);
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ estado: 'non_listo', comprobacions: { baseDatos: true, migracions: false } });
    } finally {
      await t.db.query(`INSERT INTO schema_migrations (id) VALUES ('230_ops')`);
    }
  });

  it('/metrics refuses a request without the token, or with another one', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.json()).toMatchObject({ codigo: 'NON_AUTENTICADO' });
    expect((await t.app.inject({ url: '/metrics', headers: bearer('metrics-token-0123456789abcdeX') })).statusCode).toBe(401);
    // An administrator's token is not the metrics token either.
    expect((await t.app.inject({ url: '/metrics', headers: bearer(await tokenFor(t.app, 'admin')) })).statusCode).toBe(401);
  });

  it('/metrics with the token: requests by route pattern, readings by bulletin, outbox, bodies, cache hit ratio', async () => {
    const admin = bearer(await tokenFor(t.app, 'admin'));
    expect(await readDay(t.app, admin, '2023-03-02')).toBe(200);
    // Two reads of one public list: the second comes from the kept body.
    for (let i = 0; i < 2; i += 1) expect((await t.app.inject({ url: '/api/v1/opos/consulta?date=2023-03-02' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=non-existe-12345' })).statusCode).toBeGreaterThanOrEqual(400);
    await t.db.query(
      `INSERT INTO notificacion (uuid, tipo_envio, enviado, trazas, texto, auditoria_creador_por, clave_idempotencia, destinatario, idioma, plantilla, datos, asunto, estado, intentos, created_at)
       VALUES (gen_random_uuid(), 'EMAIL', false, '', 'x', 'sistema', 'metrics-test', 'a@example.org', 'gl', 'fase', '{}', 'x', 'pending', 0, $1)`,
      [new Date(NOW.getTime() - 600_000)],
    );
    const res = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
    const m = res.body;
    expect(sample(m, 'opos_http_requests_total', { route: '/api/v1/opos/consulta', method: 'GET', status: '200' })).toBe(2);
    expect(sample(m, 'opos_http_request_duration_seconds_count', { route: '/api/v1/opos/consulta', status: '200' })).toBe(2);
    // The route pattern, never the raw URL with its query.
    expect(m).not.toMatch(/route="[^"]*\?/);
    expect(m).not.toContain('non-existe-12345');
    expect(sample(m, 'opos_bulletin_readings', { bulletin: 'BOP Pontevedra', outcome: 'ok' })).toBe(1);
    expect(sample(m, 'opos_bulletin_readings', { bulletin: 'BOE', outcome: 'sen_boletin' })).toBe(1);
    expect(sample(m, 'opos_bulletin_last_ok_age_seconds', { bulletin: 'BOP Pontevedra' })).toBeGreaterThanOrEqual(0);
    expect(sample(m, 'opos_bulletin_last_ok_age_seconds', { bulletin: 'BOE' })).toBeUndefined();
    expect(sample(m, 'opos_outbox_messages', { state: 'pending' })).toBe(1);
    expect(sample(m, 'opos_outbox_oldest_pending_age_seconds')).toBeCloseTo(600, -1);
    const missing = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM texto_edicto WHERE estado <> 'ok' AND bop = 'BOP Pontevedra'`);
    const shown = ['pendente', 'erro'].reduce((n, state) => n + (sample(m, 'opos_edict_bodies_missing', { bulletin: 'BOP Pontevedra', state }) ?? 0), 0);
    expect(shown).toBe(missing[0].n);
    expect(sample(m, 'opos_read_cache_requests_total', { cache: 'body', result: 'hit' })).toBeGreaterThanOrEqual(1);
    const ratio = sample(m, 'opos_read_cache_hit_ratio')!;
    expect(ratio).toBeGreaterThan(0);
    expect(ratio).toBeLessThan(1);
    expect(sample(m, 'opos_process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});

describe.each(databases)('metrics on a port of their own on %s', (kind) => {
  it('serves /metrics only there (with the token when set), and not on the site port', async () => {
    const port = await freePort();
    const t = await testApp(kind, { config: { ops: { ...testOps(), metricsPort: port, metricsHost: '127.0.0.1', metricsToken: TOKEN } } });
    try {
      expect((await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
      const refused = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(refused.status).toBe(401);
      const ok = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: bearer(TOKEN) });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toMatch(/^# HELP /m);
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/opos/consulta`)).status).toBe(404);
    } finally {
      await t.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('without METRICS_TOKEN nor METRICS_PORT, /metrics is not served at all', async () => {
    const t = await testApp(kind);
    try {
      const res = await t.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('opos_http_requests_total');
    } finally {
      await t.close();
    }
  });
});

describe('operations settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/opos-test-unused', ...env });

  it('defaults: no metrics token or port, no operator address, checks every 5 minutes', () => {
    expect(load({}).ops).toEqual({
      metricsToken: null, metricsPort: null, metricsHost: '0.0.0.0', operatorEmail: null, checkMs: 300_000, lateMinutes: 120, outboxStuckMinutes: 60,
    });
    expect(load({ HOST: '10.0.0.5', METRICS_PORT: '9464', OPERATOR_EMAIL: 'ops@example.org' }).ops)
      .toMatchObject({ metricsPort: 9464, metricsHost: '10.0.0.5', operatorEmail: 'ops@example.org' });
  });

  it('refuses to start with a short token, the site port as metrics port, or an address that is not one', () => {
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => load({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => load({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be an integer/);
    expect(() => load({ OPERATOR_EMAIL: 'operador' })).toThrow(/OPERATOR_EMAIL must be an e-mail address/);
    expect(() => load({ OPERATOR_LATE_MINUTES: '0' })).toThrow(/OPERATOR_LATE_MINUTES/);
  });
});

// Only PostgreSQL has the listener that hears other processes' cache clears (PGlite is one process).
for (const kind of databases.filter((k) => k === 'postgres')) {
  describe(`readiness and the cache listener on ${kind}`, () => {
    it('/readyz says 503 while the LISTEN connection is lost, and 200 once it is back', async () => {
      const t = await testApp(kind);
      try {
        const [{ schema }] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
        const waitReady = async (want: number) => {
          for (let i = 0; i < 100; i += 1) {
            const res = await t.app.inject({ url: '/readyz' });
            if (res.statusCode === want) return res.json();
            await new Promise((r) => setTimeout(r, 100));
          }
          throw new Error(`/readyz never answered ${want}`);
        };
        expect(await waitReady(200)).toMatchObject({ comprobacions: { escoitaCache: true } });
        const killed = await t.db.query<{ ok: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE query = $1`, [`LISTEN "opos_cache_${schema}"`]);
        expect(killed).toEqual([{ ok: true }]);
        expect(await waitReady(503)).toEqual({
          estado: 'non_listo', comprobacions: { baseDatos: true, migracions: true, escoitaCache: false, parando: false },
        });
        // The listener reconnects by itself (one second later).
        expect(await waitReady(200)).toMatchObject({ estado: 'listo', comprobacions: { escoitaCache: true } });
      } finally {
        await t.close();
      }
    });
  });
}
