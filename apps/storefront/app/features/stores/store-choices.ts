import type { StoreCode, StoreView } from '@encore/contracts';
import type { SeoAlternate } from '#app/lib/seo.ts';
import { localizePath, stripStorePrefix } from '#app/lib/store-path.ts';
import { enabledStoreViews } from '#app/lib/store-view.ts';

/**
 * What the languages modal offers, one choice per enabled store view. A
 * language is named in itself (Svenska, Deutsch, Italiano), as is usual in
 * language pickers, with its two-letter code as the short form.
 */
export interface StoreChoice {
  storeCode: StoreCode;
  urlPrefix: StoreView['urlPrefix'];
  language: string;
  locale: string;
  currencyCode: string;
  short: string;
}

export function storeChoice(view: Pick<StoreView, 'storeCode' | 'urlPrefix' | 'i18n'>): StoreChoice {
  const locale = view.i18n.defaultLocale;
  const code = new Intl.Locale(locale).language;
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  return {
    storeCode: view.storeCode,
    urlPrefix: view.urlPrefix,
    language: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1),
    locale,
    currencyCode: view.i18n.currencyCode,
    short: code.toUpperCase(),
  };
}

export const STORE_CHOICES: readonly StoreChoice[] = enabledStoreViews().map(storeChoice);

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
