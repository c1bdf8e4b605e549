import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app.js';

/** Routes of issue #6: admin bulletins, competitions, offers and phases. */
export async function procesosRoutes(_app: FastifyInstance, _services: Services) {
  /* filled by its issue */
}
