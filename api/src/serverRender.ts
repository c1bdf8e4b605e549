import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RuntimeConfig } from 'shared/contract';
import type { Config } from './config.js';

/**
 * Server rendering of the public pages (docs/speed.md): the shell's server build (shell/dist/server/render.cjs)
 * renders a route with the same components the browser runs; each remote's screens come from the remote's own
 * server build, found beside the manifest the run-time configuration names (`…/server/routes.cjs`) and evaluated
 * with the shell's React, router and `shared` (the singletons Module Federation shares in the browser).
 */

export type Lang = 'gl' | 'es';
export type RenderResult =
  | { rendered: true; html: string; api: unknown; remote: string; screen: string; complete: boolean }
  | { rendered: false; reason: string };

interface ShellServerBuild {
  modules: Record<string, unknown>;
  createRenderer(options: {
    fetch: (request: Request) => Promise<Response>;
    loadRemote: (remote: string, exposed: string) => Promise<unknown>;
    runtimeConfig: RuntimeConfig;
  }): (url: string, lang: Lang) => Promise<RenderResult>;
}

/** What a render did besides its HTML: the offers it showed (each view of a process page counts, cached or not). */
export interface RenderOutcome {
  result: RenderResult;
  visitedOffers: string[];
}

export type ServerRenderer = (url: string, lang: Lang) => Promise<RenderOutcome>;

/** The server build of a remote: `server/routes.cjs` beside its manifest (a local folder, or the URL it is served from). */
export function serverBundleOf(manifestUrl: string, staticRoot: string): { file: string } | { url: string } | null {
  const local = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/.exec(manifestUrl);
  if (local) return { file: join(staticRoot, local[1], 'dist', 'server', 'routes.cjs') };
  if (/^https?:\/\//.test(manifestUrl)) return { url: new URL('server/routes.cjs', manifestUrl).href };
  return null;
}

/** A retry after a failed load of a remote's server build, not on every request. */
const RETRY_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;
const PROCESS_CALL = '/api/v1/opos/ver/procesoOposicion';

/** Evaluates a CommonJS bundle whose `require` gets the shell's singletons (and Node's own modules). */
function evaluate(code: string, filename: string, modules: Record<string, unknown>, nodeRequire: NodeRequire): unknown {
  const fn = runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename }) as (e: unknown, r: (n: string) => unknown, m: { exports: unknown }) => void;
  const module = { exports: {} as unknown };
  fn(module.exports, (name) => {
    if (Object.hasOwn(modules, name)) return modules[name];
    if (name.startsWith('node:') || builtinModules.includes(name)) return nodeRequire(name);
    throw new Error(`"${name}" is not one of the modules the shell shares with remotes on the server`);
  }, module);
  return module.exports;
}

/** The renderer, or null (with a log line) when the shell has no server build: every page then renders in the browser. */
export function createServerRenderer({ app, config, runtimeConfig, log }: { app: FastifyInstance; config: Config; runtimeConfig: RuntimeConfig; log: FastifyBaseLogger }): ServerRenderer | null {
  const file = join(config.staticRoot, 'shell', 'dist', 'server', 'render.cjs');
  if (!existsSync(file)) {
    log.info({ file }, 'server rendering off: the shell has no server build (pages render in the browser)');
    return null;
  }
  const nodeRequire = createRequire(import.meta.url);
  let shell: ShellServerBuild;
  try {
    shell = nodeRequire(file) as ShellServerBuild;
  } catch (err) {
    log.error({ err, file }, 'server rendering off: the shell\'s server build could not be loaded');
    return null;
  }

  const remotes = new Map<string, { at: number; module: Promise<unknown> }>();
  const loadRemote = (remote: string, exposed: string): Promise<unknown> => {
    const known = remotes.get(remote);
    if (known && (known.at === 0 || Date.now() - known.at < RETRY_MS)) return known.module;
    const where = serverBundleOf((config.remotes as Record<string, string>)[remote] ?? '', config.staticRoot);
    const module = (async () => {
      if (exposed !== 'routes') throw new Error(`${remote}/${exposed} is not rendered on the server`);
      if (!where) throw new Error(`${remote}: no server build can be located from its manifest URL`);
      const code = 'file' in where
        ? await readFile(where.file, 'utf8')
        : await fetch(where.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then((r) => {
          if (!r.ok) throw new Error(`${where.url}: HTTP ${r.status}`);
          return r.text();
        });
      return evaluate(code, 'file' in where ? where.file : where.url, shell.modules, nodeRequire);
    })();
    const entry = { at: 0, module };
    remotes.set(remote, entry);
    module.catch((err: unknown) => {
      entry.at = Date.now();
      log.warn({ err, remote, where }, 'a remote cannot render on the server: its pages render in the browser');
    });
    return module;
  };

  const visits = new AsyncLocalStorage<string[]>();
  // A render's API calls, answered in process by the same routes (and kept public bodies) the browser would call.
  const inProcess = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const res = await app.inject({ method: request.method as 'GET', url: `${url.pathname}${url.search}`, headers: Object.fromEntries(request.headers) });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    if (url.pathname === PROCESS_CALL && res.statusCode === 200) {
      const uuid = (res.json() as { uuidEntidad?: string }).uuidEntidad;
      if (uuid) visits.getStore()?.push(uuid);
    }
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, { status: res.statusCode, headers });
  };

  const render = shell.createRenderer({ fetch: inProcess, loadRemote, runtimeConfig });
  return async (url, lang) => {
    const visitedOffers: string[] = [];
    const result = await visits.run(visitedOffers, () => render(url, lang)).catch((err: unknown): RenderResult => {
      log.warn({ err, url }, 'server rendering failed: the page renders in the browser');
      return { rendered: false, reason: 'render failed' };
    });
    return { result, visitedOffers };
  };
}
