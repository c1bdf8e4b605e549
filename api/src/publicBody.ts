import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from './cache.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The public reads whose whole answer depends only on their URL, the day and the data every write clears from the
 * read cache. Another route joins with `config: { publicBodyCache: true }`. The offer page
 * (`ver/procesoOposicion`) is not one: it counts a visit and carries the count (see public.routes.ts).
 */
export const CACHED_PUBLIC_READS = new Set([
  '/api/v1/opos/consultaDias',
  '/api/v1/opos/consulta',
  '/api/v1/opos/consultaTexto',
  '/api/v1/opos/consulta/etiqueta',
  '/api/v1/opos/etiquetas',
  '/api/v1/opos/etiquetas/nomes',
  '/api/v1/opos/procesoOpo/etiquetas',
  '/api/v1/opos/bop/consulta',
  '/api/v1/opos/bop/listadoBopsWeb',
]);

/** Where the bodies live in the read cache's key space: every clear of the public prefix (or of all) empties them. */
export const BODY_KEY_PREFIX = 'public:body:';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this GET route's serialized, compressed 200 answers (see publicBody.ts). */
    publicBodyCache?: boolean;
  }
}

/** One public answer as it goes on the wire: plain bytes, brotli and gzip forms, and its strong ETag. */
export interface CachedBody {
  etag: string;
  type: string;
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  bytes: number;
}

/** Below this size compression is not worth it (as in compression.ts). */
const MIN_COMPRESS = 1024;

/**
 * `brotliQuality`: 7 by default, a good trade for bodies kept for minutes; a rendered page (static.ts) asks for 11: it
 * is built once per write and day and then sent to every visitor, and 11 sends ~8 % fewer bytes (153 KB of home
 * page: 21.4 KB at 7, 19.6 KB at 11, ~140 ms once, in the thread pool).
 */
export async function cachedBodyOf(payload: string | Buffer, type: string, { brotliQuality = 7 } = {}): Promise<CachedBody> {
  const plain = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
  if (plain.length < MIN_COMPRESS) return { etag, type, plain, br: null, gzip: null, bytes: plain.length };
  // Compressed once per entry, off the event loop.
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzipAsync(plain, { level: 6 }),
  ]);
  return { etag, type, plain, br, gzip: gz, bytes: plain.length + br.length + gz.length };
}

/** True when an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/** Accept-Encoding headers are few: their answer is kept (a bounded map: any client may send anything). */
const negotiated = new Map<string, string | null>();
const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });
function encodingFor(accept: string): string | null {
  let e = negotiated.get(accept);
  if (e === undefined) {
    e = negotiator.negotiate(accept);
    if (negotiated.size >= 200) negotiated.clear();
    negotiated.set(accept, e);
  }
  return e;
}

/** Writes the headers of a cached body and returns what to send: the encoding the client prefers, or nothing (304). */
export function answerWith(req: FastifyRequest, reply: FastifyReply, body: CachedBody): Buffer | null {
  reply.header('ETag', body.etag).header('Vary', 'Accept-Encoding').header('Cache-Control', 'no-cache');
  if (ifNoneMatchHits(req.headers['if-none-match'], body.etag)) {
    reply.code(304).removeHeader('Content-Type').removeHeader('Content-Length');
    return null;
  }
  reply.header('Content-Type', body.type);
  const accept = req.headers['accept-encoding'];
  const encoding = body.br && accept ? encodingFor(String(accept)) : null;
  if (encoding === 'br' && body.br) {
    reply.header('Content-Encoding', 'br');
    return body.br;
  }
  if (encoding === 'gzip' && body.gzip) {
    reply.header('Content-Encoding', 'gzip');
    return body.gzip;
  }
  return body.plain;
}

interface Build {
  key: string;
  generation: number;
  done: (body: CachedBody | null) => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    publicBodyBuild?: Build;
  }
}

