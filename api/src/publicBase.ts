import type { FastifyRequest } from 'fastify';
import type { Config } from './config.js';

/** A Host header worth echoing: a DNS name or an address, with an optional port — nothing else. */
const HOST = /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * The absolute base (scheme + host, no trailing slash) of the site's public links: canonical URLs, feeds, the
 * sitemap. PUBLIC_BASE_URL (or PUBLIC_URL) when set; otherwise the request's own scheme and host (the scheme as
 * TRUST_PROXY lets Fastify read it), and PUBLIC_URL's default when the Host header is not a plain host name.
 */
export function publicBase(config: Pick<Config, 'publicBaseUrl' | 'publicUrl'>, req: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const host = req.host;
  if (host && host.length <= 260 && HOST.test(host)) return `${req.protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
  return config.publicUrl;
}
