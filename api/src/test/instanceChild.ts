/**
 * One API server process for the two-process test (cacheInvalidation.test.ts): the real app on a PostgreSQL schema,
 * listening on 127.0.0.1:<port>; prints READY once it listens; SIGTERM stops it gracefully as server.ts does.
 * argv: <postgres url> <search_path> <port>
 */
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/client.js';
import { migrate } from '../db/migrate.js';

const [url, searchPath, portText] = process.argv.slice(2);
const port = Number(portText);
const db = await openPostgres(url, { searchPath });
await migrate(db);
// No visit-counter timer: only admin reads and the graceful stop write the views (what the test checks).
const config = testConfig({ logLevel: 'silent', port, host: '127.0.0.1', publicUrl: `http://127.0.0.1:${port}`, visitFlushMs: 0 });
const app = await buildApp({ config, db });
process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await db.close();
    process.exit(0);
  })();
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('READY\n');
