import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app.js';

/** Routes of issue #3: the public calls of SPEC.md section 7 (besides consultaDias/consulta). */
export async function publicRoutes(_app: FastifyInstance, _services: Services) {
  /* filled by its issue */
}
