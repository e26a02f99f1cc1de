import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { StoreView } from '@encore/contracts';
import deDE from './messages/de-DE.json' with { type: 'json' };
import itIT from './messages/it-IT.json' with { type: 'json' };
import svSE from './messages/sv-SE.json' with { type: 'json' };

export type Locale = StoreView['i18n']['defaultLocale'];
export type Messages = Record<string, string>;

/**
 * ICU catalogues per locale. Only the active store's catalogue is sent to the
 * browser (root loader). Swedish is complete; de/it hold a first set and fall
 * back to Swedish for the rest until their store views are switched on.
 */
const CATALOGUES: Record<Locale, Messages> = {
  'sv-SE': svSE,
  'de-DE': { ...svSE, ...deDE },
  'it-IT': { ...svSE, ...itIT },
};

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
