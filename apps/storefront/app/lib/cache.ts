import { LRUCache } from 'lru-cache';

/**
 * The shop's one in-process cache (lru-cache), for the server and the
 * browser alike: bounded by entries, least recently used dropped first, and
 * with a time to live when one is given.
 */
export type Cache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> = LRUCache<K, V>;

export interface CacheLimits {
  /** Most entries kept. */
  max: number;
  /** How long an entry is served, in milliseconds; without it an entry stays until it is pushed out. */
  ttlMs?: number;
  /** The clock a time to live is measured with (milliseconds); tests pass their own. */
  now?: () => number;
}

export function createCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>({ max, ttlMs, now }: CacheLimits): Cache<K, V> {
  if (!ttlMs) return new LRUCache<K, V>({ max });
  // Read the clock on every lookup rather than once per millisecond, so an entry is never served past its time.
  return new LRUCache<K, V>({ max, ttl: ttlMs, ttlResolution: 0, ...(now ? { perf: { now } } : {}) });
}

/**
 * One shared load per key: callers asking while it runs or after it finished
 * get the same promise until the entry expires or is pushed out. A load that
 * fails is forgotten at once, so the next caller tries again.
 */
export function memoize<K extends NonNullable<unknown>, V>(cache: Cache<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit) return hit;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.peek(key) === loading) cache.delete(key);
  });
  return loading;
}
