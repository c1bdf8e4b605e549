/**
 * `npm run bench`: every speed figure of issue 14 in one run, each beside its goal.
 *  1. First view (headless Chromium, empty cache, phone viewport) of /public/ and of an offer page, the product
 *     started as `npm start` starts it (api/dist/server.js, the built front ends, PGlite demo data): JavaScript
 *     transferred, number of files, one federation runtime, compression of every text response.
 *  2. For PGlite and, when TEST_DATABASE_URL is set, PostgreSQL, on the deterministic 100,000-competition seed with a
 *     stored body each (issue 22): search p50/p95 over 100 distinct realistic queries and over the body queries
 *     (words found in bodies rather than titles); requests/s of the cached `consultaDias?dias=7` against a bare
 *     Fastify route sending the same bytes in the same run (3 alternating rounds), p50/p99 (autocannon).
 *  3. The analysis benchmark (10,000 edicts × 600 rules), and the facts of 1,000 bodies (issue 22; median of five
 *     fresh processes).
 *  4. Server rendering (issue 25), on the demo site of 1.: requests/s of a rendered page (kept, compressed) against the
 *     cached list API in the same run, and Lighthouse 13 (mobile, median of three) of the home and an offer page.
 * Run it on a quiet machine: it starts servers and load generators on this one. `node dist/bench/run.js --site` measures
 * only 1. and 4.; `--db` only 2. and 3.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { benchAnalysis } from './analysis.js';
import { benchFeitosEnProcesos } from './feitos.js';
import { measureFirstView, type FirstView } from './firstView.js';
import { LIGHTHOUSE, lighthouseMedian } from './lighthouse.js';

const here = new URL('.', import.meta.url).pathname; // api/dist/bench/
const root = join(here, '../../..');
const require = createRequire(import.meta.url);

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
const autocannon = require('autocannon') as (opts: object) => Promise<AutocannonResult>;

const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

type Row = [measure: string, value: string, goal: string, met: boolean | null];
const rows: Row[] = [];
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Starts a child and resolves with its first stdout line that `accept` takes. */
function startChild(args: string[], env: NodeJS.ProcessEnv, accept: (line: string) => boolean, timeoutMs = 300_000): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  let out = '';
  child.stderr!.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')}: no answer in time\n${err}`)), timeoutMs);
    child.stdout!.on('data', (d) => {
      out += d;
      for (const line of out.split('\n')) {
        if (accept(line)) {
          clearTimeout(timer);
          resolve({ child, line });
          return;
        }
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited (${code})\n${err}`));
    });
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });

async function firstViews(): Promise<FirstView[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'opos-bench-site-'));
  const { child } = await startChild([join(root, 'api/dist/server.js')], {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', READING_SCHEDULE_ENABLED: 'false', NOTIFICATIONS_DISPATCHER: 'false',
    DATABASE_URL: '', PUBLIC_URL: `http://127.0.0.1:${port}`,
  }, (l) => l.includes('is running at'));
  try {
    const origin = `http://127.0.0.1:${port}`;
    const list = (await (await fetch(`${origin}/api/v1/opos/consultaDias?dias=60`)).json()) as { urlAmigableProceso?: string | null }[];
    const slug = list.find((o) => o.urlAmigableProceso)?.urlAmigableProceso;
    const paths = ['/public/', ...(slug ? [`/public/oposicion/${slug}`] : [])];
    const views = await measureFirstView(origin, paths, () => 'footer');
    await renderedPages(origin, paths);
    return views;
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Issue 25: a rendered page served from memory against the cached list API, and Lighthouse of each page. */
async function renderedPages(origin: string, paths: string[]): Promise<void> {
  console.log('\nServer rendering: a rendered page against the cached list API, then Lighthouse…');
  const list = `${origin}/api/v1/opos/consultaDias?dias=7&ampliado=true`;
  const page = (path: string) => autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br', 'accept-language': 'gl' } });
  await load(list);
  await page('/public/'); // warm-up: the page is rendered once, then kept
  for (const path of paths) {
    const ratios: number[] = [];
    for (let r = 1; r <= ROUNDS; r += 1) {
      const html = await page(path);
      const api = await load(list);
      if (html.non2xx || html.errors) throw new Error(`${path}: ${html.non2xx} non-2xx and ${html.errors} errors`);
      ratios.push(html.requests.average / api.requests.average);
      console.log(`  ${path} round ${r}: ${html.requests.average.toFixed(0)} req/s (p99 ${html.latency.p99} ms) · cached list ${api.requests.average.toFixed(0)} req/s (p99 ${api.latency.p99} ms) · ratio ${(ratios[r - 1] * 100).toFixed(0)} %`);
    }
    const name = path === '/public/' ? '/public/' : 'an offer page';
    rows.push([`rendered ${name} req/s ÷ cached consultaDias (${ROUNDS} rounds)`, ratios.map((x) => `${(x * 100).toFixed(0)} %`).join(', '), '≥ 50 % (median)', median(ratios) >= 0.5]);
  }
  const chrome = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  for (const path of paths) {
    const name = path === '/public/' ? '/public/' : 'an offer page';
    try {
      const lh = await lighthouseMedian(`${origin}${path}`, chrome);
      for (const r of lh.runs) console.log(`  ${LIGHTHOUSE} ${path}: performance ${r.performance}, FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)}, CLS ${r.cls.toFixed(3)} (LCP element: ${r.lcpElement.slice(0, 60)})`);
      rows.push([`Lighthouse 13 mobile, ${name}: performance (median of 3)`, String(lh.performance), '≥ 98', lh.performance >= 98]);
      rows.push([`Lighthouse 13 mobile, ${name}: FCP / LCP`, `${(lh.fcp / 1000).toFixed(2)} s / ${(lh.lcp / 1000).toFixed(2)} s`, '≤ 1.2 s / ≤ 1.5 s', lh.fcp <= 1200 && lh.lcp <= 1500]);
      rows.push([`Lighthouse 13 mobile, ${name}: TBT / CLS`, `${ms(lh.tbt)} / ${lh.cls.toFixed(3)}`, '≤ 50 ms / 0', lh.tbt <= 50 && lh.cls === 0]);
    } catch (error) {
      console.log(`  Lighthouse ${path}: not measured (${String((error as Error).message ?? error).slice(0, 300)})`);
      rows.push([`Lighthouse 13 mobile, ${name}`, 'not measured (see above)', '≥ 98', null]);
    }
  }
}

interface SearchFigures { queries: number; runs: number; results: number; p50: number; p95: number; max: number; runP95s: number[] }
interface DbFigures {
  kind: string;
  seedMs: number;
  bodiesSeedMs: number;
  search: SearchFigures;
  searchBodies: SearchFigures;
  list: { url: string; bareUrl: string; items: number; plainBytes: number; brBytes: number; encoding: string | null };
}

async function load(url: string): Promise<AutocannonResult> {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } });
}

