import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema, COBERTURA_DIAS_DEFECTO, COBERTURA_DIAS_MAX, coberturaSchema, isoToDateArray, dateArrayToIso, textosPendentesSchema, textosRelanzadosSchema,
} from 'shared/contract';
import type { Services } from '../../services.js';
import { badRequest } from '../../errors.js';
import { createIngestionHttp } from '../../ingestion/run.js';
import { lerTextosPendentes, revalidarTextos } from '../../ingestion/textos.js';
import { enfilarTextos, reactivarFallidos } from '../../ingestion/textos.store.js';
import { PUBLIC_CACHE_PREFIX } from '../opos/opos.service.js';
import { createCoberturaService } from './cobertura.service.js';

const coberturaQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { dias: { type: 'integer', minimum: 1, maximum: COBERTURA_DIAS_MAX, default: COBERTURA_DIAS_DEFECTO } },
} as const;

/** Public coverage health of the bulletins (issue 16): how each bulletin's reading went, day by day. */
export async function coberturaRoutes(app: FastifyInstance, services: Services) {
  const cobertura = createCoberturaService({ db: services.db, cache: services.cache, timeZone: services.config.timeZone, now: services.now });
  app.get<{ Querystring: { dias: number } }>('/api/v1/opos/bop/cobertura', {
    schema: {
      tags: ['public'],
      summary: 'Coverage health of each bulletin over the last `dias` days (default 90): last good reading, days read, without bulletin, failed, changed layout; edicts and competitions per day; failed publishing days in a row',
      querystring: coberturaQuery,
      response: { 200: coberturaSchema, 400: apiErrorSchema },
    },
    handler: (req) => cobertura.cobertura(req.query.dias),
  });

  const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 503: apiErrorSchema };

  app.get<{ Querystring: { limite: number } }>('/api/v1/config/ver/textosPendentes', {
    preHandler: services.adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Edict bodies not stored yet (pending a retry, or failed after all attempts): how many per bulletin, and the newest with their last error',
      security: [{ bearer: [] }],
      querystring: { type: 'object', additionalProperties: false, properties: { limite: { type: 'integer', minimum: 1, maximum: 500, default: 50 } } },
      response: { 200: textosPendentesSchema, ...adminErrors },
    },
    handler: (req) => cobertura.textosPendentes(req.query.limite),
  });

  app.post<{ Body: { fecha?: number[] } }>('/api/v1/config/relazar/textos', {
    preHandler: services.adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Fetches now the edict bodies not stored yet (failed ones too), of one bulletin date or of all; with a date, first asks again for its stored bodies with their validators (a 304 keeps them); answers what it did',
      security: [{ bearer: [] }],
      body: {
        type: 'object',
        additionalProperties: false,
        properties: { fecha: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 9999 }, minItems: 3, maxItems: 3 } },
      },
      response: { 200: textosRelanzadosSchema, ...adminErrors },
    },
    handler: async (req) => {
      let fecha: string | undefined;
      if (req.body?.fecha) {
        fecha = dateArrayToIso(req.body.fecha);
        if (!isoToDateArray(fecha)) throw badRequest(`fecha debe ser unha data válida (recibido ${JSON.stringify(req.body.fecha)})`, 'DATA_INCORRECTA', `fecha debe ser una fecha válida (recibido ${JSON.stringify(req.body.fecha)})`);
      }
      const deps = { db: services.db, http: createIngestionHttp(services.config), lerFeitos: services.lerFeitos, now: services.now, log: app.log };
      // A date's stored bodies are asked again with their validators first: unchanged ones answer 304 and stay.
      const revalidados = fecha ? await revalidarTextos(deps, fecha) : null;
      await enfilarTextos(services.db, services.now(), fecha);
      await reactivarFallidos(services.db, services.now(), fecha);
      const r = await lerTextosPendentes(deps, { fecha });
      services.cache.clear(PUBLIC_CACHE_PREFIX);
      const lidos = r.lidos + (revalidados?.lidos ?? 0);
      const senCambios = r.senCambios + (revalidados?.senCambios ?? 0);
      const fallidos = r.fallidos + (revalidados?.fallidos ?? 0);
      return {
        descripcion: `Textos: ${lidos} lidos${senCambios ? `, ${senCambios} sen cambios` : ''}${fallidos ? `, ${fallidos} fallaron` : ''}; ${r.pendentes} sen texto aínda`,
        lidos, senCambios, fallidos, pendentes: r.pendentes,
      };
    },
  });
}
