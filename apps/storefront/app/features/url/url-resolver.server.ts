import { data, redirect } from 'react-router';
import { type StoreView, type UrlMapHit, type UrlRewrite } from '@encore/contracts';
import { apiCall, ApiUnavailableError } from '#app/lib/api.server.ts';
import { localizePath, normalizePathname, resolveStoreView, stripStorePrefix } from '#app/lib/store-view.ts';
import { createCache, memoize } from '#app/lib/cache.ts';
import { isHomeAlias, rewriteRedirect, routeForMapping, urlCacheKey, type Redirect } from './url-rules.ts';

/**
 * Rewrites and mappings change rarely; a minute keeps new ones visible soon
 * without asking the API about the same unknown path on every request.
 */
const limits = { max: 5_000, ttlMs: 60_000 };
const rewriteCache = createCache<string, Promise<Redirect | null>>(limits);
const mappingCache = createCache<string, Promise<string | null>>(limits);

/** Test hook: forget every cached rewrite and mapping. */
export function clearUrlCaches(): void {
  rewriteCache.clear();
  mappingCache.clear();
}

function rewriteFor(store: StoreView, key: string): Promise<Redirect | null> {
  return memoize(rewriteCache, `${store.storeCode}:${key}`, async () => {
    const r = await apiCall<UrlRewrite | null>('/api/url', { query: { path: key, storeCode: store.storeCode } });
    return r.ok ? rewriteRedirect(r.result) : null;
  });
}

function mappedRoute(store: StoreView, key: string): Promise<string | null> {
  return memoize(mappingCache, `${store.storeCode}:${key}`, async () => {
    const r = await apiCall<UrlMapHit | null>('/api/url/map', { body: { url: key, storeCode: store.storeCode, includeFields: ['url_path', 'identifier'] } });
    return r.ok ? routeForMapping(r.result) : null;
  });
}

/**
 * Resolves a URL no route knows: `/home` goes to `/`; then the
 * path's URL rewrite (a redirect with the rewrite's status); then the URL
 * mapping (a product, category or CMS page, opened at its own route);
 * otherwise, or when the lookup fails, the 404 page. Always throws a
 * response: a redirect or the 404.
 */
export async function resolveUnknownUrl(request: Request): Promise<never> {
  const store = resolveStoreView(request);
  const pathname = stripStorePrefix(normalizePathname(new URL(request.url).pathname), store.urlPrefix ? [store.urlPrefix] : []);
  const key = urlCacheKey(pathname);
  if (isHomeAlias(key)) throw redirect(localizePath('/', store.urlPrefix), 301);
  let target: Redirect | null;
  let route: string | null = null;
  try {
    target = await rewriteFor(store, key);
    if (!target) route = key ? await mappedRoute(store, key) : null;
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    console.warn(`Route not found: /${key} (${error.message})`);
    throw data(null, { status: 404 });
  }
  if (target) throw redirect(target.target.startsWith('/') ? localizePath(target.target, store.urlPrefix) : target.target, target.status);
  if (route) throw redirect(localizePath(route, store.urlPrefix), 302);
  console.info(`No mapping found for /${key}`);
  throw data(null, { status: 404 });
}
