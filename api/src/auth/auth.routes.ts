import type { FastifyInstance } from 'fastify';
import type { Services } from '../app.js';

/** Routes of issue #5: oauth/authorizationAdmin, modificar/constantes, borrar/caches; the development OpenID provider. */
export async function authRoutes(_app: FastifyInstance, _services: Services) {
  /* filled by its issue */
}
