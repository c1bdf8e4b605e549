import type { FastifyInstance } from 'fastify';
import type { createAdminOnly } from './auth/adminOnly.js';
import type { ReadCache } from './cache.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { LerFeitos } from './ingestion/textos.js';
import type { createOposService } from './modules/opos/opos.service.js';
import type { VisitCounter } from './modules/public/visitas.js';

/**
 * The types route plugins share with the app that builds them. They live here, not in app.ts, so a plugin never
 * imports the module that imports it.
 */

/** Everything the route modules may need, built once per app. */
export interface Services {
  config: Config;
  db: Db;
  cache: ReadCache;
  now: () => Date;
  opos: ReturnType<typeof createOposService>;
  /** The offers' visit counter (batched writes). */
  visits: VisitCounter;
  /** Fastify preHandler for every admin route: 401 without a valid token, 403 without admin rights. */
  adminOnly: ReturnType<typeof createAdminOnly>;
  /** The facts reader every ingestion path uses: the pool of threads (FACTS_THREADS), or the domain's on this thread. */
  lerFeitos?: LerFeitos;
}

/** The whole server (API, static files, docs) as buildApp returns it. */
export type App = FastifyInstance & { services: Services };
