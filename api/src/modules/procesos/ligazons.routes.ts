import type { FastifyInstance } from 'fastify';
import { ligazonRevisarListSchema, uuidString } from 'shared/contract';
import type { Services } from '../../services.js';
import { admin, adminErrors } from './procesos.schemas.js';
import { createLigazonsService } from './ligazons.service.js';

const uuidOpoBody = { type: 'object', required: ['uuidOpo'], additionalProperties: false, properties: { uuidOpo: uuidString } } as const;
const moverBody = { type: 'object', required: ['uuidOpo', 'uuidProceso'], additionalProperties: false, properties: { uuidOpo: uuidString, uuidProceso: uuidString } } as const;
const decisionResponse = { type: 'object', required: ['uuidOpo', 'uuidProceso'], properties: { uuidOpo: { type: 'string' }, uuidProceso: { type: 'string' } } } as const;

/** Issue 13: the review queue of uncertain links between edicts and processes (confirm, move, split). */
export async function ligazonsRoutes(app: FastifyInstance, services: Services) {
  const { db, cache, adminOnly } = services;
  const ligazons = createLigazonsService({ db, cache });
  const guarded = { preHandler: adminOnly };
  app.get('/api/v1/config/procesos/ligazonsRevisar', {
    ...guarded,
    schema: { ...admin, summary: 'Edicts linked to a process without certainty, with the confidence and evidence of the link', response: { 200: ligazonRevisarListSchema, ...adminErrors } },
    handler: () => ligazons.revisar(),
  });
  app.post<{ Body: { uuidOpo: string } }>('/api/v1/config/procesos/ligazon/confirmar', {
    ...guarded,
    schema: { ...admin, summary: 'Confirms the link of an edict to its process (a new analysis keeps it)', body: uuidOpoBody, response: { 200: decisionResponse, ...adminErrors } },
    handler: (req) => ligazons.confirmar(req.body.uuidOpo),
  });
  app.post<{ Body: { uuidOpo: string; uuidProceso: string } }>('/api/v1/config/procesos/ligazon/mover', {
    ...guarded,
    schema: { ...admin, summary: 'Moves an edict to another process', body: moverBody, response: { 200: decisionResponse, ...adminErrors } },
    handler: (req) => ligazons.mover(req.body.uuidOpo, req.body.uuidProceso),
  });
  app.post<{ Body: { uuidOpo: string } }>('/api/v1/config/procesos/ligazon/separar', {
    ...guarded,
    schema: { ...admin, summary: 'Takes an edict out of its process into a new process of its own', body: uuidOpoBody, response: { 200: decisionResponse, ...adminErrors } },
    handler: (req) => ligazons.separar(req.body.uuidOpo),
  });
}
