import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from 'shared/contract';
import { createReadCache, type ReadCache } from './cache.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { authRoutes } from './auth/auth.routes.js';
import { createAdminOnly } from './auth/adminOnly.js';
import { createAdminTokenVerifier } from './auth/tokenVerifier.js';
import { idpPlugin } from './idp/idp.plugin.js';
import { lectorFeitosEnFios } from './ingestion/feitosEnFios.js';
import { ingestionRoutes } from './ingestion/ingestion.routes.js';
import { configRoutes } from './modules/config/config.routes.js';
import { createOposService } from './modules/opos/opos.service.js';
import { publicOposRoutes } from './modules/opos/opos.routes.js';
import { procesosRoutes } from './modules/procesos/procesos.routes.js';
import { ligazonsRoutes } from './modules/procesos/ligazons.routes.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { coberturaRoutes } from './modules/cobertura/cobertura.routes.js';
import { oepRoutes } from './modules/oep/oep.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { sindicacionRoutes } from './modules/sindicacion/sindicacion.routes.js';
import { registerStatic } from './static.js';
import { createPageMetaService } from './sharing/pageMeta.service.js';
import { registerCompression } from './compression.js';
import { shareCacheInvalidation } from './cacheInvalidation.js';
import { registerPublicBodyCache } from './publicBody.js';
import { createVisitCounter, registerVisitCounter } from './modules/public/visitas.js';
import { errorHandler, frameworkErrors, notFoundHandler } from './security/errorHandler.js';
import { registerSecurityHeaders } from './security/headers.js';
import { registerOps } from './ops/ops.routes.js';
import { registerValidation } from './security/validation.js';
import type { App, Services } from './services.js';

export interface AppDeps {
  config: Config;
  db: Db;
  cache?: ReadCache;
  now?: () => Date;
}

/** TRUST_PROXY as a hop count: believe the nearest `hops` entries of X-Forwarded-For, no further. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: Math.ceil(config.maxUploadBytes * 1.4) + 64 * 1024,
    // Which X-Forwarded-For hops to believe: none unless TRUST_PROXY says (rate limits key on req.ip).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors,
    // A request that reaches a stopping process on a connection it had already accepted is served, not refused with
    // 503 (Fastify's default): nginx never sends a POST again, so that 503 would reach the visitor. The listener is
    // closed by then (no new connections) and every answer closes its connection (server.ts, SHUTDOWN_DRAIN_MS).
    return503OnClosing: false,
  });
  // The browser policy headers and the validation layer at the edge (strict types, no NUL, finite numbers).
  // The policy first: every answer carries it, refusals of the edge validation included.
  registerSecurityHeaders(app, config);
  registerValidation(app, [apiErrorSchema]);

  const cache = deps.cache ?? createReadCache();
  const now = deps.now ?? (() => new Date());
  // The facts of edict bodies are read on threads of their own, off the thread that serves the pages (closed with the
  // app; a reading still going then reads its last bodies on this thread).
  const feitosEnFios = lectorFeitosEnFios({ fios: config.factsThreads });
  const services: Services = {
    config, db, cache, now,
    opos: createOposService({ db, cache, timeZone: config.timeZone, now }),
    visits: createVisitCounter({ db, flushMs: config.visitFlushMs, log: app.log }),
    adminOnly: createAdminOnly(createAdminTokenVerifier(config, app).verify),
    ...(feitosEnFios ? { lerFeitos: feitosEnFios.ler } : {}),
  };

  app.addSchema(apiErrorSchema);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  // Read cache across processes (PostgreSQL), kept public bodies with their ETags, batched visits; then compression,
  // which leaves the kept (already compressed) bodies alone.
  const invalidation = await shareCacheInvalidation(db, cache, app.log);
  if (invalidation) app.addHook('onClose', async () => invalidation.close());
  if (feitosEnFios) app.addHook('onClose', async () => feitosEnFios.pechar());
  // A write answers once its clear has reached the other processes.
  app.addHook('onSend', async (_req, _reply, payload) => {
    if (cache.unsettled()) await cache.settled();
    return payload;
  });
  // The day in the bulletins' time zone, worked out once per minute (Intl is slow for every request).
  let todayMinute = -1;
  let todayIso = '';
  const today = () => {
    const minute = Math.floor(now().getTime() / 60_000);
    if (minute !== todayMinute) [todayMinute, todayIso] = [minute, services.opos.today()];
    return todayIso;
  };
  const bodyCache = registerPublicBodyCache(app, cache, { today });
  registerVisitCounter(app, services.visits);
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Oposicións Galicia API', version: '1.0.0', description: 'Public and admin calls of SPEC.md section 7.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Health, metrics (every route's requests), operator alerts, backfill: operations, on the root, before the routes.
  await registerOps(app, { services, bodyCache });

  // One plugin per capability; each receives the shared services.
  await app.register(publicOposRoutes, services);
  await app.register(publicRoutes, services);
  await app.register(coberturaRoutes, services);
  await app.register(oepRoutes, services);
  await app.register(ingestionRoutes, services);
  await app.register(authRoutes, services);
  await app.register(idpPlugin, services);
  await app.register(procesosRoutes, services);
  await app.register(ligazonsRoutes, services);
  await app.register(configRoutes, services);
  await app.register(notificationsRoutes, services);
  await app.register(sindicacionRoutes, services);
  await registerStatic(app, config, createPageMetaService({ db, cache, config, now }), { cache, today, visits: services.visits });

  return Object.assign(app as unknown as FastifyInstance, { services });
}
