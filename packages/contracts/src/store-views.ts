import { z } from 'zod';

export const storeCodeSchema = /* @__PURE__ */ z.enum(['default', 'store_de', 'store_it']);
export type StoreCode = z.infer<typeof storeCodeSchema>;

export interface StoreView {
  storeCode: StoreCode;
  storeId: number;
  /** URL prefix without slashes; '' for the default store. */
  urlPrefix: '' | 'de' | 'it';
  name: string;
  i18n: {
    defaultLocale: 'sv-SE' | 'de-DE' | 'it-IT';
    currencyCode: 'SEK' | 'EUR';
    currencySign: string;
    fractionDigits: number;
    dateFormat: string;
    timeZone: string;
  };
  tax: { defaultCountry: string; sourcePriceIncludesTax: boolean };
  /** Host names mapped to this store view (configuration may add more). */
  hosts: string[];
}

/**
 * The store views of the shop. Swedish is the default at `/`; German at `/de`;
 * the Italian variant at `/it` shares the EUR price list with the German store.
 */
export const STORE_VIEWS: Record<StoreCode, StoreView> = {
  default: {
    storeCode: 'default',
    storeId: 1,
    urlPrefix: '',
    name: 'Encore Sverige',
    i18n: { defaultLocale: 'sv-SE', currencyCode: 'SEK', currencySign: 'kr', fractionDigits: 2, dateFormat: 'HH:mm D/M/YYYY', timeZone: 'Europe/Stockholm' },
    tax: { defaultCountry: 'SE', sourcePriceIncludesTax: true },
    hosts: [],
  },
  store_de: {
    storeCode: 'store_de',
    storeId: 2,
    urlPrefix: 'de',
    name: 'Encore Deutschland',
    i18n: { defaultLocale: 'de-DE', currencyCode: 'EUR', currencySign: '€', fractionDigits: 2, dateFormat: 'HH:mm D.M.YYYY', timeZone: 'Europe/Stockholm' },
    tax: { defaultCountry: 'DE', sourcePriceIncludesTax: true },
    hosts: [],
  },
  store_it: {
    storeCode: 'store_it',
    storeId: 3,
    urlPrefix: 'it',
    name: 'Encore Italia',
    i18n: { defaultLocale: 'it-IT', currencyCode: 'EUR', currencySign: '€', fractionDigits: 2, dateFormat: 'HH:mm D/M/YYYY', timeZone: 'Europe/Stockholm' },
    tax: { defaultCountry: 'IT', sourcePriceIncludesTax: true },
    hosts: [],
  },
};

export const DEFAULT_STORE_CODE: StoreCode = 'default';
export const CURRENCIES = ['SEK', 'EUR'] as const;

/**
 * Whether a text names one of the shop's store views. Only the table's own keys count: a
 * name every object inherits ('constructor', '__proto__', 'toString') is no store code.
 */
export function isStoreCode(code: string): code is StoreCode {
  return Object.hasOwn(STORE_VIEWS, code);
}

/** The store view with this code, or undefined for any other text (inherited object keys included). */
export function storeViewByCode(code: string): StoreView | undefined {
  return isStoreCode(code) ? STORE_VIEWS[code] : undefined;
}

/** The store view with this numeric id, or undefined. */
export function storeViewById(id: number): StoreView | undefined {
  return Object.values(STORE_VIEWS).find((s) => s.storeId === id);
}
