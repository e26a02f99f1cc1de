import { data, redirect } from 'react-router';
import { type StoreView, type UrlMapHit, type UrlRewrite } from '@encore/contracts';
import { apiCall, ApiUnavailableError } from '#app/lib/api.server.ts';
import { localizePath, normalizePathname, resolveStoreView, stripStorePrefix } from '#app/lib/store-view.ts';
import { isHomeAlias, rewriteRedirect, routeForMapping, UrlCache, urlCacheKey, type Redirect } from './url-rules.ts';

/** Rewrites and mappings change rarely; a minute keeps new ones visible soon without asking the API per request. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const rewriteCache = new UrlCache<Redirect | null>(MAX_ENTRIES, TTL_MS);
const mappingCache = new UrlCache<string | null>(MAX_ENTRIES, TTL_MS);

/** Test hook: forget every cached rewrite and mapping. */
export function clearUrlCaches(): void {
  rewriteCache.clear();
  mappingCache.clear();
}

async function rewriteFor(store: StoreView, key: string): Promise<Redirect | null> {
  const cacheKey = `${store.storeCode}:${key}`;
  const cached = rewriteCache.get(cacheKey);
  if (cached) return cached.value;
  const r = await apiCall<UrlRewrite | null>('/api/url', { query: { path: key, storeCode: store.storeCode } });
  const decision = r.ok ? rewriteRedirect(r.result) : null;
  rewriteCache.set(cacheKey, decision);
  return decision;
}

async function mappedRoute(store: StoreView, key: string): Promise<string | null> {
  const cacheKey = `${store.storeCode}:${key}`;
  const cached = mappingCache.get(cacheKey);
  if (cached) return cached.value;
  const r = await apiCall<UrlMapHit | null>('/api/url/map', { body: { url: key, storeCode: store.storeCode, includeFields: ['url_path', 'identifier'] } });
  const route = r.ok ? routeForMapping(r.result) : null;
  mappingCache.set(cacheKey, route);
  return route;
}

/**
 * Resolves a URL no route knows (spec 2): `/home` goes to `/`; then the
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
