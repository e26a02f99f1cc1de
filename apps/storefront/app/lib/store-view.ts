import { STORE_VIEWS, type StoreCode, type StoreView } from '@encore/contracts';
import { normalizePathname } from './store-path.ts';

export { localizePath, normalizePathname, safeRedirectPath, stripStorePrefix } from './store-path.ts';

/**
 * The only owner (with <Link> in link.tsx) of store-view URL prefixes
 * (house rule 9). The Swedish store lives at `/`; German (`/de`) and Italian
 * (`/it`) are defined in contracts and are switched on here when their issue lands.
 */
export const ENABLED_STORE_CODES: readonly StoreCode[] = ['default'];

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

/**
 * The store view of a request: the enabled store whose prefix is the first
 * path segment, otherwise the default store. Validating that an unknown first
 * segment is not a store is the `:store?` layout's job (404).
 */
export function resolveStoreView(request: Request): StoreView {
  const { pathname } = new URL(request.url);
  const first = normalizePathname(pathname).split('/')[1];
  return storeViewForPrefix(first) ?? DEFAULT_STORE_VIEW;
}

/** True when a `:store?` param is either absent or an enabled store prefix. */
export function isValidStoreParam(store: string | undefined): boolean {
  return store === undefined || storeViewForPrefix(store) !== undefined;
}

