import { loadCatalogue, type Locale, type Messages } from './catalogues.ts';
import { sharedTranslator } from './texts-context.tsx';
import type { Translator } from './translator.ts';

export type { Locale, Messages };

/**
 * ICU catalogues per locale (i18n/catalogue/): the server loads all three as it starts, through the
 * same loaders the browser uses for its store's one (i18n/catalogues.ts), which keeps them chunks of
 * their own in the browser build. Every catalogue has the Swedish keys (messages-parity.test.ts).
 */
const [svSE, deDE, itIT] = await Promise.all([loadCatalogue('sv-SE'), loadCatalogue('de-DE'), loadCatalogue('it-IT')]);
const CATALOGUES: Record<Locale, Messages> = { 'sv-SE': svSE, 'de-DE': deDE, 'it-IT': itIT };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale] ?? CATALOGUES['sv-SE'];
}

/** Server-side formatter for loader-built strings (titles, meta descriptions): the pages' own formatter. */
export function serverIntl(locale: Locale): Translator {
  return sharedTranslator(locale);
}
