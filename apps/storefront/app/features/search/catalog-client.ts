import type { SearchBody, SearchResult, StoreCode } from '@encore/contracts';
import { createCache } from '#app/lib/cache.ts';
import { requestHash } from './request-hash.ts';

/** The browser gives a catalogue search 5000 ms. */
export const CLIENT_SEARCH_TIMEOUT_MS = 5000;

export interface ClientSearchRequest {
  storeCode: StoreCode;
  entity: 'product' | 'attribute';
  body: SearchBody;
  size?: number;
  sort?: string;
  include?: string[];
}

// Results by request hash, kept for the page's lifetime; the least recently used of 50 go first.
const cache = createCache<string, SearchResult>({ max: 50 });

export function clearClientSearchCache(): void {
  cache.clear();
}

function searchUrl(r: ClientSearchRequest): string {
  const q = new URLSearchParams({ request: JSON.stringify({ filters: [], aggregations: [], ...r.body }) });
  if (r.size !== undefined) q.set('size', String(r.size));
  if (r.sort) q.set('sort', r.sort);
  if (r.include?.length) q.set('_source_include', r.include.join(','));
  return `/api/catalog/${encodeURIComponent(r.storeCode)}/${r.entity}/_search?${q}`;
}

/**
 * A catalogue read from the browser over the same-origin `/api` (GET, so it is
 * cacheable), aborted after 5000 ms; equal requests are answered from the cache.
 */
export async function clientSearch<T = Record<string, unknown>>(r: ClientSearchRequest, opts: { signal?: AbortSignal; fetcher?: typeof fetch } = {}): Promise<SearchResult<T>> {
  const key = requestHash(r);
  const hit = cache.get(key);
  if (hit) return hit as SearchResult<T>;
  const timeout = AbortSignal.timeout(CLIENT_SEARCH_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  const response = await (opts.fetcher ?? fetch)(searchUrl(r), { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`catalogue search failed: ${response.status}`);
  const json = (await response.json()) as { result?: SearchResult<T> } & Partial<SearchResult<T>>;
  const result = (json.result ?? json) as SearchResult<T>;
  if (!Array.isArray(result.items)) throw new Error('catalogue search: unexpected answer');
  cache.set(key, result as SearchResult);
  return result;
}
