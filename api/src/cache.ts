/** In-process cache of public reads; every write that affects them clears the keys under its prefix. */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(prefix?: string): void;
  size(): number;
}

export function createReadCache({ ttlMs = 5 * 60_000, maxEntries = 2000 } = {}): ReadCache {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      const value = load();
      entries.set(key, { expires: now + ttlMs, value });
      value.catch(() => entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear(prefix = '') {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
    size: () => entries.size,
  };
}