async function database(kind: 'pglite' | 'postgres'): Promise<void> {
  let cleanup: () => Promise<void> = async () => undefined;
  let args: string[];
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'opos-bench-db-'));
    args = ['pglite', dir];
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await admin.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    args = ['postgres', url, `${schema},public`];
    cleanup = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  }
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`\n${label}: seeding 100,000 competitions and their bodies, searching, serving…`);
  // (the seeding is not measured; on a shared 2-core machine it has taken over 5 minutes for PGlite)
  const { child, line } = await startChild([join(here, 'dbBench.js'), ...args], {}, (l) => l.startsWith('{'), 30 * 60_000);
  try {
    const f = JSON.parse(line) as DbFigures;
    console.log(`  seed ${(f.seedMs / 1000).toFixed(1)} s, bodies ${(f.bodiesSeedMs / 1000).toFixed(1)} s; list of the last 7 days: ${f.list.items} competitions, ${kb(f.list.plainBytes)} JSON, ${kb(f.list.brBytes)} ${f.list.encoding}`);
    const searchGoal = kind === 'pglite' ? 40 : 20;
    for (const [name, s] of [['title', f.search], ['body', f.searchBodies]] as const) {
      console.log(`  search, ${s.queries} distinct ${name} queries (${s.results} results), ${s.runs} timed runs: p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, max ${ms(s.max)}; each run's p95 ${s.runP95s.map(ms).join(', ')}`);
    }
    rows.push([`${label}: consultaTexto p50 / p95, 100 queries × ${f.search.runs} runs, 100k rows and 100k bodies`, `${ms(f.search.p50)} / ${ms(f.search.p95)}`, `p95 ≤ ${searchGoal} ms`, f.search.p95 <= searchGoal]);
    rows.push([`${label}: consultaTexto p50 / p95, ${f.searchBodies.queries} body queries × ${f.searchBodies.runs} runs, 100k bodies`, `${ms(f.searchBodies.p50)} / ${ms(f.searchBodies.p95)}`, `p95 ≤ ${searchGoal} ms`, f.searchBodies.p95 <= searchGoal]);

    await load(f.list.url); // warm-up (JIT, sockets)
    const ratios: number[] = [];
    const p99s: number[] = [];
    for (let r = 1; r <= ROUNDS; r += 1) {
      const app = await load(f.list.url);
      const bare = await load(f.list.bareUrl);
      if (app.non2xx || app.errors) throw new Error(`the app answered ${app.non2xx} non-2xx and ${app.errors} errors`);
      const ratio = app.requests.average / bare.requests.average;
      ratios.push(ratio);
      p99s.push(app.latency.p99);
      console.log(`  round ${r}: app ${app.requests.average.toFixed(0)} req/s (p50 ${app.latency.p50} ms, p99 ${app.latency.p99} ms) · bare Fastify ${bare.requests.average.toFixed(0)} req/s (p50 ${bare.latency.p50} ms, p99 ${bare.latency.p99} ms) · ratio ${(ratio * 100).toFixed(0)} %`);
    }
    rows.push([`${label}: consultaDias?dias=7 req/s ÷ bare Fastify, same bytes (${ROUNDS} rounds)`, ratios.map((x) => `${(x * 100).toFixed(0)} %`).join(', '), '≥ 50 % every round', ratios.every((x) => x >= 0.5)]);
    rows.push([`${label}: consultaDias?dias=7 p99 (${ROUNDS} rounds)`, p99s.map((x) => `${x} ms`).join(', '), '≤ 25 ms', p99s.every((x) => x <= 25)]);
  } finally {
    await stop(child);
    await cleanup();
  }
}

