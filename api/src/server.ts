import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { loadDemoDataIfEmpty } from './demo/demo.js';
import { describeDevAccounts } from './idp/devAccounts.js';

/** Starts the whole site on one port: API, shell, remotes, docs. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const db = await openDatabase(config);
  try {
    await migrate(db);
  } catch (error) {
    console.error('Database migration failed; not starting.', error);
    await db.close();
    process.exit(1);
  }
  const app = await buildApp({ config, db });
  if (config.demoData) {
    const loaded = await loadDemoDataIfEmpty(app.services);
    if (loaded) app.log.info(loaded, 'demo data loaded');
  }
  let closing = false;
  let draining = false;
  // While draining every answer closes its connection, so the proxy keeps no idle connection to this process that a
  // close could cut under a request it is sending (nginx does not send a POST again).
  // Set on the raw answer at its start, so answers written past Fastify (cached bodies, rendered pages) close too.
  app.addHook('onRequest', async (_req, reply) => {
    if (draining) reply.raw.setHeader('connection', 'close');
  });
  // SIGTERM (systemd, a rolling restart): stop accepting at once (the proxy sends new requests to the other servers),
  // let in-flight requests end, stop the loops, close the database, exit 0 (1 past SHUTDOWN_GRACE_MS).
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: draining in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('graceful stop took longer than SHUTDOWN_GRACE_MS: exiting now');
      process.exit(1);
    }, config.shutdownGraceMs);
    let code = 0;
    if (config.shutdownDrainMs > 0) {
      draining = true;
      app.log.info({ drainMs: config.shutdownDrainMs }, 'draining: serving on, each answer closing its connection');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'closing the server failed');
      code = 1;
    }
    await db.close().catch(() => undefined);
    clearTimeout(timer);
    app.log.info('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const url = `${config.publicUrl}/public/`;
  console.log(`\n  Oposicións Galicia is running at ${url}\n  API docs: ${config.publicUrl}/api/docs\n  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}\n${describeDevAccounts(config)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
