import { isSitePath, STORE_VIEWS, type StoreCode, type StoreView } from '@encore/contracts';
import { normalizePathname } from './store-path.ts';

export { localizePath, normalizePathname, stripStorePrefix } from './store-path.ts';

/**
 * The only owner (with <Link> in link.tsx) of store-view URL prefixes.
 * The Swedish store lives at `/`, German at `/de`, Italian at `/it`.
 */
export const ENABLED_STORE_CODES: readonly StoreCode[] = ['default', 'store_de', 'store_it'];

export const DEFAULT_STORE_VIEW: StoreView = STORE_VIEWS.default;

/** What a browser may see of a store view (loader data; no host lists). */
export interface ClientStoreView {
  storeCode: StoreCode;
  urlPrefix: StoreView['urlPrefix'];
  name: string;
  i18n: StoreView['i18n'];
}

export function toClientStoreView(s: StoreView): ClientStoreView {
  return { storeCode: s.storeCode, urlPrefix: s.urlPrefix, name: s.name, i18n: s.i18n };
}

function enabledViews(): StoreView[] {
  return ENABLED_STORE_CODES.map((c) => STORE_VIEWS[c]);
}

/** The enabled store view whose non-empty prefix is `segment`, if any. */
export function storeViewForPrefix(segment: string | undefined): StoreView | undefined {
  if (!segment) return undefined;
  return enabledViews().find((s) => s.urlPrefix !== '' && s.urlPrefix === segment);
}

/** All enabled store views, default first (hreflang, sitemap, languages modal). */
export function enabledStoreViews(): StoreView[] {
  return enabledViews();
}

/**
 * `STORE_HOSTS` ("shop.example.de=store_de,shop.example.it=store_it") maps
 * host names to store views, on top of the hosts listed in contracts.
 * Unknown or disabled store codes are ignored rather than failing start-up.
 */
export function parseStoreHosts(value: string | undefined): Map<string, StoreView> {
  const map = new Map<string, StoreView>();
  for (const s of enabledViews()) for (const h of s.hosts) map.set(h.toLowerCase(), s);
  for (const entry of (value ?? '').split(',')) {
    const [host, code] = entry.split('=').map((x) => x.trim());
    const view = code && ENABLED_STORE_CODES.includes(code as StoreCode) ? STORE_VIEWS[code as StoreCode] : undefined;
    if (host && view) map.set(host.toLowerCase(), view);
  }
  return map;
}

let hostMap: { raw: string | undefined; map: Map<string, StoreView> } | undefined;
function configuredHosts(): Map<string, StoreView> {
  // Read lazily: this module is also bundled for the browser, where there is no process.
  const raw = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.STORE_HOSTS;
  if (!hostMap || hostMap.raw !== raw) hostMap = { raw, map: parseStoreHosts(raw) };
  return hostMap.map;
}

/**
 * The store view of a request: the enabled store whose prefix is the first
 * path segment, else the store mapped to the request's host name, else the
 * default store. Validating that an unknown first segment is not a store is
 * the `:store?` layout's job (404).
 */
export function resolveStoreView(request: Request, hosts: Map<string, StoreView> = configuredHosts()): StoreView {
  const url = new URL(request.url);
  const first = normalizePathname(url.pathname).split('/')[1];
  return storeViewForPrefix(first) ?? hosts.get(url.hostname.toLowerCase()) ?? DEFAULT_STORE_VIEW;
}

/** True when a `:store?` param is either absent or an enabled store prefix. */
export function isValidStoreParam(store: string | undefined): boolean {
  return store === undefined || storeViewForPrefix(store) !== undefined;
}


/** `to` when it is a path on this site (the one rule for where a visitor may be sent back to), else `fallback`. */
export function safeRedirectPath(to: unknown, fallback = '/'): string {
  return typeof to === 'string' && isSitePath(to) ? to : fallback;
}
