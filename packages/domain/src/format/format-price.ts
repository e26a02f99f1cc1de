import type { StoreView } from '@encore/contracts';

/** The store-view fields the formatters need (a full StoreView satisfies it). */
export type FormatStoreView = Pick<StoreView, 'i18n'>;

/**
 * Space characters ICU may put between groups or before the currency sign.
 * ICU versions differ (U+00A0 vs U+202F), and the browser's ICU is not the
 * server's, so output is normalised to U+00A0 (NO-BREAK SPACE) to keep server
 * HTML and hydrated text identical and to keep "kr" on the amount's line.
 */
const SPACES = /[\u0020\u00a0\u2009\u202f]/g;
const NBSP = '\u00a0';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    cache.set(key, f);
  }
  return f;
}

/**
 * Formats an integer amount in minor units (öre, cent) for a store view:
 * amount then sign, `fractionDigits` decimals, the store locale's separators,
 * negatives prefixed with an ASCII minus. Spaces are U+00A0.
 *
 *   formatPrice(125000, sv) === '1\u00a0250,00\u00a0kr'
 *   formatPrice(125000, de) === '1.250,00\u00a0€'
 */
export function formatPrice(minor: number, storeView: FormatStoreView): string {
  if (!Number.isFinite(minor)) throw new TypeError(`formatPrice: not a number: ${minor}`);
  const { defaultLocale, currencyCode, fractionDigits } = storeView.i18n;
  const whole = Math.round(minor);
  const negative = whole < 0;
  // Only the final display division happens here; all arithmetic stays in integers.
  const major = Math.abs(whole) / 10 ** fractionDigits;
  const text = numberFormat(defaultLocale, currencyCode, fractionDigits).format(major).replace(SPACES, NBSP);
  return negative ? `-${text}` : text;
}
