import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';

/**
 * PLACEHOLDER until the sign-in issue (#5) replaces it with real verification against the OpenID provider.
 * Contract kept by the real one: `createAdminOnly(deps)` returns a Fastify preHandler that answers 401 for a
 * missing, malformed, expired or revoked bearer token and 403 for a valid token without admin rights, and sets
 * `request.adminUser` ({ sub, name }) for an administrator.
 */
export interface AdminUser {
  sub: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    adminUser?: AdminUser;
  }
}

export type TokenVerifier = (token: string) => Promise<{ active: boolean; admin: boolean; user: AdminUser } | null>;

export function createAdminOnly(verify: TokenVerifier) {
  return async function adminOnly(req: FastifyRequest, _reply: FastifyReply) {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw unauthorized();
    const result = await verify(match[1]);
    if (!result || !result.active) throw unauthorized('Token de acceso non válido ou caducado', 'TOKEN_NON_VALIDO');
    if (!result.admin) throw forbidden();
    req.adminUser = result.user;
  };
}
