import { apiErrorSchema } from 'shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { badRequest } from '../errors.js';
import { createConstantesStore } from './constantes.store.js';

/** The constants an administrator may change, with the values each accepts. */
export const CONSTANTES: Record<string, readonly string[]> = {
  BLOQUEO_BUSQUEDA_BOP_BOE: ['true', 'false'],
};

/** Every admin path of SPEC.md section 7 lives under these prefixes. */
const ADMIN_PREFIXES = ['/api/v1/config/', '/api/v1/estadisticas/'];
export const isAdminPath = (url: string) => {
  const path = url.split('?')[0];
  return ADMIN_PREFIXES.some((p) => path.startsWith(p) || path === p.slice(0, -1));
};

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const security = [{ bearer: [] }];

const constanteSchema = {
  type: 'object',
  required: ['constante', 'valor'],
  additionalProperties: false,
  properties: { constante: { type: 'string', minLength: 1, maxLength: 80 }, valor: { type: 'string', maxLength: 200 } },
} as const;

/** Routes of issue #5: oauth/authorizationAdmin, config constants, borrar/caches; and the admin guard of /config and /estadisticas. */
export async function authRoutes(app: FastifyInstance, services: Services) {
  const { adminOnly, cache } = services;
  const constantes = createConstantesStore(services.db);

  // Every request under the admin prefixes proves admin rights before anything else happens (body parsing
  // included), even on a route that forgot its preHandler or does not exist yet. Routes keep their own
  // preHandler too; the second check is free (request.adminUser is set).
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (isAdminPath(req.url)) await adminOnly(req, reply);
  });

  app.get('/api/v1/oauth/authorizationAdmin', {
    preHandler: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Admin rights of the bearer token: 200 with the user name for an administrator, 403 otherwise',
      security,
      response: {
        200: {
          type: 'object',
          required: ['nombre', 'sub', 'admin'],
          properties: { nombre: { type: 'string' }, sub: { type: 'string' }, admin: { type: 'boolean' } },
        },
        ...errors,
      },
    },
    handler: async (req) => ({ nombre: req.adminUser!.name, sub: req.adminUser!.sub, admin: true }),
  });

  app.get('/api/v1/config/ver/constantes', {
    preHandler: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'The business constants an administrator can change, with their current values',
      security,
      response: { 200: { type: 'array', items: constanteSchema }, ...errors },
    },
    handler: async () => (await constantes.list()).filter((c) => c.constante in CONSTANTES),
  });

  app.post<{ Body: { constante: string; valor: string } }>('/api/v1/config/modificar/constantes', {
    preHandler: adminOnly,
    schema: {
      tags: ['admin'],
      summary: "Changes a business constant (BLOQUEO_BUSQUEDA_BOP_BOE: 'true' or 'false')",
      security,
      body: constanteSchema,
      response: { 200: constanteSchema, ...errors },
    },
    handler: async (req) => {
      const { constante, valor } = req.body;
      const allowed = CONSTANTES[constante];
      if (!allowed) throw badRequest(`Constante descoñecida: ${constante}`, 'CONSTANTE_DESCONOCIDA');
      if (!allowed.includes(valor)) throw badRequest(`Valor non válido para ${constante}: admite ${allowed.join(', ')}`, 'VALOR_NON_VALIDO');
      await constantes.set(constante, valor);
      return { constante, valor };
    },
  });

  app.get('/api/v1/config/borrar/caches', {
    preHandler: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Empties the server caches (public reads)',
      security,
      response: {
        200: {
          type: 'object',
          required: ['descripcion', 'entradasBorradas'],
          properties: { descripcion: { type: 'string' }, entradasBorradas: { type: 'integer' } },
        },
        ...errors,
      },
    },
    handler: async () => {
      const entradasBorradas = cache.size();
      cache.clear();
      return { descripcion: 'Cachés borradas', entradasBorradas };
    },
  });
}

// Not encapsulated: its onRequest hook guards the admin prefixes of the whole app (as fastify-plugin does).
Object.assign(authRoutes, { [Symbol.for('skip-override')]: true });
