import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { HttpError } from '../errors.js';
import type { AdminUser, TokenVerifier } from './adminOnly.js';
import { IDP_MOUNT } from '../idp/devProvider.js';

/** What RFC 7662 token introspection answers (plus the identity claims providers add). */
export interface Introspection {
  active: boolean;
  sub?: string;
  exp?: number;
  client_id?: string;
  azp?: string;
  aud?: string | string[];
  token_type?: string;
  typ?: string;
  name?: string;
  preferred_username?: string;
  username?: string;
  email?: string;
  email_verified?: boolean;
  [claim: string]: unknown;
}

/** How the verifier reaches the provider: a POST of a form, answered with JSON. */
export type IntrospectionTransport = (form: URLSearchParams, authorization: string) => Promise<{ status: number; body: unknown }>;

const POSITIVE_CACHE_MS = 15_000;
const NEGATIVE_CACHE_MS = 60_000;
const MAX_ENTRIES = 5000;

/** Reads a claim by path (`roles`, `realm_access.roles`, `resource_access.opos-api.roles`). */
export function claimAt(claims: Record<string, unknown>, path: string): unknown {
  if (path in claims) return claims[path];
  let node: unknown = claims;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Admin rights: the role in the role claim, or an e-mail (verified) or subject in the allowed list. */
export function decideAdmin(claims: Introspection, oidc: Config['oidc']): boolean {
  const roles = claimAt(claims, oidc.adminRoleClaim);
  const roleList = Array.isArray(roles) ? roles.map(String) : typeof roles === 'string' ? roles.split(/[\s,]+/) : [];
  if (oidc.adminRole && roleList.includes(oidc.adminRole)) return true;
  const allowed = new Set(oidc.adminEmails);
  if (claims.email && claims.email_verified !== false && allowed.has(claims.email.toLowerCase())) return true;
  return Boolean(claims.sub && allowed.has(claims.sub.toLowerCase()));
}

export function userOf(claims: Introspection): AdminUser {
  const sub = claims.sub ?? '';
  return { sub, name: claims.name || claims.preferred_username || claims.username || claims.email || sub };
}

/**
 * Verifies bearer tokens by introspection (RFC 7662) at the OpenID provider with the API's own confidential
 * client. Answers are kept briefly (never past the token's expiry) so a page's burst of calls costs one request.
 */
const providerDown = () => new HttpError(503, 'PROVEDOR_IDENTIDADE_NON_DISPONIBLE', 'Non se puido comprobar o token: o provedor de identidade non responde', {
  es: 'No se pudo comprobar el token: el proveedor de identidad no responde',
});

/** Where the verifier says that the provider is down (pino-like). */
export interface VerifierLog {
  error(obj: object, msg: string): void;
}

export function createTokenVerifier({ config, transport, log }: { config: Config; transport: IntrospectionTransport; log?: VerifierLog }) {
  const { oidc } = config;
  const authorization = `Basic ${Buffer.from(`${encodeURIComponent(oidc.apiClientId)}:${encodeURIComponent(oidc.apiClientSecret)}`).toString('base64')}`;
  const cache = new Map<string, { until: number; value: Awaited<ReturnType<TokenVerifier>> }>();

  const remember = (key: string, until: number, value: Awaited<ReturnType<TokenVerifier>>) => {
    if (cache.size >= MAX_ENTRIES) {
      const now = Date.now();
      for (const [k, v] of cache) if (v.until <= now) cache.delete(k);
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, { until, value });
  };

  const verify: TokenVerifier = async (token) => {
    const key = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.value;

    const form = new URLSearchParams({ token, token_type_hint: 'access_token' });
    let answer: { status: number; body: unknown };
    try {
      answer = await transport(form, authorization);
    } catch (error) {
      log?.error({ err: error }, 'token introspection: the OpenID provider cannot be reached');
      throw providerDown();
    }
    const body = answer.body && typeof answer.body === 'object' ? (answer.body as { error?: unknown }) : null;
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 403) {
      // The provider read the request and refused the token itself (a forged, foreign, structured or malformed
      // token: `unsupported_token_type`, `invalid_request`…): not a token of ours, a 401 like any other.
      remember(key, now + NEGATIVE_CACHE_MS, null);
      return null;
    }
    if (answer.status !== 200 || !body) {
      log?.error({ status: answer.status, error: body?.error }, answer.status === 401 || answer.status === 403
        ? 'token introspection: the OpenID provider refuses the API client credentials (OIDC_API_CLIENT_ID/SECRET)'
        : 'token introspection: the OpenID provider answered with an error');
      throw providerDown();
    }
    const claims = answer.body as Introspection;
    const expMs = typeof claims.exp === 'number' ? claims.exp * 1000 : now + POSITIVE_CACHE_MS;
    const kind = String(claims.token_type ?? claims.typ ?? (config.oidc.issuer ? 'bearer' : '')).toLowerCase();
    const audiences = Array.isArray(claims.aud) ? claims.aud : claims.aud ? [claims.aud] : [];
    const forUs = [claims.client_id, claims.azp].includes(oidc.publicClientId) || audiences.includes(oidc.apiClientId);
    if (claims.active !== true || expMs <= now || kind !== 'bearer' || !forUs) {
      remember(key, now + NEGATIVE_CACHE_MS, null);
      return null;
    }
    const value = { active: true, admin: decideAdmin(claims, oidc), user: userOf(claims) };
    remember(key, Math.min(now + POSITIVE_CACHE_MS, expMs), value);
    return value;
  };
  return { verify };
}

/** Introspection at an external provider: its endpoint comes from the discovery document. */
export function httpIntrospection(issuer: string): IntrospectionTransport {
  let endpoint: Promise<string> | null = null;
  const discover = async () => {
    const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`discovery: HTTP ${res.status}`);
    const doc = (await res.json()) as { introspection_endpoint?: string };
    if (!doc.introspection_endpoint) throw new Error('the provider has no introspection_endpoint');
    return doc.introspection_endpoint;
  };
  return async (form, authorization) => {
    endpoint ??= discover().catch((error) => {
      endpoint = null; // try again next time
      throw error;
    });
    const res = await fetch(await endpoint, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

/** Introspection at the embedded development provider: the same HTTP call, made in-process. */
export function inProcessIntrospection(app: FastifyInstance, path: string): IntrospectionTransport {
  return async (form, authorization) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: form.toString(),
    });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body };
  };
}

/** The verifier the app uses: the configured provider's introspection, or the embedded one's. */
export function createAdminTokenVerifier(config: Config, app: FastifyInstance) {
  const transport = config.oidc.issuer ? httpIntrospection(config.oidc.issuer) : inProcessIntrospection(app, `${IDP_MOUNT}/token/introspection`);
  return createTokenVerifier({ config, transport, log: app.log });
}
