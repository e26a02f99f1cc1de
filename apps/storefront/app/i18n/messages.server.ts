import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { StoreView } from '@encore/contracts';
import deDE from './messages/de-DE.json' with { type: 'json' };
import itIT from './messages/it-IT.json' with { type: 'json' };
import svSE from './messages/sv-SE.json' with { type: 'json' };

export type Locale = StoreView['i18n']['defaultLocale'];
export type Messages = Record<string, string>;

/**
 * Feature catalogues live beside their feature (`features/<name>/messages/<locale>.json`)
 * so features add texts without touching one shared file; keys are prefixed
 * by feature, so merging them is a plain union.
 */
const featureFiles = import.meta.glob<{ default: Messages }>('../features/*/messages/*.json', { eager: true });

function featureMessages(locale: Locale): Messages {
  const merged: Messages = {};
  for (const [path, mod] of Object.entries(featureFiles)) {
    if (path.endsWith(`/${locale}.json`)) Object.assign(merged, mod.default);
  }
  return merged;
}

const sv: Messages = { ...svSE, ...featureMessages('sv-SE') };

/**
 * ICU catalogues per locale. Only the active store's catalogue is sent to the
 * browser (root loader). Swedish is complete; a key missing in de/it falls
 * back to Swedish.
 */
const CATALOGUES: Record<Locale, Messages> = {
  'sv-SE': sv,
  'de-DE': { ...sv, ...deDE, ...featureMessages('de-DE') },
  'it-IT': { ...sv, ...itIT, ...featureMessages('it-IT') },
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
