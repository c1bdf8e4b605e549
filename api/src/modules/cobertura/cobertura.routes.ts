import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, COBERTURA_DIAS_DEFECTO, COBERTURA_DIAS_MAX, coberturaSchema } from 'shared/contract';
import type { Services } from '../../app.js';
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
}
