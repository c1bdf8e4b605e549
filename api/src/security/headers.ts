import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { ENTRY_LOADER_SCRIPT } from 'shared/contract';
import type { Config } from '../config.js';
import { LOGOUT_SCRIPT } from '../idp/idp.pages.js';
import { loopbackOrigins } from './origins.js';

/** The origin of an absolute http(s) URL, or null for a relative one (served by us: 'self'). */
function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of every response. Scripts come only from this site and the configured remotes'
 * origins (no inline script but two, each allowed by its hash: the development provider's sign-out page's, and the
 * loader that starts a server-drawn page's scripts after its first paint, entryLoader.ts); the browser may fetch from
 * this site (API, manifests), the remotes and the OpenID provider; styles allow
 * 'unsafe-inline' because style-loader injects the CSS of the remotes as <style> elements at run time and React
 * writes `style` attributes (styles cannot run code); images also from https: (offers' images are external links);
 * no plugins, no <base>, forms post only to this site (and, in development, its loopback twins the sign-in
 * redirects to); no page of the site may be framed.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const remotes = Object.values(config.remotes).map(originOf).filter((o): o is string => Boolean(o));
  const issuer = originOf(config.oidc.issuer ?? `${config.publicUrl}/idp`);
  const site = originOf(config.publicUrl);
  // Chrome refuses IPv6 literals in source lists ("[::1]" is ignored with a warning): the provider still accepts
  // [::1] redirect URIs, but the policy can only name localhost and 127.0.0.1.
  const loopback = config.oidc.issuer ? [] : loopbackOrigins(config.publicUrl).filter((o) => !o.includes('['));
  const uniq = (list: (string | null)[]) => [...new Set(list.filter((x): x is string => Boolean(x)))];
  const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': uniq(["'self'", ...remotes, hashOf(LOGOUT_SCRIPT), hashOf(ENTRY_LOADER_SCRIPT)]),
    'style-src': uniq(["'self'", "'unsafe-inline'", ...remotes]),
    'img-src': uniq(["'self'", 'data:', 'https:', ...remotes]),
    'font-src': uniq(["'self'", 'data:', ...remotes]),
    'connect-src': uniq(["'self'", ...remotes, issuer, site, ...loopback]),
    'form-action': uniq(["'self'", site, ...loopback]),
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'script-src-attr': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The headers of the browser policy (helmet): the CSP above, nosniff, X-Frame-Options DENY, no Referer sent to
 * anyone, HSTS when the site is served over https, same-origin opener policy. They depend only on the configuration,
 * so helmet works them out once, here, and every response gets the same list.
 */
export function securityHeaders(config: Config): [name: string, value: string][] {
  const https = config.publicUrl.startsWith('https:');
  const policy = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xContentTypeOptions: true,
    // Remote bundles may live on another origin (a CDN): this site's own files can be loaded cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Headers for software long gone (Internet Explorer 8's downloads, the XSS auditor no browser has any more, Flash
    // and old Acrobat reading cross-domain policy files).
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
  });
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  policy({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * The browser policy on every response, replies a plugin takes over included (the sign-in provider's): set on the
 * raw response as the request arrives. (@fastify/helmet would build helmet anew for every request: 14 % of the CPU
 * of a cached public read.)
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
