import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, dateArrayToIso, isoToDateArray } from 'shared/contract';
import { toDateArray, toDateTimeArray } from '../db/mappers.js';
import { migrations } from '../db/migrations/index.js';
import { badRequest, HttpError, notFound, unauthorized } from '../errors.js';
import { adminErrors } from '../ingestion/ingestion.schemas.js';
import { createIngestionHttp } from '../ingestion/run.js';
import { SOURCES } from '../ingestion/sources/index.js';
import type { Services } from '../services.js';
import { createAvisosLoop } from './avisos.js';
import { correrHistorico, prepararHistorico } from './historico.js';
import { createMetrics, tokenMatches, type CacheStats } from './metrics.js';
import {
  avisosSchema, historicoBodySchema, historicosSchema, historicoSchema, pararBodySchema, saudeSchema,
} from './ops.schemas.js';
import { appliedMigrations, historico, historicoEnCurso, pedirParada, ultimosAvisos, ultimosHistoricos, type AvisoRow, type HistoricoRow } from './ops.store.js';

export interface OpsOptions {
  services: Services;
  /** The kept public bodies (publicBody.ts), for the cache hit ratio. */
  bodyCache: CacheStats;
}

type Dia = string | number[];
const diaIso = (value: Dia, name: string): string => {
  const iso = typeof value === 'string' ? value : dateArrayToIso(value);
  if (!isoToDateArray(iso)) throw badRequest(`${name} debe ser unha data válida (recibido ${JSON.stringify(value)})`, 'DATA_INCORRECTA', `${name} debe ser una fecha válida (recibido ${JSON.stringify(value)})`);
  return iso;
};

/**
 * Operations (issue 26): /healthz and /readyz for the balancer, /metrics for Prometheus (never public: a bearer
 * token on the site's port, or a port of its own), the operator's alerts (checked by every server that sends
 * e-mail) and the backfill of past bulletin days for an administrator. Registered on the root (not as an
 * encapsulated plugin) so its request metrics see every route.
 */
