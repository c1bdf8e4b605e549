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

export const textoQuery = {
  type: 'object',
  required: ['textoBusqueda'],
  additionalProperties: false,
  properties: { textoBusqueda: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export const etiquetaQuery = {
  type: 'object',
  required: ['etiquetaBusqueda'],
  additionalProperties: false,
  properties: { etiquetaBusqueda: { type: 'string', minLength: 1, maxLength: 120 } },
} as const;
const etiquetaListSchema = { type: 'array', items: { type: 'string' } } as const;

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
  app.get<{ Querystring: { textoBusqueda: string } }>('/api/v1/opos/consultaTexto', {
    schema: {
      tags: ['public'],
      summary: 'Competitions matching a text (organisation, description, labels, bulletin), case and accents ignored, best first',
      querystring: textoQuery, response: { 200: opoListSchema, ...errors },
    },
    handler: (req) => opos.publicByText(req.query.textoBusqueda),
  });
  app.get<{ Querystring: { etiquetaBusqueda: string } }>('/api/v1/opos/consulta/etiqueta', {
    schema: { tags: ['public'], summary: 'Competitions carrying a label, newest first', querystring: etiquetaQuery, response: { 200: opoListSchema, ...errors } },
    handler: (req) => opos.publicByEtiqueta(req.query.etiquetaBusqueda),
  });
  app.get('/api/v1/opos/etiquetas', {
    schema: { tags: ['public'], summary: 'Every public label, alphabetical', response: { 200: etiquetaListSchema } },
    handler: () => opos.publicEtiquetas(),
  });
}
