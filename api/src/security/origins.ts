const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins a browser may use for the site when it is served on a loopback address (development): the same port
 * on localhost, 127.0.0.1 and [::1]. Empty when PUBLIC_URL is not a loopback address.
 */
export function loopbackOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK.has(url.hostname)) return [];
  return [...LOOPBACK].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}
