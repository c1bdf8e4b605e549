import { apiErrorSchema, opoListSchema } from 'shared/contract';
import type { FastifyInstance } from 'fastify';
import type { OposService } from './opos.service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
export const diasQuery = {
  type: 'object',
  required: ['dias'],
  additionalProperties: false,
  properties: { dias: { type: 'integer', minimum: 1, maximum: 366 } },
} as const;
export const dateQuery = {
  type: 'object',
  required: ['date'],
  additionalProperties: false,
  properties: { date: { type: 'string', maxLength: 10 }, bop: { type: 'string', minLength: 1, maxLength: 80 } },
} as const;

/** Public reads of competitions (SPEC.md section 7). */
export async function publicOposRoutes(app: FastifyInstance, { opos }: { opos: OposService }) {
  app.get<{ Querystring: { dias: number } }>('/api/v1/opos/consultaDias', {
    schema: { tags: ['public'], summary: 'Competitions of the last `dias` days', querystring: diasQuery, response: { 200: opoListSchema, ...errors } },
    handler: (req) => opos.publicLastDays(req.query.dias),
  });
  app.get<{ Querystring: { date: string; bop?: string } }>('/api/v1/opos/consulta', {
    schema: { tags: ['public'], summary: 'Competitions of one date, optionally of one bulletin', querystring: dateQuery, response: { 200: opoListSchema, ...errors } },
    handler: (req) => opos.publicByDate(req.query.date, req.query.bop),
  });
}
