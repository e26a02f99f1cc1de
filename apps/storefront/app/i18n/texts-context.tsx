import { createContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Translator } from './translator.ts';

export const TextsContext = createContext<Translator>(createTranslator('sv-SE', undefined));

/** Puts the store's catalogue in reach of `useT` for everything below it. */
export function TextsProvider({ locale, messages, children }: { locale: string; messages: Record<string, string> | undefined; children: ReactNode }) {
  const translator = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  return <TextsContext value={translator}>{children}</TextsContext>;
}
