import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import deDE from './catalogue/de-DE.ts';
import itIT from './catalogue/it-IT.ts';
import svSE from './catalogue/sv-SE.ts';
import { provideCatalogue, type Locale, type Messages } from './catalogues.ts';

export type { Locale, Messages };

/**
 * ICU catalogues per locale (i18n/catalogue/): the server has all three at hand and registers them for
 * the pages it renders; the browser loads only its store's (i18n/catalogues.ts). Every catalogue has
 * the Swedish keys (messages-parity.test.ts).
 */
const CATALOGUES: Record<Locale, Messages> = { 'sv-SE': svSE, 'de-DE': deDE, 'it-IT': itIT };
for (const [locale, messages] of Object.entries(CATALOGUES)) provideCatalogue(locale as Locale, messages);

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale] ?? CATALOGUES['sv-SE'];
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** Server-side formatter for loader-built strings (titles, meta descriptions). */
export function serverIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'sv-SE', messages: messagesFor(locale), onError: () => {} }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
