import { CLIENT_SEARCH_TIMEOUT_MS } from './catalog-client.ts';
import { requestHash } from './request-hash.ts';

const LIMIT = 30;
const results = new Map<string, unknown>();

/**
 * Results-page data for client navigations: answered from memory when the
 * same request (store path and query) was seen, otherwise fetched and kept;
 * a fetch slower than the client timeout fails instead of hanging.
 */
export async function cachedResults<T>(request: { path: string; q: string }, load: () => Promise<T>, timeoutMs = CLIENT_SEARCH_TIMEOUT_MS): Promise<T> {
  const key = requestHash(request);
  if (results.has(key)) return results.get(key) as T;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('search timed out', 'TimeoutError')), timeoutMs);
  });
  try {
    const value = await Promise.race([load(), timeout]);
    results.set(key, value);
    if (results.size > LIMIT) results.delete(results.keys().next().value!);
    return value;
  } finally {
    clearTimeout(timer);
  }
}

export function clearResultsCache(): void {
  results.clear();
}
