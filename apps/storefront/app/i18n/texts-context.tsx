import { createContext, use, type ReactNode } from 'react';
import { catalogue, hasTexts, orderTextsReady } from './catalogues.ts';
import { createTranslator, type Translator } from './translator.ts';

/** By locale, with the catalogue it was made for. */
const translators = new Map<string, { messages: unknown; translator: Translator }>();

/**
 * One translator per locale for the life of the process (a server) or the page (a browser), made again
 * only when the locale's catalogue arrives or changes: a translator made per page would format each
 * message it shows from scratch on every server-rendered page. The order texts, when they arrive, join
 * the catalogue the translator already reads.
 */
export function sharedTranslator(locale: string): Translator {
  const messages = catalogue(locale);
  const kept = translators.get(locale);
  if (kept && kept.messages === messages) return kept.translator;
  const translator = createTranslator(locale, messages);
  translators.set(locale, { messages, translator });
  return translator;
}

export const TextsContext = createContext<Translator>(createTranslator('sv-SE', undefined));

/**
 * Puts a store's catalogue in reach of `useT` for everything below it: the shared one, or `messages`
 * given (tests). With `orders`, the page shows texts of the order part: until they are at hand it
 * suspends, which keeps the page before a navigation on screen, or the server's HTML before hydration.
 */
export function TextsProvider({ locale, orders = false, messages, children }: { locale: string; orders?: boolean; messages?: Record<string, string>; children: ReactNode }) {
  if (!messages && orders && !hasTexts(locale, 'orders')) use(orderTextsReady(locale));
  return <TextsContext value={messages ? createTranslator(locale, messages) : sharedTranslator(locale)}>{children}</TextsContext>;
}
