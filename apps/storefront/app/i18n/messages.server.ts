import type { IntlShape } from 'react-intl';
import deDE from './catalogue/de-DE.ts';
import itIT from './catalogue/it-IT.ts';
import svSE from './catalogue/sv-SE.ts';
import { provideCatalogue, type Locale, type Messages } from './catalogues.ts';
import { sharedIntl } from './shared-intl.ts';

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

/** Server-side formatter for loader-built strings (titles, meta descriptions): the pages' own formatter. */
export function serverIntl(locale: Locale): IntlShape {
  return sharedIntl(locale);
}
