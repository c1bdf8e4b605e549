import type { FastifyInstance } from 'fastify';
import type { Services } from '../app.js';

/** Routes of issue #4: relazar/lecturaBop, relazar/analisis, bop/listadoBopsWeb; the schedule. */
export async function ingestionRoutes(_app: FastifyInstance, _services: Services) {
  /* filled by its issue */
}
