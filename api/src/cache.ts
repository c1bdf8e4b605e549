/**
 * In-process cache of public reads; every write that affects them clears the keys under its prefix. With several
 * server processes on one PostgreSQL database, `cacheInvalidation.ts` carries each clear to the other processes
 * (LISTEN/NOTIFY); `publicBody.ts` keeps the serialized, compressed bodies of the public reads beside it and is
 * emptied by the same clears.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Clears the keys under `prefix` here and, when the cache is shared, in every other server process. */
  clear(prefix?: string): void;
  size(): number;
  /** Reads answered from the cache (hits) and loaded (misses, and every read while the cache is off), since start. */
  stats(): { hits: number; misses: number };
  /** Clears here only (what a clear announced by another process does). */
  clearLocal(prefix?: string): void;
  /** Called after every clear, local or announced by another process, with its prefix. */
  onClear(listener: (prefix: string) => void): () => void;
  /** Changes on every clear: a read that started before a write can tell that its result may be stale. */
  generation(): number;
  /**
   * False while the cache cannot be kept right (the connection that hears other processes' clears is down):
   * `get` then always loads, and nothing is kept.
   */
  enabled(): boolean;
  setEnabled(on: boolean): void;
  /** Where a clear goes besides this process (set by the cross-process invalidation). */
  setPublisher(publish: ((prefix: string) => Promise<void>) | null): void;
  /** Resolves once every clear made so far has reached the other processes (at once without a publisher). */
  settled(): Promise<void>;
  /** True while a clear is still on its way to the other processes. */
  unsettled(): boolean;
}

export function createReadCache({ ttlMs = 5 * 60_000, maxEntries = 2000 } = {}): ReadCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  const listeners = new Set<(prefix: string) => void>();
  let gen = 0;
  let hits = 0;
  let misses = 0;
  let on = true;
  let publisher: ((prefix: string) => Promise<void>) | null = null;
  const inFlight = new Set<Promise<void>>();

  const clearLocal = (prefix = '') => {
    gen += 1;
    for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    for (const listener of listeners) listener(prefix);
  };

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!on) {
        misses += 1;
        return load();
      }
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        hits += 1;
        return hit.value as Promise<T>;
      }
      misses += 1;
      const value = load();
      const entry = { expires: now + ttlMs, value };
      entries.set(key, entry);
      // A failed load is forgotten (only if it is still the entry: a clear may have replaced it meanwhile).
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear(prefix = '') {
      clearLocal(prefix);
      if (!publisher) return;
      const sent: Promise<void> = publisher(prefix).catch(() => undefined).finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    },
    clearLocal,
    size: () => entries.size,
    stats: () => ({ hits, misses }),
    onClear(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    generation: () => gen,
    enabled: () => on,
    setEnabled(value) {
      if (!value) clearLocal('');
      on = value;
    },
    setPublisher(publish) {
      publisher = publish;
    },
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    unsettled: () => inFlight.size > 0,
  };
}
