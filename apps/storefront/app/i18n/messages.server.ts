import deDE from './catalogue/de-DE.ts';
import itIT from './catalogue/it-IT.ts';
import svSE from './catalogue/sv-SE.ts';
import { provideCatalogue, type Locale, type Messages } from './catalogues.ts';
import { createTranslator, type Translator } from './translator.ts';

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

const translators = new Map<Locale, Translator>();

/** Server-side formatter for loader-built strings (titles, meta descriptions). */
export function serverIntl(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, messagesFor(locale));
    translators.set(locale, translator);
  }
  return translator;
}
