import type { FastifyInstance } from 'fastify';
import type { Services } from '../../app.js';

/** Routes of issue #7: label rules, search filters, notifications list, statistics. */
export async function configRoutes(_app: FastifyInstance, _services: Services) {
  /* filled by its issue */
}
