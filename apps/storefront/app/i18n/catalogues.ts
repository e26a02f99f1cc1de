import type { StoreView } from '@encore/contracts';

export type Locale = StoreView['i18n']['defaultLocale'];
export type Messages = Record<string, string>;

/**
 * The message catalogues as chunks of their own, one per locale, instead of a copy in every page's
 * loader data: the browser fetches its store's catalogue once (then from its cache) before it
 * hydrates, and again only when the visitor switches store. The server loads all three at start
 * (messages.server.ts).
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  'sv-SE': () => import('./catalogue/sv-SE.ts'),
  'de-DE': () => import('./catalogue/de-DE.ts'),
  'it-IT': () => import('./catalogue/it-IT.ts'),
};

const loaded = new Map<string, Messages>();

const isLocale = (locale: string): locale is Locale => Object.hasOwn(LOADERS, locale);

/** The catalogue of a locale once loaded (an unknown locale reads as Swedish), else undefined. */
export function catalogue(locale: string): Messages | undefined {
  return loaded.get(isLocale(locale) ? locale : 'sv-SE');
}

/** Loads a locale's catalogue (an unknown one as Swedish); resolves at once when it is loaded. */
export async function loadCatalogue(locale: string): Promise<Messages> {
  const known: Locale = isLocale(locale) ? locale : 'sv-SE';
  const ready = loaded.get(known);
  if (ready) return ready;
  const messages = (await LOADERS[known]()).default;
  loaded.set(known, messages);
  return messages;
}
