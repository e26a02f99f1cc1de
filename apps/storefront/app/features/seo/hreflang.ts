import type { SeoAlternate } from '#app/lib/seo.ts';
import { localizePath } from '#app/lib/store-path.ts';

export interface AlternateStore {
  storeCode: string;
  urlPrefix: string;
  locale: string;
}

/** `origin` + app path, without a doubled slash; `origin` has no trailing slash. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * hreflang alternates of one page: one per store view that has a counterpart
 * (store-agnostic `paths` by store code), plus x-default pointing at the
 * default store's page. Stores without a counterpart are left out, as search
 * engines expect alternates to be the same content.
 */
export function buildAlternates(origin: string, stores: readonly AlternateStore[], paths: Partial<Record<string, string>>, defaultCode = 'default'): SeoAlternate[] {
  const out: SeoAlternate[] = [];
  for (const store of stores) {
    const appPath = paths[store.storeCode];
    if (appPath === undefined) continue;
    const path = localizePath(appPath, store.urlPrefix);
    out.push({ storeCode: store.storeCode, hrefLang: store.locale, href: absoluteUrl(origin, path), path });
  }
  const fallback = out.find((a) => a.storeCode === defaultCode);
  if (fallback) out.push({ ...fallback, hrefLang: 'x-default' });
  return out;
}
