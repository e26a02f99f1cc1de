import type { SeoAlternate } from '#app/lib/seo.ts';
import { localizePath, stripStorePrefix } from '#app/lib/store-path.ts';

/**
 * What the languages modal offers. Kept here rather than imported from
 * contracts so the browser bundle does not carry zod; a unit test checks it
 * against the enabled store views. Language names are endonyms, as is usual
 * in language pickers.
 */
export interface StoreChoice {
  storeCode: 'default' | 'store_de' | 'store_it';
  urlPrefix: '' | 'de' | 'it';
  language: string;
  locale: string;
  currencyCode: string;
  short: string;
}

export const STORE_CHOICES: readonly StoreChoice[] = [
  { storeCode: 'default', urlPrefix: '', language: 'Svenska', locale: 'sv-SE', currencyCode: 'SEK', short: 'SV' },
  { storeCode: 'store_de', urlPrefix: 'de', language: 'Deutsch', locale: 'de-DE', currencyCode: 'EUR', short: 'DE' },
  { storeCode: 'store_it', urlPrefix: 'it', language: 'Italiano', locale: 'it-IT', currencyCode: 'EUR', short: 'IT' },
];

// Catalogue paths carry translated url keys, so without a known counterpart they cannot be reused in another store.
const TRANSLATED_PATH = /^\/(c|p|i|artist)\//;

/**
 * Where switching to `target` leads from the current page: the page's own
 * counterpart when the loader listed alternates (hreflang), the same path
 * for pages whose URL is not translated (checkout, ...), otherwise the
 * target store's home page.
 */
export function switchTarget(target: Pick<StoreChoice, 'storeCode' | 'urlPrefix'>, pathname: string, search: string, alternates: readonly SeoAlternate[] | undefined): string {
  const home = localizePath('/', target.urlPrefix);
  if (alternates) {
    const alt = alternates.find((a) => a.storeCode === target.storeCode && a.hrefLang !== 'x-default');
    return alt ? alt.path : home;
  }
  const prefixes = STORE_CHOICES.map((s) => s.urlPrefix).filter(Boolean);
  const appPath = stripStorePrefix(pathname, prefixes) || '/';
  if (TRANSLATED_PATH.test(appPath)) return home;
  return localizePath(appPath, target.urlPrefix) + search;
}
