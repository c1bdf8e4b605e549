import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPublicRoute, SERVER_STATE_ID } from 'shared/contract';
import type { Config } from './config.js';
import { loadEntryAfterFirstPaint } from './entryLoader.js';
import { renderShellHtml, type PageMeta } from './sharing/pageMeta.js';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  shared?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const readJson = (file: string): Manifest | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
};

/** The first API call of a public route, when the URL alone decides it (the home list of the last 7 days, an offer). */
function firstApiCall(pathname: string, search: string): string | null {
  const query = new URLSearchParams(search);
  query.delete('lang');
  if ((pathname === '/public/' || pathname === '/public/home') && query.size === 0) return '/api/v1/opos/consultaDias?dias=7&ampliado=true'; // as mf-public asks for it
  const offer = /^\/public\/oposicion\/([a-z0-9-]{1,200})\/?$/.exec(pathname);
  // As RTK Query asks for it (the same URL, or the browser would not use the hint and the view would count twice).
  if (offer) return `/api/v1/opos/ver/procesoOposicion?${new URLSearchParams({ urlAmigable: offer[1], ampliado: 'true' })}`;
  return null;
}

/**
 * A drawn page is painted once its content is parsed (the footer, `#contacto`, has begun), not first with the header
 * alone and then again with the text: the first paint is the largest (LCP = FCP). Browsers without `rel=expect`
 * ignore it.
 */
const RENDER_WHOLE_CONTENT = '<link rel="expect" href="#contacto" blocking="render">';

/** A preload hint of a built file: a script or a style sheet. */
const preload = (href: string) => `<link rel="preload" href="${href}" as="${href.endsWith('.css') ? 'style' : 'script'}">`;

/**
 * mf-public's screens as chunks of their own (mf-public/src/routes.tsx, `screen-<folder>`): the chunk group of the
 * screen a public route shows, hinted with the route. A route not listed still works, its screen found a moment later.
 */
const SCREEN_CHUNKS: Record<string, string> = {
  '': 'screen-home', home: 'screen-home', 'oposicion/:opo': 'screen-offerDetail', etiquetas: 'screen-etiquetas', bop: 'screen-bops',
  cobertura: 'screen-cobertura', acerca: 'screen-site', privacidade: 'screen-site', 'aviso-legal': 'screen-site',
};
function screenChunkOf(pathname: string): string | null {
  if (!pathname.startsWith('/public/')) return null;
  const match = matchPublicRoute(pathname.slice('/public/'.length));
  return match ? SCREEN_CHUNKS[match.pattern] ?? null : null;
}

/**
 * The shell's index.html with preload hints, computed once at start from the built manifests: the run-time
 * configuration, the shell's shared chunks, mf-public's manifest, remote entry and route chunks, and
 * the route's first API call. The browser fetches them in parallel instead of discovering them one after the other.
 * Only remotes served by this server (their default `/remotes/...` URL) are hinted.
 */
/** A page rendered on the server (serverRender.ts): its HTML and the state it was drawn from, serialised for a script. */
export interface RenderedContent {
  html: string;
  state: string;
}

export type ShellPage = (url: string, meta?: PageMeta, rendered?: RenderedContent) => { html: string; etag: string };