export async function registerOps(app: FastifyInstance, { services, bodyCache }: OpsOptions) {
  const { config, db, cache, now } = services;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // ---- Health ----
  app.get('/healthz', {
    schema: { tags: ['ops'], summary: 'Alive: the process answers (for a restart by the supervisor)', response: { 200: saudeSchema } },
    handler: async (_req, reply) => reply.header('cache-control', 'no-store').send({ estado: 'vivo' }),
  });

  const wanted = migrations.map((m) => m.id);
  app.get('/readyz', {
    schema: {
      tags: ['ops'],
      summary: 'Ready for visitors: database reachable, migrations applied, on PostgreSQL the cache-clearing listener connected; 503 otherwise (and while stopping)',
      response: { 200: saudeSchema, 503: saudeSchema },
    },
    handler: async (_req, reply) => {
      let baseDatos = false;
      let migracions = false;
      try {
        const applied = await withTimeout(appliedMigrations(db), 2000);
        baseDatos = true;
        migracions = wanted.every((id) => applied.has(id));
      } catch {
        /* not reachable: baseDatos stays false */
      }
      const escoitaCache = db.kind === 'postgres' ? cache.enabled() : null;
      const ok = baseDatos && migracions && escoitaCache !== false && !closing;
      return reply.code(ok ? 200 : 503).header('cache-control', 'no-store')
        .send({ estado: ok ? 'listo' : 'non_listo', comprobacions: { baseDatos, migracions, escoitaCache, parando: closing } });
    },
  });

  // ---- Metrics ----
  const metrics = createMetrics({ db, now, caches: { data: cache, body: bodyCache } });
  metrics.hook(app);
  const { metricsToken, metricsPort, metricsHost } = config.ops;
  const render = async () => ({ type: metrics.registry.contentType, body: await metrics.registry.metrics() });

  app.get('/metrics', {
    schema: { tags: ['ops'], summary: 'Prometheus metrics: with METRICS_TOKEN as a bearer token; absent here when METRICS_PORT is set or no token is', hide: true },
    handler: async (req, reply) => {
      if (metricsPort !== null || metricsToken === null) {
        throw notFound('As métricas non se serven neste porto (METRICS_PORT ou METRICS_TOKEN)', 'NON_ATOPADO', 'Las métricas no se sirven en este puerto (METRICS_PORT o METRICS_TOKEN)');
      }
      if (!tokenMatches(req.headers.authorization, metricsToken)) {
        throw Object.assign(unauthorized('Falta o token das métricas (METRICS_TOKEN)', 'NON_AUTENTICADO'), { headers: { 'www-authenticate': 'Bearer realm="metrics"' } });
      }
      const m = await render();
      return reply.header('content-type', m.type).header('cache-control', 'no-store').send(m.body);
    },
  });

  if (metricsPort !== null) {
    let server: Server | null = null;
    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        const path = (req.url ?? '').split('?')[0];
        if (req.method !== 'GET' || path !== '/metrics') {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ codigo: 'NON_ATOPADO', descripcion: 'Só /metrics' }));
          return;
        }
        if (metricsToken !== null && !tokenMatches(req.headers.authorization, metricsToken)) {
          res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="metrics"' })
            .end(JSON.stringify({ codigo: 'NON_AUTENTICADO', descripcion: 'Falta o token das métricas (METRICS_TOKEN)' }));
          return;
        }
        render().then(
          (m) => res.writeHead(200, { 'content-type': m.type, 'cache-control': 'no-store' }).end(m.body),
          (err) => {
            app.log.error({ err }, 'metrics failed');
            res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ codigo: 'ERRO', descripcion: 'Non se puideron ler as métricas' }));
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(metricsPort, metricsHost, () => resolve());
      });
      app.log.info({ port: metricsPort, host: metricsHost }, 'metrics served on their own port');
    });
    app.addHook('onClose', async () => {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    });
  }

  // ---- Operator alerts ----
  const boletins = SOURCES.map((s) => s.bop);
  if (config.notifications.dispatcherEnabled) {
    const loop = createAvisosLoop({ db, config, now, boletins, log: app.log });
    app.addHook('onReady', async () => loop.start());
    app.addHook('onClose', async () => loop.stop());
  }

  app.get<{ Querystring: { limite?: number } }>('/api/v1/config/ver/avisosOperador', {
    preHandler: services.adminOnly,
    schema: {
      tags: ['admin'],
      summary: "The operator's alerts (failed or unread bulletin days, stuck e-mails): open first, then the latest",
      security: [{ bearer: [] }],
      querystring: { type: 'object', additionalProperties: false, properties: { limite: { type: 'integer', minimum: 1, maximum: 200, default: 30 } } },
      response: { 200: avisosSchema, ...adminErrors },
    },
    handler: async (req) => ({
      enderezo: Boolean(config.ops.operatorEmail),
      avisos: (await ultimosAvisos(db, req.query.limite ?? 30)).map((a) => avisoOut(a, config.timeZone)),
    }),
  });

  // ---- Backfill ----
  const ingestion = { db, cache, http: createIngestionHttp(config), lerFeitos: services.lerFeitos, config, now, log: app.log };
  let running: Promise<unknown> | null = null;
  app.addHook('onClose', async () => {
    stopAsked = true;
    await running;
  });
  let stopAsked = false;

  app.get('/api/v1/config/ver/historico', {
    preHandler: services.adminOnly,
    schema: {
      tags: ['admin'], summary: 'The backfill of past bulletin days: the one running, and the latest ones',
      security: [{ bearer: [] }], response: { 200: historicosSchema, ...adminErrors },
    },
    handler: async () => {
      const enCurso = await historicoEnCurso(db, now());
      return { enCurso: enCurso ? historicoOut(enCurso, config.timeZone) : null, ultimos: (await ultimosHistoricos(db, 10)).map((h) => historicoOut(h, config.timeZone)) };
    },
  });

  app.post<{ Body: { desde: Dia; ata?: Dia; boletins?: string[] } }>('/api/v1/config/relazar/historico', {
    preHandler: services.adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Starts (or resumes) reading every past publishing day from desde to ata (default yesterday) of the bulletins given (default all), in the background; 202',
      security: [{ bearer: [] }], body: historicoBodySchema, response: { 202: historicoSchema, ...adminErrors },
    },
    handler: async (req, reply) => {
      const { desde, ata, boletins: bops } = req.body;
      const pedido = {
        desde: diaIso(desde, 'desde'), ata: ata === undefined ? null : diaIso(ata, 'ata'), boletins: bops ?? null,
        iniciadoPor: req.adminUser?.name || req.adminUser?.sub || 'admin',
      };
      // One at a time (they share the bulletins' pace): checked before anything is recorded.
      if (running || (await historicoEnCurso(db, now()))) {
        throw new HttpError(409, 'HISTORICO_EN_CURSO', 'Xa hai unha lectura do histórico en curso', { es: 'Ya hay una lectura del histórico en curso' });
      }
      const plan = await prepararHistorico(ingestion, pedido);
      stopAsked = false;
      const job = correrHistorico(ingestion, plan, { parar: () => stopAsked });
      running = job.catch((err) => app.log.error({ err }, 'backfill stopped by an error')).finally(() => { running = null; });
      // Answer once it is claimed (or has failed to start), so the admin page sees it running.
      for (let i = 0; i < 50 && running; i += 1) {
        const row = await historico(db, plan.row.uuid);
        if (row && row.estado === 'en_curso') return reply.code(202).send(historicoOut(row, config.timeZone));
        await new Promise((r) => setTimeout(r, 20));
      }
      return reply.code(202).send(historicoOut((await historico(db, plan.row.uuid))!, config.timeZone));
    },
  });

  app.post<{ Body: { uuid: string } }>('/api/v1/config/parar/historico', {
    preHandler: services.adminOnly,
    schema: {
      tags: ['admin'], summary: 'Stops a running backfill after the day in hand (it resumes where it stopped when started again)',
      security: [{ bearer: [] }], body: pararBodySchema, response: { 200: historicoSchema, 404: apiErrorSchema, ...adminErrors },
    },
    handler: async (req) => {
      const stopped = await pedirParada(db, req.body.uuid, now());
      if (!stopped.length) throw notFound('Non hai ningunha lectura do histórico en curso con ese identificador', 'NON_ATOPADO', 'No hay ninguna lectura del histórico en curso con ese identificador');
      return historicoOut((await historico(db, req.body.uuid))!, config.timeZone);
    },
  });
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<T>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), ms); })]).finally(() => clearTimeout(timer));
}

