import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, dateArrayToIso, isoToDateArray, type EstadoLectura } from 'shared/contract';
import { toDateArray, toDateTimeArray } from '../db/mappers.js';
import type { Services } from '../services.js';
import { badRequest } from '../errors.js';
import { parseIsoDate } from '../modules/opos/opos.service.js';
import {
  adminErrors, analisisBodySchema, lecturaBodySchema, lecturasFallidasQuery, lecturasFallidasSchema, listadoBopsWebQuery, listadoBopsWebSchema,
  runSummarySchema,
} from './ingestion.schemas.js';
import { failedLecturas } from './ingestion.store.js';
import { createIngestionHttp, readDate, reanalyzeDate, seedDefaultRules, type RunSummary } from './run.js';
import { createReadingScheduler } from './schedule.js';
import { SOURCES } from './sources/index.js';

type FechaInput = string | number[];

function fechaIso(value: FechaInput): string {
  if (typeof value === 'string') return parseIsoDate(value, 'fecha');
  const iso = dateArrayToIso(value);
  if (!isoToDateArray(iso)) throw badRequest(`fecha debe ser unha data válida (recibido ${JSON.stringify(value)})`, 'DATA_INCORRECTA', `fecha debe ser una fecha válida (recibido ${JSON.stringify(value)})`);
  return iso;
}

const reply = (s: RunSummary) => ({ ...s, fecha: isoToDateArray(s.fecha)! });

/** Routes of issue #4: relazar/lecturaBop, relazar/analisis, bop/listadoBopsWeb; and the daily schedule. */
export async function ingestionRoutes(app: FastifyInstance, services: Services) {
  const { config, db, cache } = services;
  const http = createIngestionHttp(config);
  const deps = { db, cache, http, lerFeitos: services.lerFeitos };
  if (config.seedDefaultRules) {
    const seeded = await seedDefaultRules(db);
    if (seeded.filters || seeded.labels) app.log.info(seeded, 'default search filters and label rules seeded');
  }

  app.post<{ Body: { fecha: FechaInput; envioNotificacion?: boolean } }>('/api/v1/config/relazar/lecturaBop', {
    preHandler: services.adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Reads every bulletin of a date again (stores issues and edicts idempotently), then analyses that date',
      security: [{ bearer: [] }],
      body: lecturaBodySchema,
      response: { 200: runSummarySchema, ...adminErrors },
    },
    handler: async (req) => reply(await readDate(deps, fechaIso(req.body.fecha), { envioNotificacion: req.body.envioNotificacion ?? false })),
  });

  app.post<{ Body: { fecha: FechaInput } }>('/api/v1/config/relazar/analisis', {
    preHandler: services.adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Analyses the stored edicts of a date again with the current filters and label rules (keeps administrator edits)',
      security: [{ bearer: [] }],
      body: analisisBodySchema,
      response: { 200: runSummarySchema, ...adminErrors },
    },
    handler: async (req) => reply(await reanalyzeDate(deps, fechaIso(req.body.fecha))),
  });

  app.get<{ Querystring: { limite?: number } }>('/api/v1/config/ver/lecturasFallidas', {
    preHandler: services.adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'The latest failed bulletin readings (erro, estructura_cambiada, bloqueado) with their traces, newest date first',
      security: [{ bearer: [] }],
      querystring: lecturasFallidasQuery,
      response: { 200: lecturasFallidasSchema, ...adminErrors },
    },
    handler: async (req) => (await failedLecturas(db, req.query.limite ?? 20)).map((l) => ({
      bop: l.bop,
      fechaBop: toDateArray(l.fecha_bop)!,
      estado: l.estado as EstadoLectura,
      trazas: l.trazas,
      lidaEn: toDateTimeArray(l.lida_en, config.timeZone)!,
    })),
  });

  app.get<{ Querystring: { date?: string } }>('/api/v1/opos/bop/listadoBopsWeb', {
    schema: {
      tags: ['public'],
      summary: "Each bulletin's web address for a date",
      querystring: listadoBopsWebQuery,
      response: { 200: listadoBopsWebSchema, 400: apiErrorSchema },
    },
    handler: async (req) => {
      const fecha = req.query.date ? parseIsoDate(req.query.date, 'date') : services.opos.today();
      return SOURCES.map((s) => ({ bop: s.bop, url: s.webUrl(fecha) }));
    },
  });

  if (config.schedule.enabled) {
    const scheduler = createReadingScheduler(deps, { cron: config.schedule.cron, timeZone: config.timeZone, now: services.now, log: app.log });
    app.addHook('onReady', async () => scheduler.start());
    // Half the stop's budget for the reading; the rest is for closing the database and the other loops.
    app.addHook('onClose', async () => scheduler.stop(config.shutdownGraceMs / 2));
  }
}
