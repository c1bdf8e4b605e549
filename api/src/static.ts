import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from 'shared/contract';
import type { Config } from './config.js';
import { serializeForScript } from 'shared/contract';
import type { ReadCache } from './cache.js';
import { answerWith, cachedBodyOf } from './publicBody.js';
import { publicBase } from './publicBase.js';
import { createRenderedPages, type RenderedPage } from './renderedPages.js';
import { createServerRenderer } from './serverRender.js';
import { createShellPage } from './shellPage.js';
import { pageLang, type PageMetaService } from './sharing/pageMeta.service.js';

// A content-hashed file, or its precompressed `.br`/`.gz` twin (written by the build beside it).
const HASHED = /\.[0-9a-f]{10}\.(js|css|map)(\.br|\.gz)?$/;
const REMOTE_DIRS = ['mf-public', 'mf-admin-offers', 'mf-admin-config', 'mf-auth'];

function cacheControl(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

type FileResponse = { setHeader(name: string, value: string): unknown };

function cacheHeaders(res: FileResponse, path: string) {
  res.setHeader('Cache-Control', cacheControl(path));
  // The same URL answers brotli, gzip or plain bytes by Accept-Encoding (`preCompressed`): caches must key on it.
  res.setHeader('Vary', 'Accept-Encoding');
}

function varyHeader(res: FileResponse) {
  res.setHeader('Vary', 'Accept-Encoding');
}

/** What server rendering needs: the read cache (its clears empty the kept pages), the day, the visit counter. */
export interface RenderingDeps {
  cache: ReadCache;
  today: () => string;
  visits: { record(uuid: string): number };
}

/** The shell under /public/ (history fallback), each remote's files under /remotes/<name>/, runtime configuration. */
export async function registerStatic(app: FastifyInstance, config: Config, pageMeta?: PageMetaService, rendering?: RenderingDeps) {
  const runtimeConfig: RuntimeConfig = {
    remotes: config.remotes,
    canalMensaxeriaUrl: config.canalMensaxeriaUrl,
    contactoUrl: `mailto:${config.contactoEmail}`,
    operador: {
      nome: config.operador.nome,
      email: config.operador.email,
      ...(config.operador.enderezo ? { enderezo: config.operador.enderezo } : {}),
      ...(config.operador.nif ? { nif: config.operador.nif } : {}),
    },
    lectura: { horario: config.schedule.cron, zonaHoraria: config.timeZone, activa: config.schedule.enabled },
    oidc: {
      issuer: config.oidc.issuer ?? `${config.publicUrl}/idp`,
      clientId: config.oidc.publicClientId,
      scope: 'openid profile email offline_access',
      redirectPath: '/public/admin/callback',
    },
  };
  app.get('/public/runtime-config.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig;
  });
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.redirect('/public/'));
  // Pages outside the shell (the sign-in provider's) make browsers ask for /favicon.ico.
  app.get('/favicon.ico', { schema: { hide: true } }, (_req, reply) => reply.redirect('/public/favicon.svg', 301));

  const shellDist = join(config.staticRoot, 'shell', 'dist');
  const haveShell = existsSync(join(shellDist, 'index.html'));
  // Only decorates `reply.sendFile`; the /public/* routes below choose between a file and the fallback.
  // No Last-Modified (the ETag says it) and no byte ranges (scripts, styles and manifests are fetched whole): fewer
  // header bytes on every file of a first view.
  const lean = { acceptRanges: false, lastModified: false } as const;
  await app.register(fastifyStatic, { root: haveShell ? shellDist : config.staticRoot, serve: false, preCompressed: true, setHeaders: varyHeader, ...lean });
  for (const dir of REMOTE_DIRS) {
    const root = join(config.staticRoot, dir, 'dist');
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, { root, prefix: `/remotes/${dir}/`, decorateReply: false, cacheControl: false, setHeaders: cacheHeaders, etag: true, preCompressed: true, ...lean });
  }
  // History fallback: every other /public/* path is a screen of the single-page app.
  const shellPage = haveShell ? createShellPage(config, shellDist) : null;
  // Public pages rendered on the server with their content (serverRender.ts), kept as the public JSON bodies are.
  const render = haveShell && rendering && config.serverRender ? createServerRenderer({ app, config, runtimeConfig, log: app.log }) : null;
  const pages = rendering ? createRenderedPages(rendering.cache) : null;
  const renderPage = async (req: FastifyRequest): Promise<{ page: RenderedPage; keep: boolean }> => {
    const lang = pageLang(new URLSearchParams(req.url.split('?')[1] ?? ''), req.headers['accept-language'], req.headers.cookie);
    const meta = pageMeta ? await pageMeta.forRequest(req).catch((err: unknown) => (req.log.error({ err }, 'sharing tags'), undefined)) : undefined;
    const { result, visitedOffers } = await render!(req.url, lang);
    if (!result.rendered) {
      // The browser renders it, as before server rendering: a page that asks for it, or a remote that cannot.
      req.log.info({ url: req.url, reason: result.reason }, 'page rendered in the browser');
      const { html } = shellPage!(req.url, meta);
      return { page: { body: await cachedBodyOf(html, 'text/html; charset=utf-8'), status: meta?.status ?? 200, visitedOffers }, keep: false };
    }
    const state = serializeForScript({ lang, api: result.api, runtimeConfig });
    const { html } = shellPage!(req.url, meta, { html: result.html, state });
    // kept and sent to every visitor until the next write: compressed as small as brotli goes
    const body = await cachedBodyOf(html, 'text/html; charset=utf-8', { brotliQuality: result.complete ? 11 : 7 });
    return { page: { body, status: meta?.status ?? 200, visitedOffers }, keep: result.complete };
  };
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!haveShell || !shellPage) return reply.status(503).type('text/plain').send('The front end is not built: run `npm run build`.');
    reply.header('Cache-Control', 'no-cache');
    if (render && pages && rendering && !req.url.startsWith('/public/admin')) {
      const lang = pageLang(new URLSearchParams(req.url.split('?')[1] ?? ''), req.headers['accept-language'], req.headers.cookie);
      // One page per day (deadlines read "today"), language, origin (canonical links) and URL.
      const { page, hit } = await pages.get(`${rendering.today()}:${lang}:${publicBase(config, req)}:${req.url}`, () => renderPage(req));
      // Each view of a process page counts, also one served from memory (a new render counted it when it read it).
      if (hit) for (const uuid of page.visitedOffers) rendering.visits.record(uuid);
      reply.status(page.status);
      const out = page.status === 200 ? answerWith(req, reply, page.body) : (reply.type(page.body.type), page.body.plain);
      return reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie').send(out);
    }
    // The page's sharing tags and status: 404 for a path no screen answers or a process that is not shown.
    const meta = pageMeta ? await pageMeta.forRequest(req).catch((err: unknown) => (req.log.error({ err }, 'sharing tags'), undefined)) : undefined;
    // index.html with the preload hints of the route (computed at start from the manifests), compressed on the way out.
    const { html, etag } = shellPage(req.url, meta);
    reply.header('ETag', etag).header('Vary', 'Accept-Encoding, Accept-Language');
    if (meta?.status === 404) return reply.status(404).type('text/html; charset=utf-8').send(html);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get('/public', { schema: { hide: true } }, (_req, reply) => reply.redirect('/public/'));
  app.get('/public/', { schema: { hide: true } }, sendIndex);
  app.get('/public/*', { schema: { hide: true } }, async (req, reply) => {
    const rel = (req.params as { '*': string })['*'];
    if (haveShell && rel && !rel.includes('..') && existsSync(join(shellDist, rel)) && /\.[a-z0-9]+$/i.test(rel)) {
      reply.header('Cache-Control', cacheControl(rel));
      return reply.sendFile(rel, shellDist, { cacheControl: false });
    }
    return sendIndex(req, reply);
  });
}
