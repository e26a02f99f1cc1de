import { createCache } from '#app/lib/cache.ts';
import { CLIENT_SEARCH_TIMEOUT_MS } from './catalog-client.ts';
import { requestHash } from './request-hash.ts';

// Results-page data by request hash; the least recently used of 30 go first.
const results = createCache<string, object>({ max: 30 });

/**
 * Results-page data for client navigations: answered from memory when the
 * same request (store path and query) was seen, otherwise fetched and kept;
 * a fetch slower than the client timeout fails instead of hanging.
 */
export async function cachedResults<T extends object>(request: { path: string; q: string }, load: () => Promise<T>, timeoutMs = CLIENT_SEARCH_TIMEOUT_MS): Promise<T> {
  const key = requestHash(request);
  const hit = results.get(key);
  if (hit) return hit as T;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('search timed out', 'TimeoutError')), timeoutMs);
  });
  try {
    const value = await Promise.race([load(), timeout]);
    results.set(key, value);
    return value;
  } finally {
    clearTimeout(timer);
  }
}

export function clearResultsCache(): void {
  results.clear();
}
