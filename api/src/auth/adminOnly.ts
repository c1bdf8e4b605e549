import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';

/**
 * Admin rights on every admin call: `createAdminOnly(verify)` returns a Fastify preHandler that answers 401 for a
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

/** A bearer token as RFC 6750 allows it (b64token), of a sane length. */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

export function createAdminOnly(verify: TokenVerifier) {
  return async function adminOnly(req: FastifyRequest, _reply: FastifyReply) {
    if (req.adminUser) return; // already checked for this request (the /api/v1/config/** guard)
    const header = req.headers.authorization;
    const match = header && header.length <= 8192 ? BEARER.exec(header.trim()) : null;
    if (!match) throw unauthorized();
    const result = await verify(match[1]);
    if (!result || !result.active) throw unauthorized('Token de acceso non válido ou caducado', 'TOKEN_NON_VALIDO');
    if (!result.admin) throw forbidden();
    req.adminUser = result.user;
  };
}