const avisoOut = (a: AvisoRow, tz: string) => ({
  uuid: a.uuid,
  tipo: a.tipo,
  bop: a.bop,
  fechaBop: toDateArray(a.fecha_bop),
  estadoLectura: a.estado_lectura,
  detalle: a.detalle,
  creadoEn: toDateTimeArray(a.creado_en, tz)!,
  resoltoEn: toDateTimeArray(a.resolto_en, tz),
  estadoCorreo: a.estado_correo ?? null,
});

export const historicoOut = (h: HistoricoRow, tz: string) => ({
  uuid: h.uuid,
  desde: toDateArray(h.desde)!,
  ata: toDateArray(h.ata)!,
  boletins: h.boletins,
  estado: h.estado,
  totalDias: h.total_dias,
  diasFeitos: h.dias_feitos,
  lecturasOk: h.lecturas_ok,
  lecturasSenBoletin: h.lecturas_sen_boletin,
  lecturasFallidas: h.lecturas_fallidas,
  lecturasPrevias: h.lecturas_previas,
  edictos: h.edictos,
  opos: h.opos,
  iniciadoPor: h.iniciado_por,
  creadoEn: toDateTimeArray(h.creado_en, tz)!,
  actualizadoEn: toDateTimeArray(h.actualizado_en, tz)!,
  rematadoEn: toDateTimeArray(h.rematado_en, tz),
});
