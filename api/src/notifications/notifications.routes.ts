import type { FastifyInstance } from 'fastify';
import type { Services } from '../app.js';

/** Routes of issue #8: addNotificion, confirmation and unsubscribe; the dispatcher. */
export async function notificationsRoutes(_app: FastifyInstance, _services: Services) {
  /* filled by its issue */
}