function printTable() {
  console.log('\n| measure | measured | goal | |\n|---|---|---|---|');
  for (const [m, v, g, ok] of rows) console.log(`| ${m} | ${v} | ${g} | ${ok === null ? '—' : ok ? 'met' : 'NOT met'} |`);
}

async function main() {
  console.log('npm run bench — issue 14 figures (autocannon: %d connections, %d s per run)', CONNECTIONS, SECONDS);

  // The two CPU-bound figures first, on the machine as the bench found it, and the facts before the analysis. Measured
  // after the databases they shared the two cores with what those leave running (PostgreSQL's checkpoint and autovacuum
  // after 200,000 rows, the demo server and Chromium closing): 2,028 / 2,553 / 2,028 ms against 1,820–1,910 ms alone;
  // measured after the analysis (15 s of one core in this process), the fresh processes ran a fifth slower
  // (30 Nov 2026, docs/speed.md).
  // Their rows close the table, after the databases'.
  const site = process.argv.includes('--site');
  const cpuRows: Row[] = [];
  if (!site) {
    // The server's own number of threads for facts (FACTS_THREADS' default on this machine).
    const fios = loadConfig({}).factsThreads;
    const feitos = benchFeitosEnProcesos(fios);
    const unFio = benchFeitosEnProcesos(0);
    const a = benchAnalysis();
    for (const l of a.lines) console.log(l);
    console.log(`facts of 1,000 bodies (corpus/textos, one in ten long), five fresh processes: ${feitos.runs.map((r) => r.toFixed(0)).join(' / ')} ms on ${fios} warm threads, ${unFio.runs.map((r) => r.toFixed(0)).join(' / ')} ms on one thread from cold\n`);
    cpuRows.push(['analysis, 10,000 edicts × 600 rules', `${a.fastMs.toFixed(0)} ms, ${a.ratio.toFixed(1)}× the naive scan`, '≤ 1000 ms and ≥ 10×', a.fastMs <= 1000 && a.ratio >= 10 && a.same]);
    cpuRows.push([`facts of 1,000 bodies as the server reads them in bulk (${fios} warm threads, FACTS_THREADS), median of five fresh processes`, `${feitos.ms.toFixed(0)} ms`, '≤ 2000 ms', feitos.ms <= 2000]);
    cpuRows.push(['facts of 1,000 bodies in a fresh process on one thread, its warm-up included (lerFeitos), median of five', `${unFio.ms.toFixed(0)} ms`, '—', null]);
    if (!a.same) process.exitCode = 1;
  }

  // `node dist/bench/run.js --db`: only the databases' figures (search, cached list), and the analysis and the facts.
  const views = process.argv.includes('--db') ? [] : await firstViews();
  for (const v of views) {
    const name = v.path === '/public/' ? '/public/' : 'an offer page';
    console.log(`  ${v.path}: ${v.jsFiles} JS files, ${kb(v.jsTransferred)} transferred (${kb(v.jsBodies)} bodies, ${kb(v.jsDecoded)} decoded), federation runtime copies: ${v.runtimeCopies}, ${v.ms} ms; encodings ${JSON.stringify(v.encodings)}${v.duplicates.length ? `; fetched twice: ${v.duplicates.join(', ')}` : ''}`);
    // Issue 14's 150 KB counted on the wire, headers included, under 150,000 bytes (and so under 150 KiB too).
    rows.push([`JS transferred, first view of ${name}`, `${kb(v.jsTransferred)}, ${v.jsTransferred.toLocaleString('en')} bytes (${v.jsFiles} files; ${kb(v.jsBodies)} without headers)`, '≤ 150,000 bytes', v.jsTransferred <= 150_000]);
    rows.push([`federation runtime copies, ${name}`, String(v.runtimeCopies), '1', v.runtimeCopies === 1]);
    const unc = v.uncompressed;
    rows.push([`text responses > 1 KB without compression, ${name}`, unc.length ? unc.join(', ') : 'none (HTML, JS, CSS, JSON: br)', 'none', unc.length === 0]);
  }
  if (views.length === 1) rows.push(['first view of an offer page', 'no offer in the demo data', '—', null]);

  // `npm run bench -- --site`: only the site's figures (first view, rendered pages, Lighthouse).
  if (site) {
    printTable();
    return;
  }
  await database('pglite');
  if (process.env.TEST_DATABASE_URL) await database('postgres');
  else rows.push(['PostgreSQL figures', 'not measured: set TEST_DATABASE_URL', '—', null]);

  rows.push(...cpuRows);

  printTable();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
