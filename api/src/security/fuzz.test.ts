import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { App } from '../services.js';
import { testConfig } from '../config.js';
import { signingKey } from '../notifications/subscriptions.store.js';
import { databases, testApp } from '../test/harness.js';
import { bearer, tokenFor } from '../test/tokens.js';

/**
 * Fuzz suite (issue 17): walks every route of the OpenAPI document and sends generated hostile values — NUL and
 * lone surrogates, huge and non-finite numbers, deep JSON, wrong types, long strings, Unicode edge cases,
 * duplicated parameters — with and without an administrator's token, on PGlite and PostgreSQL. It fails on any
 * 5xx, and checks that the stored data is unchanged after every refused call.
 *
 * `npm test` runs FUZZ_RUNS (default 6) cases per route and token; `npm run fuzz` runs 150 (FUZZ_RUNS=…, FUZZ_SEED=…
 * to reproduce a failure: the seed and path are printed).
 */

const RUNS = Number(process.env.FUZZ_RUNS || 6);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// Tables written by design before a refusal (the subscription rate-limit log) or by the sign-in provider.
const UNCHECKED_TABLES = new Set(['suscripcion_solicitude', 'oidc_payload', 'oidc_key']);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface Operation {
  method: string;
  path: string;
  query: { name: string; schema: Record<string, unknown> }[];
  body: Record<string, unknown> | null;
}

const unicodeEdges = ['\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\udbff', '\ufeff', '\uffff', '\u202e', '\u0301', 'e\u0301', '😀', '\u{10ffff}', '\u2028', '\r\n', '%00', '%', '\\', '"', "'", '<script>alert(1)</script>', 'javascript:alert(1)', '../../etc/passwd', '${7*7}', '0', '-0', ' '];
const numberEdges = [0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 5e-324, 0.5, 1e21];
const numericText = ['Infinity', '-Infinity', 'NaN', '1e400', '-1e400', '1e3', '0x10', '0b1', ' 5', '5 ', '1_000', '99999999999999999999', '-0', '+1', '.5', '1.'];

const hostileString = fc.oneof(
  fc.constantFrom(...unicodeEdges, ...numericText),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 200, max: 70_000 }).map((n) => 'a'.repeat(n)),
  fc.constant(randomUUID()),
  fc.constant('2026-03-02'),
);
const hostileScalar: fc.Arbitrary<Json> = fc.oneof(
  hostileString,
  fc.constantFrom(...numberEdges),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'a\u0000')), hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
);

/** Deep JSON written by hand (JSON.stringify of such a value would be fine too, but this is cheaper). */
const deepJson = fc.integer({ min: 40, max: 5000 }).chain((depth) => fc.constantFrom(`${'['.repeat(depth)}${']'.repeat(depth)}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));
const rawBodies = fc.oneof(
  deepJson,
  fc.constantFrom('{', '{"a":1,}', 'null', '1e400', '"\\u0000"', '[1e400]', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '\u0000', ''),
  fc.string({ maxLength: 50 }),
);

function operationsOf(doc: { paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: Record<string, unknown> }[]; requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      ops.push({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return ops;
}

/** A body shaped like the schema (its property names, at the top level or in an array of one) with hostile values. */
function bodyFor(schema: Record<string, unknown> | null): fc.Arbitrary<{ json?: Json; raw?: string }> {
  const item = (s: Record<string, unknown> | undefined): fc.Arbitrary<Json> => {
    const props = Object.keys((s?.properties as Record<string, unknown>) ?? {});
    if (!props.length) return hostileValue;
    return fc.record(Object.fromEntries(props.map((p) => [p, hostileValue])), { requiredKeys: [] }) as fc.Arbitrary<Json>;
  };
  const shaped = schema?.type === 'array' ? fc.array(item(schema.items as Record<string, unknown>), { minLength: 1, maxLength: 3 }) : item(schema ?? undefined);
  return fc.oneof(
    { weight: 5, arbitrary: shaped.map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: rawBodies.map((raw) => ({ raw })) },
  );
}

/** Query parameters: declared names (sometimes repeated, sometimes missing) plus unknown ones, hostile values. */
function queryFor(op: Operation): fc.Arbitrary<string> {
  const names = [...op.query.map((q) => q.name), 'extra', 'a\u0000'];
  const value = fc.oneof(hostileString, fc.constantFrom(...numberEdges).map(String));
  return fc.array(fc.tuple(fc.constantFrom(...names), fc.array(value, { minLength: 1, maxLength: 3 })), { maxLength: names.length + 1 })
    .map((pairs) => {
      const params = new URLSearchParams();
      for (const [name, values] of pairs) for (const v of values) params.append(name, v);
      return params.toString();
    });
}

async function seed(app: App) {
  const db = app.services.db;
  const opo = randomUUID();
  await db.query(`INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
    VALUES ($1, 'BOP Lugo', '2026-03-02', 'Concello de Lugo', 'Dúas prazas de auxiliar', 'https://bop.example/1', '{auxiliar}', true)`, [opo]);
  await db.query(`INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, titulo) VALUES ($1, 'auxiliar-lugo', 'Concello de Lugo', 'Auxiliar')`, [randomUUID()]);
  await db.query(`INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda) VALUES ($1, 'auxiliar', 'auxiliar')`, [randomUUID()]);
  await signingKey(db); // made once, at the first subscription request otherwise
}

/** A digest of every table's rows (except the ones written by design), to prove a refused call changed nothing. */
async function digest(app: App): Promise<Record<string, string>> {
  const db = app.services.db;
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables) {
    if (UNCHECKED_TABLES.has(name) || name.startsWith('schema_')) continue;
    const [row] = await db.query<{ d: string | null; n: number }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d, count(*)::int AS n FROM "${name}" t`);
    out[name] = `${row.n}:${row.d}`;
  }
  return out;
}

