import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { catalogue, type Messages } from './catalogues.ts';

const cache = createIntlCache();
/** By locale (one of the store views' three), with the catalogue it was made with. */
const intls = new Map<string, { messages: Messages | undefined; intl: IntlShape }>();

/**
 * One formatter per locale for the life of the process (a server) or the page (a browser), made again
 * only when the locale's catalogue arrives or changes. An IntlProvider builds a formatter cache of its
 * own, so every server-rendered page parsed each ICU message it showed anew.
 */
export function sharedIntl(locale: string): IntlShape {
  const messages = catalogue(locale);
  const kept = intls.get(locale);
  if (kept && kept.messages === messages) return kept.intl;
  const intl = createIntl({ locale, defaultLocale: 'sv-SE', messages: messages ?? {} }, cache);
  intls.set(locale, { messages, intl });
  return intl;
}
