import type { ReadCache } from './cache.js';
import type { CachedBody } from './publicBody.js';

/** Where rendered pages live in the read cache's key space: every clear of the public prefix (or of all) empties them. */
export const PAGE_KEY_PREFIX = 'public:page:';

export interface RenderedPage {
  body: CachedBody;
  status: number;
  /** Offers the page shows whose every view counts (a process page): counted again on each page served. */
  visitedOffers: string[];
}

/**
 * Rendered pages kept as they go on the wire (plain, brotli, gzip, strong ETag), as the public JSON bodies are
 * (publicBody.ts): emptied by every clear of the read cache, here or announced by another process (LISTEN/NOTIFY:
 * cacheInvalidation.ts); a page built while a clear happened is not kept; off while the cache is off. Bounded in bytes.
 */
export function createRenderedPages(cache: ReadCache, { ttlMs = 5 * 60_000, maxBytes = 32 * 1024 * 1024 } = {}) {
  const pages = new Map<string, { expires: number; page: RenderedPage }>();
  const building = new Map<string, Promise<{ page: RenderedPage; keep: boolean }>>();
  let bytes = 0;
  const forget = (key: string) => {
    const kept = pages.get(key);
    if (kept) bytes -= kept.page.body.bytes;
    pages.delete(key);
  };
  cache.onClear((prefix) => {
    if (!PAGE_KEY_PREFIX.startsWith(prefix) && !prefix.startsWith(PAGE_KEY_PREFIX)) return;
    for (const key of [...pages.keys()]) if (key.startsWith(prefix)) forget(key);
    building.clear();
  });

  return {
    /**
     * The page of `key`, kept or built by `build` (concurrent first requests share one build). `keep: false` from
     * `build` (a page the browser renders alone) is served but not kept.
     */
    async get(key: string, build: () => Promise<{ page: RenderedPage; keep: boolean }>): Promise<{ page: RenderedPage; hit: boolean }> {
      const full = `${PAGE_KEY_PREFIX}${key}`;
      const kept = pages.get(full);
      if (kept && kept.expires > Date.now()) {
        pages.delete(full); // most recently used last
        pages.set(full, kept);
        return { page: kept.page, hit: true };
      }
      if (kept) forget(full);
      const pending = building.get(full);
      if (pending) return { page: (await pending).page, hit: true };
      const generation = cache.generation();
      const built = build();
      building.set(full, built);
      try {
        const { page, keep } = await built;
        if (keep && cache.enabled() && cache.generation() === generation && page.body.bytes <= maxBytes / 8) {
          pages.set(full, { expires: Date.now() + ttlMs, page });
          bytes += page.body.bytes;
          for (const k of pages.keys()) {
            if (bytes <= maxBytes) break;
            forget(k);
          }
        }
        return { page, hit: false };
      } finally {
        if (building.get(full) === built) building.delete(full);
      }
    },
    size: () => pages.size,
  };
}

export type RenderedPages = ReturnType<typeof createRenderedPages>;