describe.each(databases)('fuzz: every OpenAPI route with hostile input on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let ops: Operation[];
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await testApp(kind, {
      config: { dataDir: mkdtempSync(join(tmpdir(), 'opos-fuzz-')), maxUploadBytes: 64 * 1024, notifications: { ...testConfig().notifications, dispatcherEnabled: false } },
    });
    await seed(t.app);
    admin = bearer(await tokenFor(t.app, 'admin'));
    ops = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json());
  });
  afterAll(() => t.close());

  test('the OpenAPI document lists the routes, and every request string and number in it is bounded', () => {
    expect(ops.length).toBeGreaterThan(30);
    const unbounded: string[] = [];
    const walk = (schema: Record<string, unknown> | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const type = schema.type;
      if (type === 'string' && schema.maxLength === undefined && schema.enum === undefined && schema.format !== 'uuid') unbounded.push(where);
      if ((type === 'integer' || type === 'number') && (schema.maximum === undefined || schema.minimum === undefined)) unbounded.push(where);
      if (type === 'array' && schema.maxItems === undefined) unbounded.push(where);
      for (const [k, v] of Object.entries((schema.properties as Record<string, Record<string, unknown>>) ?? {})) walk(v, `${where}.${k}`);
      if (schema.items) walk(schema.items as Record<string, unknown>, `${where}[]`);
    };
    for (const op of ops) {
      for (const q of op.query) walk(q.schema, `${op.method} ${op.path}?${q.name}`);
      walk(op.body ?? undefined, `${op.method} ${op.path} body`);
    }
    expect(unbounded).toEqual([]);
  });

  test('no 5xx from any generated request, and refused calls leave the data unchanged', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const arbitrary = fc.record({
        query: queryFor(op),
        body: op.method === 'GET' ? fc.constant({}) : bodyFor(op.body),
        asAdmin: fc.boolean(),
        lang: fc.constantFrom(undefined, 'es', 'gl', 'x'.repeat(2000)),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ query, body, asAdmin, lang }) => {
          const write = op.method !== 'GET';
          const before = write ? await digest(t.app) : null;
          const headers: Record<string, string> = { ...(asAdmin ? admin : {}), ...(lang ? { 'accept-language': lang } : {}) };
          const b = body as { json?: Json; raw?: string };
          let payload: string | undefined;
          if (b.raw !== undefined) {
            payload = b.raw;
            headers['content-type'] = 'application/json';
          } else if (b.json !== undefined) {
            payload = JSON.stringify(b.json);
            headers['content-type'] = 'application/json';
          }
          const res = await t.app.inject({ method: op.method as 'GET', url: `${op.path}${query ? `?${query}` : ''}`, headers, payload });
          const where = `${op.method} ${op.path}?${query.slice(0, 200)} body=${(payload ?? '').slice(0, 200)}`;
          if (res.statusCode >= 500) {
            failures.push(`${res.statusCode} ${where} → ${res.body.slice(0, 200)}`);
            return false;
          }
          if (res.statusCode >= 400) {
            const answer = res.json();
            if (typeof answer?.codigo !== 'string' || typeof answer?.descripcion !== 'string') {
              failures.push(`not {codigo, descripcion}: ${res.statusCode} ${where} → ${res.body.slice(0, 200)}`);
              return false;
            }
            if (before) {
              const after = await digest(t.app);
              const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
              if (changed.length) {
                failures.push(`refused (${res.statusCode}) but changed ${changed.join(', ')}: ${where}`);
                return false;
              }
            }
          }
          return true;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      ).catch((error: Error) => failures.push(`${op.method} ${op.path}: ${error.message.split('\n').slice(0, 3).join(' ')}`));
    }
    expect(failures).toEqual([]);
  }, 120_000 + RUNS * 3000);

  test('outside the OpenAPI document: the sign-in provider, static pages and malformed URLs', async () => {
    const urls = [
      '/idp/auth?client_id=%00&redirect_uri=%00', '/idp/auth?client_id=opos-web&redirect_uri=javascript:alert(1)&response_type=code&scope=openid',
      '/idp/interaction/%00', '/idp/interaction/%ED%A0%80', '/public/%00', '/public/%E0%A4%A', '/remotes/mf-public/%00', '/api/v1/opos/consultaDias?dias=%E0%A4%A',
      '/api/v1/opos/consultaTexto?textoBusqueda=%ED%A0%80', '/%', '/api/v1/%00',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
    }
    for (const payload of ['grant_type=authorization_code&code=%00&client_id=opos-web', 'grant_type=refresh_token&refresh_token=%00&client_id=opos-web', '\u0000']) {
      const res = await t.app.inject({ method: 'POST', url: '/idp/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
      expect(res.statusCode).toBeLessThan(500);
    }
    const introspect = await t.app.inject({ method: 'POST', url: '/idp/token/introspection', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'token=%00' });
    expect(introspect.statusCode).toBeLessThan(500);
  });
});
