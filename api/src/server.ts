import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { loadDemoDataIfEmpty } from './demo/demo.js';
import { describeDevAccounts } from './idp/devAccounts.js';
import { HttpError } from './errors.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  // When this process last told the proxy to go elsewhere (a 503 to a GET or HEAD while draining).
  let lastTurnedAway = 0;
  const behindProxy = config.trustProxy !== false;
  // While draining every answer closes its connection, so the proxy keeps no idle connection to this process that a
  // close could cut under a request it is sending (nginx does not send a POST again).
  // Set on the raw answer at its start, so answers written past Fastify (cached bodies, rendered pages) close too.
  // Behind a proxy, a GET or HEAD is answered 503 instead: nginx sends it to the next process (the visitor sees 200)
  // and counts this one as failed for its fail_timeout, so it sends it nothing new, POSTs included. POSTs that still
  // come are served (nginx would not send a POST again).
  app.addHook('onRequest', async (req, reply) => {
    if (!draining) return;
    reply.raw.setHeader('connection', 'close');
    if (behindProxy && (req.method === 'GET' || req.method === 'HEAD')) {
      lastTurnedAway = Date.now();
      throw new HttpError(503, 'SERVIDOR_PARANDO', 'Este servidor está a pararse: outro atende a petición', {
        es: 'Este servidor se está deteniendo: otro atiende la petición', headers: { 'retry-after': '1' },
      });
    }
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
      await sleep(config.shutdownDrainMs);
      // Close the listener just after the proxy was last turned away (it then sends nothing here for its fail_timeout,
      // 2 s in deploy/), so no connection sits in the listen queue, its request already written, when the listener
      // closes: the kernel would reset it and nginx would answer a POST 502. With no traffic at all, nothing waits.
      const until = Date.now() + config.shutdownDrainMs;
      while (behindProxy && Date.now() - lastTurnedAway > 500 && lastTurnedAway > 0 && Date.now() < until) await sleep(25);
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
