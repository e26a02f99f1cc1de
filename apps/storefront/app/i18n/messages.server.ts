import { catalogue, loadCatalogue, type Locale, type Messages } from './catalogues.ts';
import { sharedTranslator } from './texts-context.tsx';
import type { Translator } from './translator.ts';

export type { Locale, Messages };

/**
 * ICU catalogues per locale (i18n/catalogue/): the server loads all three, both parts each, as it
 * starts, through the same loaders the browser uses for its store's (i18n/catalogues.ts), which keeps
 * them chunks of their own in the browser build. Every catalogue has the Swedish keys
 * (messages-parity.test.ts).
 */
await Promise.all([loadCatalogue('sv-SE', 'all'), loadCatalogue('de-DE', 'all'), loadCatalogue('it-IT', 'all')]);

/** A locale's catalogue (an unknown one reads as Swedish); all three are loaded above. */
export function messagesFor(locale: Locale): Messages {
  return catalogue(locale)!;
}

/** Server-side formatter for loader-built strings (titles, meta descriptions): the pages' own formatter. */
export function serverIntl(locale: Locale): Translator {
  return sharedTranslator(locale);
}