export function createShellPage(config: Config, shellDist: string): ShellPage | null {
  const indexFile = join(shellDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const index = readFileSync(indexFile, 'utf8');
  const runtimeConfigHint = '<link rel="preload" href="/public/runtime-config.json" as="fetch" crossorigin="anonymous">';
  const links: string[] = [];
  const shell = readJson(join(shellDist, 'mf-manifest.json'));
  const seen = new Set<string>();
  for (const s of shell?.shared ?? []) {
    for (const f of [...(s.assets?.js?.sync ?? []), ...(s.assets?.css?.sync ?? [])]) if (!seen.has(f)) seen.add(f), links.push(preload(`/public/${f}`));
  }
  const screenFiles = new Map<string, string[]>();
  // mf-public's federation chain (manifest, remote entry, the `routes` module's chunks if any): hinted on both kinds of page.
  const remoteHints: string[] = [];
  // Every style sheet of mf-public's screens: a rendered route no SCREEN_CHUNKS entry names links them all.
  let remoteCss: string[] = [];
  const publicUrl = config.remotes.mf_public;
  const local = /^\/remotes\/(mf-public)\/mf-manifest\.json$/.exec(publicUrl);
  if (local) {
    const base = `/remotes/${local[1]}/`;
    const manifest = readJson(join(config.staticRoot, local[1], 'dist', 'mf-manifest.json'));
    if (manifest) {
      remoteHints.push(`<link rel="preload" href="${publicUrl}" as="fetch" crossorigin="anonymous">`);
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) remoteHints.push(`<link rel="preload" href="${base}${entry.path ? `${entry.path}/` : ''}${entry.name}" as="script">`);
      // A build that splits the `routes` module from the remote entry lists its files here (ours lists none).
      const routes = manifest.exposes?.find((e) => e.name === 'routes');
      for (const f of routes?.assets?.js?.sync ?? []) remoteHints.push(`<link rel="preload" href="${base}${f}" as="script">`);
      links.push(...remoteHints);
      const groups = readJson(join(config.staticRoot, local[1], 'dist', 'chunk-groups.json')) as Record<string, string[]> | null;
      for (const [name, files] of Object.entries(groups ?? {})) if (name.startsWith('screen-')) screenFiles.set(name, files.map((f) => `${base}${f}`));
      // The screens' and their parts' style sheets, from chunk-groups.json (the manifest lists none under `routes`).
      const groupsCss = Object.entries(groups ?? {}).filter(([name]) => name !== 'main').flatMap(([, files]) => files.filter((f) => f.endsWith('.css')));
      remoteCss = [...new Set(groupsCss)].map((f) => `${base}${f}`);
    }
  }
  const pages = new Map<string, { html: string; etag: string }>();
  const hintsOf = (api: string | null, screen: string | null) => [
    runtimeConfigHint,
    ...links,
    ...(screen ? screenFiles.get(screen) ?? [] : []).map(preload),
    ...(api ? [`<link rel="preload" href="${api.replace(/&/g, '&amp;')}" as="fetch" crossorigin="anonymous">`] : []),
  ].join('');
  // A rendered page: its data and run-time configuration travel in it (no hint for them); its style sheets are linked
  // (one round trip after the HTML, cached for a year by their hashed names, shared by every page), not inlined: the
  // page's own bytes decide how many a server sends per second (docs/speed.md, "Cached like the public JSON bodies").
  // Then the hints of mf-public's federation chain and of the route's screen chunk (issue 25): without them the
  // browser found each file only after the one before had run (main.js → manifest → remote entry → routes → screen),
  // one round trip each, after the first paint; with them they load while the page parses.
  /**
   * A drawn page's head: its style sheets and the render hint, but no preload of the federation chain or the
   * screen's code. The content is in the HTML: those scripts only hydrate it, and fetched at once they share the
   * phone's bandwidth with the HTML and its CSS, the page's first paint (Lighthouse mobile, 28 Nov 2026: LCP 1.4–2.6 s
   * with the hints, 1.0–1.1 s without; TBT too, docs/speed.md). The browser finds them as before (main.js → manifest →
   * remote entry → screen); the page a browser draws alone (`page()` below) keeps every hint.
   */
  const renderedHintsOf = (screen: string | null) => {
    const files = screen && screenFiles.has(screen) ? screenFiles.get(screen)! : remoteCss;
    const sheets = [...links.map((l) => / as="style">$/.test(l) ? /href="([^"]+)"/.exec(l)![1] : null), ...files].filter((f): f is string => Boolean(f?.endsWith('.css')));
    return [...sheets.map((href) => `<link rel="stylesheet" href="${href}">`), RENDER_WHOLE_CONTENT].join('');
  };
  const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;
  const page = (api: string | null, screen: string | null) => {
    const key = `${screen ?? ''} ${api ?? ''}`;
    let p = pages.get(key);
    if (!p) {
      if (pages.size > 1000) pages.clear(); // one entry per offer hinted: bounded
      const html = index.replace('</title>', `</title>${hintsOf(api, screen)}`);
      p = { html, etag: etagOf(html) };
      pages.set(key, p);
    }
    return p;
  };
  // The built index.html is minified (unquoted attributes where possible): match both spellings.
  const ROOT = /<div id=(?:"root"|root)><\/div>/;
  const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
  // With the page's sharing tags (title, description, canonical, Open Graph, JSON-LD: sharing/pageMeta.ts).
  return (url: string, meta?: PageMeta, rendered?: RenderedContent) => {
    const [pathname, search = ''] = url.split('?');
    const screen = screenChunkOf(pathname);
    if (rendered && meta) {
      // The content, then its state for the store (before the deferred scripts run); no "needs JavaScript" notice: it reads without.
      const html = loadEntryAfterFirstPaint(renderShellHtml(index, meta, renderedHintsOf(screen)))
        .replace(NOSCRIPT, '')
        .replace(ROOT, () => `<div id="root">${rendered.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${rendered.state}</script>`);
      return { html, etag: etagOf(html) };
    }
    const api = firstApiCall(pathname, search);
    if (!meta) return page(api, screen);
    const html = renderShellHtml(index, meta, hintsOf(api, screen));
    return { html, etag: etagOf(html) };
  };
}
