import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorSchema } from 'shared/contract';
import { createReadCache, type ReadCache } from './cache.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { HttpError } from './errors.js';
import { authRoutes } from './auth/auth.routes.js';
import { createAdminOnly } from './auth/adminOnly.js';
import { createAdminTokenVerifier } from './auth/tokenVerifier.js';
import { idpPlugin } from './idp/idp.plugin.js';
import { ingestionRoutes } from './ingestion/ingestion.routes.js';
import { configRoutes } from './modules/config/config.routes.js';
import { createOposService } from './modules/opos/opos.service.js';
import { publicOposRoutes } from './modules/opos/opos.routes.js';
import { procesosRoutes } from './modules/procesos/procesos.routes.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { registerStatic } from './static.js';

export interface AppDeps {
  config: Config;
  db: Db;
  cache?: ReadCache;
  now?: () => Date;
}

/** Everything the route modules may need, built once per app. */
export interface Services {
  config: Config;
  db: Db;
  cache: ReadCache;
  now: () => Date;
  opos: ReturnType<typeof createOposService>;
  /** Fastify preHandler for every admin route: 401 without a valid token, 403 without admin rights. */
  adminOnly: ReturnType<typeof createAdminOnly>;
}

/** Builds the whole server (API, static files, docs) without listening, so tests run it in-process. */
export type App = FastifyInstance & { services: Services };

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: Math.ceil(config.maxUploadBytes * 1.4) + 64 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    trustProxy: true,
  });

  const cache = deps.cache ?? createReadCache();
  const now = deps.now ?? (() => new Date());
  const services: Services = {
    config, db, cache, now,
    opos: createOposService({ db, cache, timeZone: config.timeZone, now }),
    adminOnly: createAdminOnly(createAdminTokenVerifier(config, app).verify),
  };

  app.addSchema(apiErrorSchema);
  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send({ codigo: error.codigo, descripcion: error.message });
    if ((error as FastifyError).validation) {
      return reply.status(400).send({ codigo: 'PETICION_INCORRECTA', descripcion: `Petición incorrecta: ${error.message}` });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const codigo = status === 413 ? 'DEMASIADO_GRANDE' : status === 415 ? 'TIPO_NON_ADMITIDO' : status === 429 ? 'DEMASIADAS_PETICIONS' : 'PETICION_INCORRECTA';
      return reply.status(status).send({ codigo, descripcion: error.message });
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ codigo: 'ERRO_INTERNO', descripcion: 'Erro interno do servidor' });
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ codigo: 'NON_ATOPADO', descripcion: `Non existe ${req.method} ${req.url.split('?')[0]}` }),
  );

  await app.register(swagger, {
    openapi: {
      info: { title: 'Oposicións Galicia API', version: '1.0.0', description: 'Public and admin calls of SPEC.md section 7.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // One plugin per capability; each receives the shared services.
  await app.register(publicOposRoutes, services);
  await app.register(publicRoutes, services);
  await app.register(ingestionRoutes, services);
  await app.register(authRoutes, services);
  await app.register(idpPlugin, services);
  await app.register(procesosRoutes, services);
  await app.register(configRoutes, services);
  await app.register(notificationsRoutes, services);
  await registerStatic(app, config);

  return Object.assign(app as unknown as FastifyInstance, { services });
}
