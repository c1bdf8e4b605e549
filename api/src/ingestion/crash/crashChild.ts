/**
 * Child process of the crash test: runs the scheduled reading of 2023-03-01 through the job queue, and stops
 * (hangs) in the middle of it, after some bulletins were stored, so that the parent can kill it with SIGKILL.
 * argv: <pglite data dir | postgres url> [search_path]
 */
import { createReadCache } from '../../cache.js';
import { openPglite, openPostgres } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { createRecordedHttpClient, type HttpClient } from '../http.js';
import { seedDefaultRules } from '../run.js';
import { createReadingScheduler } from '../schedule.js';

const [target, searchPath] = process.argv.slice(2);
const db = target.startsWith('postgres') ? await openPostgres(target, { searchPath }) : await openPglite(target);
await migrate(db);
await seedDefaultRules(db);
const recorded = createRecordedHttpClient(new URL('../../../fixtures/bulletins', import.meta.url).pathname);
const stalling: HttpClient = {
  async request(url, options) {
    if (url.includes('xunta.gal')) {
      // Wait until another bulletin's edicts are committed, tell the parent, and never answer.
      for (;;) {
        const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM edicto');
        if (n > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      process.stdout.write('MID\n');
      await new Promise(() => undefined);
    }
    return recorded.request(url, options);
  },
};
const scheduler = createReadingScheduler({ db, cache: createReadCache(), http: stalling }, {
  cron: '30 9 * * 1-6', timeZone: 'Europe/Madrid', now: () => new Date('2023-03-01T09:00:00Z'), leaseMs: 60_000,
});
await scheduler.catchUp();
