import { createReadCache } from '../cache.js';
import type { Db } from '../db/client.js';
import { databases, freshDatabase } from '../test/harness.js';
import { createRecordedHttpClient, type HttpClient } from './http.js';
import { seedDefaultRules } from './run.js';
import { createReadingScheduler } from './schedule.js';

/**
 * A server that stops (SIGTERM) in the middle of the daily reading: it waits `graceMs` for the reading, then gives
 * its job back (pending, this try not counted) so another server reads the day at its next poll instead of waiting
 * for the lease to run out.
 */
const recorded = createRecordedHttpClient(new URL('../../fixtures/bulletins', import.meta.url).pathname);
const at = () => new Date('2023-03-01T09:00:00Z');

describe.each(databases)('a scheduler stopped during a reading (%s)', (kind) => {
  let db: Db;
  beforeEach(async () => {
    db = await freshDatabase(kind);
    await seedDefaultRules(db);
  });
  afterEach(async () => db.close());

  it('gives its job back after the grace time, and another server then reads the day once', async () => {
    let stalled!: () => void;
    const reached = new Promise<void>((resolve) => (stalled = resolve));
    let answer: (() => void) | undefined;
    // The DOG's first page never answers on the first server (until the test lets it): it is mid-reading when asked
    // to stop. Every other request is the recorded bulletin.
    const stuck: HttpClient = {
      async request(url, options) {
        if (url.includes('xunta.gal') && !answer) {
          stalled();
          return new Promise((resolve) => (answer = () => resolve(recorded.request(url, options))));
        }
        return recorded.request(url, options);
      },
    };
    const first = createReadingScheduler({ db, cache: createReadCache(), http: stuck }, { cron: '30 9 * * 1-6', timeZone: 'Europe/Madrid', now: at, leaseMs: 600_000 });
    const firstRun = first.catchUp();
    await reached;
    const job = async () => (await db.query<{ estado: string; intentos: number; lease_ata: Date | null; executor: string | null; resumo: string | null }>(
      "SELECT estado, intentos, lease_ata, executor, resumo FROM ingestion_job WHERE fecha = '2023-03-01'"))[0];
    expect(await job()).toMatchObject({ estado: 'en_curso', intentos: 1, executor: first.executor });

    const started = Date.now();
    await first.stop(300);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await job()).toMatchObject({ estado: 'pendente', intentos: 0, lease_ata: null, executor: null });

    // The stuck request ends (in a real stop the process has exited by now): that reading cannot close the job.
    answer!();
    await firstRun;
    expect(await job()).toMatchObject({ estado: 'pendente', executor: null });

    // Long before the 10-minute lease would have run out, another server claims it and reads the day itself.
    const second = createReadingScheduler({ db, cache: createReadCache(), http: recorded }, { cron: '30 9 * * 1-6', timeZone: 'Europe/Madrid', now: at, leaseMs: 600_000 });
    expect(await second.runPending()).toBe(1);
    await second.stop();
    const done = await job();
    expect(done).toMatchObject({ estado: 'feito', intentos: 1, executor: second.executor });
    expect(done.resumo).toMatch(/^Lectura do 2023-03-01: 36 edictos/);
    expect(await db.query("SELECT 1 FROM ingestion_job WHERE fecha = '2023-03-01'")).toHaveLength(1);
    expect(await db.query("SELECT 1 FROM edicto WHERE fecha_bop = '2023-03-01'")).toHaveLength(36);
  });

  it('a reading that ends within the grace time is finished, not given back', async () => {
    const s = createReadingScheduler({ db, cache: createReadCache(), http: recorded }, { cron: '30 9 * * 1-6', timeZone: 'Europe/Madrid', now: at });
    const running = s.catchUp();
    // Asked to stop once the job is claimed (mid-reading).
    while ((await db.query("SELECT 1 FROM ingestion_job WHERE estado IN ('en_curso', 'feito')")).length === 0) await new Promise((r) => setTimeout(r, 5));
    await s.stop(60_000);
    await running;
    const [row] = await db.query<{ estado: string; executor: string; resumo: string }>("SELECT estado, executor, resumo FROM ingestion_job WHERE fecha = '2023-03-01'");
    expect(row).toMatchObject({ estado: 'feito', executor: s.executor });
    expect(row.resumo).toMatch(/^Lectura do 2023-03-01: 36 edictos/);
  });
});
