import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, as the client's `Accept-Encoding` prefers, on every text response the server builds (API JSON,
 * the HTML of the shell, OpenAPI). Built files are already compressed (`.br`/`.gz` beside them, served by
 * @fastify/static `preCompressed`) and cached public bodies carry their compressed forms (`publicBody.ts`): a
 * response whose `Content-Encoding` is already set passes through untouched. Brotli level 5 keeps a 100 KB JSON body
 * under a few milliseconds; small bodies (< 1 KB) are not worth it.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}
