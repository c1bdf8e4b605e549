/**
 * Child process of `npm run bench` for one database: seeds the deterministic 100,000 competitions and a stored body
 * for each (built from the labelled bodies of corpus/textos), times the text search over the 100 benchmark queries
 * and over the body queries (the service the API route calls, read cache off; five timed runs, p95 over all), then serves the real app
 * (its `consultaDias?dias=7` answer cached as in production) and, beside it in the same process, a bare Fastify
 * route sending the very bytes the app sends; prints one JSON line with the figures and the two addresses, and
 * waits for SIGTERM. argv: pglite <dir> | postgres <url> <search_path>
 */
import { get } from 'node:http';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../app.js';
import { createReadCache } from '../cache.js';
import { testConfig } from '../config.js';
import { openPglite, openPostgres, type Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { createOposService } from '../modules/opos/opos.service.js';
import { cargarTextos } from '../domain/corpus/textosEval.js';
import { benchmarkQueries, bodyBenchmarkQueries, seedCompetitions, seedTextos } from './seed.js';

export const SEED_TODAY = '2026-03-14';
export const SEED_COUNT = 100_000;
export const LIST_PATH = '/api/v1/opos/consultaDias?dias=7';
/** Timed runs of the search queries (see `timeQueries`). */
export const SEARCH_ROUNDS = 5;

const [kind, target, searchPath] = process.argv.slice(2);
const now = () => new Date(`${SEED_TODAY}T12:00:00+01:00`);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function main() {
  const db: Db = kind === 'postgres' ? await openPostgres(target, { searchPath }) : await openPglite(target);
  await migrate(db);
  const seedStarted = performance.now();
  await seedCompetitions(db, { count: SEED_COUNT, today: SEED_TODAY });
  const seedMs = performance.now() - seedStarted;

  const bodiesStarted = performance.now();
  await seedTextos(db, cargarTextos(), { count: SEED_COUNT });
  const bodiesSeedMs = performance.now() - bodiesStarted;

  // Search: the service of GET consultaTexto with the read cache off (every query reaches the database).
  const off = createReadCache();
  off.setEnabled(false);
  const opos = createOposService({ db, cache: off, timeZone: 'Europe/Madrid', now });
  /**
   * p50, p95 and max over SEARCH_ROUNDS timed runs of the queries (each query timed once per run, the runs one after
   * the other), after one untimed run: the seeding of 100,000 bodies has just pushed the competitions out of the
   * database's memory, where a running server keeps the pages its searches read. One run's p95 is the fifth slowest of
   * 100 timings, and on this 2-core machine it moved by up to 8 ms between consecutive runs of the same code and data
   * (1 Dec 2026, docs/speed.md); five runs give 500 timings and a p95 that stays put. Each run's own p95 is kept too.
   */
  const timeQueries = async (queries: string[]) => {
    for (const q of queries) await opos.publicByText(q);
    const times: number[] = [];
    const runP95s: number[] = [];
    let results = 0;
    for (let run = 0; run < SEARCH_ROUNDS; run += 1) {
      const runTimes: number[] = [];
      for (const q of queries) {
        const started = performance.now();
        const found = (await opos.publicByText(q)).length;
        runTimes.push(performance.now() - started);
        if (run === 0) results += found;
      }
      runP95s.push(quantile([...runTimes].sort((a, b) => a - b), 0.95));
      times.push(...runTimes);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { queries: queries.length, runs: SEARCH_ROUNDS, results, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1], runP95s };
  };
  const search = await timeQueries(benchmarkQueries());
  const searchBodies = await timeQueries(bodyBenchmarkQueries());

  // The app, as `npm start` builds it, on this database; the list of the last 7 days of the seed.
  const app = await buildApp({ config: testConfig({ logLevel: 'silent', visitFlushMs: 0 }), db, now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const first = await fetch(appUrl + LIST_PATH, { headers: { 'accept-encoding': 'br' } });
  const body = Buffer.from(await first.arrayBuffer()); // fetch decodes: the plain JSON
  // The bytes as sent (brotli), read without decoding.
  const raw = await new Promise<Buffer>((resolve, reject) => {
    get(appUrl + LIST_PATH, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });

  const bare = Fastify({ logger: false });
  bare.get('/bare', (_req, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').header('content-encoding', 'br').send(raw);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  process.stdout.write(`${JSON.stringify({
    kind,
    seedMs,
    bodiesSeedMs,
    search,
    searchBodies,
    list: { url: appUrl + LIST_PATH, bareUrl, items: JSON.parse(body.toString()).length, plainBytes: body.length, brBytes: raw.length, encoding: first.headers.get('content-encoding') },
  })}\n`);

  process.on('SIGTERM', () => {
    void (async () => {
      await bare.close();
      await app.close();
      await db.close();
      process.exit(0);
    })();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
