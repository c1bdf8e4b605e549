import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.js';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
  shared?: { name: string; assets?: { js?: { sync?: string[] } } }[];
}

const readJson = (file: string): Manifest | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
};

/** The first API call of a public route, when the URL alone decides it (the home list of the last 7 days). */
function firstApiCall(pathname: string, search: string): string | null {
  if ((pathname === '/public/' || pathname === '/public/home') && search === '') return '/api/v1/opos/consultaDias?dias=7';
  return null;
}

/**
 * The shell's index.html with preload hints, computed once at start from the built manifests: the run-time
 * configuration, the shell's shared chunks, mf-public's manifest, remote entry and route chunks, and the route's
 * first API call. The browser fetches them in parallel instead of discovering them one after the other.
 * Only remotes served by this server (their default `/remotes/...` URL) are hinted.
 */
export function createShellPage(config: Config, shellDist: string): ((url: string) => { html: string; etag: string }) | null {
  const indexFile = join(shellDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const index = readFileSync(indexFile, 'utf8');
  const links: string[] = ['<link rel="preload" href="/public/runtime-config.json" as="fetch" crossorigin="anonymous">'];
  const shell = readJson(join(shellDist, 'mf-manifest.json'));
  const seen = new Set<string>();
  for (const s of shell?.shared ?? []) {
    for (const f of s.assets?.js?.sync ?? []) if (!seen.has(f)) seen.add(f), links.push(`<link rel="preload" href="/public/${f}" as="script">`);
  }
  const publicUrl = config.remotes.mf_public;
  const local = /^\/remotes\/(mf-public)\/mf-manifest\.json$/.exec(publicUrl);
  if (local) {
    const base = `/remotes/${local[1]}/`;
    const manifest = readJson(join(config.staticRoot, local[1], 'dist', 'mf-manifest.json'));
    if (manifest) {
      links.push(`<link rel="preload" href="${publicUrl}" as="fetch" crossorigin="anonymous">`);
      const entry = manifest.metaData?.remoteEntry;
      if (entry?.name) links.push(`<link rel="preload" href="${base}${entry.path ? `${entry.path}/` : ''}${entry.name}" as="script">`);
      const routes = manifest.exposes?.find((e) => e.name === 'routes');
      for (const f of routes?.assets?.js?.sync ?? []) links.push(`<link rel="preload" href="${base}${f}" as="script">`);
    }
  }
  const pages = new Map<string, { html: string; etag: string }>();
  const page = (api: string | null) => {
    const key = api ?? '';
    let p = pages.get(key);
    if (!p) {
      const hints = [...links, ...(api ? [`<link rel="preload" href="${api}" as="fetch" crossorigin="anonymous">`] : [])].join('');
      const html = index.replace('</title>', `</title>${hints}`);
      p = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
      pages.set(key, p);
    }
    return p;
  };
  return (url: string) => {
    const [pathname, search = ''] = url.split('?');
    return page(firstApiCall(pathname, search));
  };
}
