import type { StoreCode, StoreView } from '@encore/contracts';
import type { Seo } from '#app/lib/seo.ts';
import { enabledStoreViews, normalizePathname, stripStorePrefix } from '#app/lib/store-view.ts';
import { absoluteUrl, buildAlternates, type AlternateStore } from './hreflang.ts';

/**
 * The shop's public origin for canonical URLs, hreflang, sitemap and
 * robots.txt: PUBLIC_URL when set (behind a proxy the request's own host may
 * be internal), otherwise the request's origin.
 */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  return new URL(request.url).origin;
}

export function alternateStores(): AlternateStore[] {
  return enabledStoreViews().map((s) => ({ storeCode: s.storeCode, urlPrefix: s.urlPrefix, locale: s.i18n.defaultLocale }));
}

/** The request's app path without the store prefix or `.data` suffix ('/de/c/x.data' → '/c/x'). */
export function appPath(request: Request): string {
  const prefixes = enabledStoreViews().map((s) => s.urlPrefix).filter(Boolean);
  return stripStorePrefix(normalizePathname(new URL(request.url).pathname), prefixes) || '/';
}

export type StorePaths = Partial<Record<StoreCode, string>>;

/** The same app path in every store view (pages whose URL does not depend on catalogue texts). */
export function samePathEverywhere(path: string): StorePaths {
  return Object.fromEntries(enabledStoreViews().map((s) => [s.storeCode, path]));
}

export interface PageSeoInput {
  title: string;
  description?: string;
  /** Store-agnostic path of this page per store view; default: the request's path in every store. */
  paths?: StorePaths;
  noindex?: boolean;
  jsonLd?: Array<Record<string, unknown>>;
}

/**
 * Title, description, canonical URL and hreflang alternates of a page, for a
 * loader to return as `seo` (then `meta = ({ data }) => pageSeo(data?.seo)`).
 */
export function buildSeo(request: Request, storeView: StoreView, input: PageSeoInput): Seo {
  const origin = publicOrigin(request);
  const paths = { ...(input.paths ?? samePathEverywhere(appPath(request))) };
  // The page being rendered always has itself as counterpart.
  paths[storeView.storeCode] ??= appPath(request);
  const alternates = buildAlternates(origin, alternateStores(), paths);
  const self = alternates.find((a) => a.storeCode === storeView.storeCode && a.hrefLang !== 'x-default');
  return {
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    canonical: self?.href ?? absoluteUrl(origin, new URL(request.url).pathname),
    alternates,
    ...(input.noindex ? { noindex: true } : {}),
    ...(input.jsonLd ? { jsonLd: input.jsonLd } : {}),
  };
}