/**
 * Public reads answered from memory: the first request of a URL (per day) runs the route; its 200 answer is kept
 * serialized and compressed (brotli and gzip) with a strong ETag; the next ones get those bytes as they are, or a
 * 304 when their `If-None-Match` names it. Concurrent first requests of one URL wait for the one that runs the
 * route. Kept entries are dropped by every clear of the read cache (here, or in another process: cacheInvalidation)
 * and a body built while a clear happened is not kept. Must be registered before @fastify/compress (its onSend hook
 * then sees `Content-Encoding` already set and leaves the body alone).
 */
export function registerPublicBodyCache(app: FastifyInstance, cache: ReadCache, { today, ttlMs = 5 * 60_000, maxBytes = 64 * 1024 * 1024 }: { today: () => string; ttlMs?: number; maxBytes?: number }) {
  const routes = new Set(CACHED_PUBLIC_READS);
  app.addHook('onRoute', (route) => {
    if (route.config?.publicBodyCache) routes.add(route.url);
  });
  const bodies = new Map<string, { expires: number; body: CachedBody }>();
  const building = new Map<string, Promise<CachedBody | null>>();
  let bytes = 0;
  const drop = (key: string) => {
    const e = bodies.get(key);
    if (!e) return;
    bytes -= e.body.bytes;
    bodies.delete(key);
  };
  cache.onClear((prefix) => {
    if (!BODY_KEY_PREFIX.startsWith(prefix) && !prefix.startsWith(BODY_KEY_PREFIX)) return;
    for (const key of [...bodies.keys()]) if (key.startsWith(prefix)) drop(key);
    for (const key of [...building.keys()]) if (key.startsWith(prefix)) building.delete(key);
  });
  const keep = (key: string, body: CachedBody) => {
    if (body.bytes > maxBytes / 8) return; // one huge answer must not push everything else out
    drop(key);
    bodies.set(key, { expires: Date.now() + ttlMs, body });
    bytes += body.bytes;
    // Oldest first (Map order; a hit moves its entry to the end).
    for (const k of bodies.keys()) {
      if (bytes <= maxBytes) break;
      drop(k);
    }
  };
  let hits = 0;
  let misses = 0;
  const lookup = (key: string): CachedBody | null => {
    const e = bodies.get(key);
    if (!e || e.expires <= Date.now()) {
      if (e) drop(key);
      misses += 1;
      return null;
    }
    hits += 1;
    bodies.delete(key);
    bodies.set(key, e);
    return e.body;
  };

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !routes.has(req.routeOptions.url ?? '') || !cache.enabled()) return;
    const key = `${BODY_KEY_PREFIX}${today()}:${req.url}`;
    let body = lookup(key);
    if (!body) {
      const pending = building.get(key);
      if (pending) body = await pending;
    }
    if (body) {
      const out = answerWith(req, reply, body);
      return reply.send(out);
    }
    let done!: (b: CachedBody | null) => void;
    const promise = new Promise<CachedBody | null>((resolve) => (done = resolve));
    building.set(key, promise);
    req.publicBodyBuild = {
      key,
      generation: cache.generation(),
      done: (b) => {
        if (building.get(key) === promise) building.delete(key);
        done(b);
      },
    };
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const build = req.publicBodyBuild;
    if (!build) return payload;
    req.publicBodyBuild = undefined;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      build.done(null);
      return payload;
    }
    const body = await cachedBodyOf(payload, String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8'));
    // A clear while this answer was being built: it may hold data older than the write, so it is not kept.
    const fresh = cache.generation() === build.generation && cache.enabled();
    if (fresh) keep(build.key, body);
    build.done(fresh ? body : null);
    return answerWith(req, reply, body);
  });

  // An answer that never reached onSend (aborted, failed) releases the requests waiting for it.
  const release = async (req: FastifyRequest) => {
    req.publicBodyBuild?.done(null);
    req.publicBodyBuild = undefined;
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  return {
    size: () => bodies.size,
    bytes: () => bytes,
    /** Public reads answered from a kept body (hits) and those built by their route (misses), since start. */
    stats: () => ({ hits, misses }),
  };
}
