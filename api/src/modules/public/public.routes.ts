import type { FastifyInstance } from 'fastify';
import { apiErrorSchema, bopSchema, procesoEtiquetaSchema, procesoOposicionSchema } from 'shared/contract';
import type { Services } from '../../services.js';
import { etiquetaQuery } from '../opos/opos.routes.js';
import { ifNoneMatchHits } from '../../publicBody.js';
import { createPublicService } from './public.service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };
const urlAmigableQuery = {
  type: 'object',
  required: ['urlAmigable'],
  additionalProperties: false,
  properties: {
    urlAmigable: { type: 'string', minLength: 1, maxLength: 200 },
    ampliado: { type: 'boolean', description: 'Give every phase its kind of edict (tipoEdicto), also the phases an administrator added, and its competition (uuidOpo); and the offer its facts read from the texts (feitos), each with its quote and edict' },
  },
} as const;

/** Routes of issue #3: the public calls of SPEC.md section 7 on bulletins and offers. */
export async function publicRoutes(app: FastifyInstance, services: Services) {
  const pub = createPublicService({ db: services.db, cache: services.cache, visits: services.visits });

  app.get('/api/v1/opos/bop/consulta', {
    schema: { tags: ['public'], summary: 'Recent bulletins, newest first', response: { 200: { type: 'array', items: bopSchema } } },
    handler: () => pub.bops(),
  });
  app.get<{ Querystring: { etiquetaBusqueda: string } }>('/api/v1/opos/procesoOpo/etiquetas', {
    schema: {
      tags: ['public'], summary: 'Shown offers (selective processes) of a label, newest first',
      querystring: etiquetaQuery, response: { 200: { type: 'array', items: procesoEtiquetaSchema }, ...errors },
    },
    handler: (req) => pub.procesosByEtiqueta(req.query.etiquetaBusqueda),
  });
  app.get<{ Querystring: { urlAmigable: string; ampliado?: boolean } }>('/api/v1/opos/ver/procesoOposicion', {
    schema: {
      tags: ['public'], summary: 'A shown offer with its phases (ordered by orden, then fechaBop); counts one visit',
      querystring: urlAmigableQuery, response: { 200: procesoOposicionSchema, ...errors },
    },
    handler: async (req, reply) => {
      // Every view counts, also one answered 304 (the browser shows the offer it kept, without the newest count).
      const { proceso, etag } = await pub.verProceso(req.query.urlAmigable, { ampliado: req.query.ampliado === true });
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      if (ifNoneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
      return proceso;
    },
  });
}
