import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReadCache } from '../../cache.js';
import { openPglite, openPostgres, type Db } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { createTestSchema, databases, freshDatabase } from '../../test/harness.js';
import { createRecordedHttpClient } from '../http.js';
import { seedDefaultRules } from '../run.js';
import { createReadingScheduler } from '../schedule.js';

const here = new URL('.', import.meta.url).pathname;
const recorded = createRecordedHttpClient(join(here, '../../../fixtures/bulletins'));
const schedulerAt = (db: Db, at: Date) =>
  createReadingScheduler({ db, cache: createReadCache(), http: recorded }, { cron: '30 9 * * 1-6', timeZone: 'Europe/Madrid', now: () => at, leaseMs: 60_000 });

/** What a reading leaves, without generated ids and times. */
async function snapshot(db: Db) {
  return {
    bop: await db.query('SELECT bop, fecha_bop, url FROM bop ORDER BY bop'),
    edicto: await db.query('SELECT bop, id_fuente, fecha_bop, titulo, organizacion, url_detalle FROM edicto ORDER BY bop, id_fuente'),
    opo: await db.query(`SELECT e.id_fuente, o.bop, o.fecha_bop, o.organizacion, o.descripcion, o.verificado, o.etiquetas
                         FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid ORDER BY o.bop, e.id_fuente`),
    lectura: await db.query('SELECT bop, fecha_bop, estado, numero_edictos FROM lectura_bop ORDER BY bop'),
    estadistica: await db.query('SELECT bop, fecha_bop, numero_total_edictos, numero_edictos_opos, edictos_list FROM estadistica ORDER BY bop'),
  };
}

/** Starts the child, waits until it is in the middle of the reading, and kills it with SIGKILL. */
function runAndKill(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', join(here, 'register.mjs'), join(here, 'crashChild.ts'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the child never reached the middle of the reading: ${err}`));
    }, 40_000);
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      if (String(d).includes('MID')) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`child exited by itself (${code}): ${err}`));
    });
  });
}

describe.each(databases)('a reading killed half-way (%s)', (kind) => {
  it('is re-run after restart, leaving the same rows as an uninterrupted run', async () => {
    const reference = await freshDatabase(kind);
    await seedDefaultRules(reference);
    await schedulerAt(reference, new Date('2023-03-01T09:00:00Z')).catchUp();
    const expected = await snapshot(reference);
    await reference.close();
    expect(expected.edicto).toHaveLength(36);

    let db: Db;
    let cleanup: () => Promise<void>;
    if (kind === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'opos-crash-'));
      await runAndKill([dir]);
      db = await openPglite(dir); // the killed process's lock file is stale: taken over
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const url = process.env.TEST_DATABASE_URL!;
      const schema = await createTestSchema(url);
      await runAndKill([url, schema.searchPath]);
      db = await openPostgres(url, { searchPath: schema.searchPath });
      cleanup = schema.drop;
    }
    try {
      await migrate(db);
      const [job] = await db.query<{ estado: string }>('SELECT estado FROM ingestion_job');
      expect(job.estado).toBe('en_curso'); // the dead worker's lease
      const partial = await snapshot(db);
      expect(partial.edicto.length).toBeGreaterThan(0);
      // Restart: within the lease nobody takes the job; after it, the job is re-run.
      expect(await schedulerAt(db, new Date('2023-03-01T09:00:30Z')).runPending()).toBe(0);
      expect(await schedulerAt(db, new Date('2023-03-01T09:05:00Z')).runPending()).toBe(1);
      expect(await snapshot(db)).toEqual(expected);
      const [done] = await db.query<{ estado: string; intentos: number }>('SELECT estado, intentos FROM ingestion_job');
      expect(done).toEqual({ estado: 'feito', intentos: 2 });
    } finally {
      await db.close();
      await cleanup();
    }
  });
});
