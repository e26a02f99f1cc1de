import type { StoreView } from '@encore/contracts';
import type { TextPart } from './text-parts.ts';

export type Locale = StoreView['i18n']['defaultLocale'];
export type Messages = Record<string, string>;

/**
 * The message catalogues as chunks of their own instead of a copy in every page's loader data, two
 * per locale: the browsing pages' texts, and the texts of ordering and the account (text-parts.ts).
 * The browser fetches its store's browsing texts once (then from its cache) before it hydrates, and
 * the order texts only for a page or part that shows them; most visitors never open one, and the
 * order texts were about half of every first visit's catalogue. The server loads all six at start
 * (messages.server.ts).
 */
const LOADERS: Record<Locale, Record<TextPart, () => Promise<{ default: Messages }>>> = {
  'sv-SE': { browse: () => import('./catalogue/sv-SE.ts'), orders: () => import('./catalogue/orders/sv-SE.ts') },
  'de-DE': { browse: () => import('./catalogue/de-DE.ts'), orders: () => import('./catalogue/orders/de-DE.ts') },
  'it-IT': { browse: () => import('./catalogue/it-IT.ts'), orders: () => import('./catalogue/orders/it-IT.ts') },
};

/**
 * By locale, the texts of the parts loaded so far, in one object that a later part is added to. A
 * translator made over it formats the later part's texts as soon as they arrive, with no new
 * translator and no render of the pages already shown.
 */
const loaded = new Map<Locale, { messages: Messages; parts: Set<TextPart> }>();
/** Loads under way or settled, so that every caller (and React's `use`) shares one promise. */
const loading = new Map<string, Promise<void>>();

/** How long a failed fetch of the order texts is taken as the answer before a page asks again. */
const RETRY_AFTER_MS = 10_000;

const isLocale = (locale: string): locale is Locale => Object.hasOwn(LOADERS, locale);
const known = (locale: string): Locale => (isLocale(locale) ? locale : 'sv-SE');

/** The texts of a locale loaded so far (an unknown locale reads as Swedish), else undefined. */
export function catalogue(locale: string): Messages | undefined {
  return loaded.get(known(locale))?.messages;
}

/** Whether a locale's texts of this part are at hand. */
export function hasTexts(locale: string, part: TextPart): boolean {
  return loaded.get(known(locale))?.parts.has(part) ?? false;
}

function loadPart(locale: Locale, part: TextPart): Promise<void> {
  const key = `${locale}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = LOADERS[locale][part]().then(
      ({ default: texts }) => {
        const entry = loaded.get(locale) ?? { messages: {}, parts: new Set<TextPart>() };
        Object.assign(entry.messages, texts);
        entry.parts.add(part);
        loaded.set(locale, entry);
      },
      (error: unknown) => {
        // A later call tries again (the visitor may be back online); this one fails.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads a locale's browsing texts, and with `'all'` its order texts as well (an unknown locale as
 * Swedish); resolves at once when they are loaded, with the locale's texts loaded so far.
 */
export async function loadCatalogue(locale: string, parts: 'browse' | 'all' = 'browse'): Promise<Messages> {
  const target = known(locale);
  await Promise.all([loadPart(target, 'browse'), ...(parts === 'all' ? [loadPart(target, 'orders')] : [])]);
  return loaded.get(target)!.messages;
}

/**
 * The order texts of a locale as one shared promise that settles (never rejects) when they are at
 * hand or could not be fetched, for a render to wait on with React's `use`. After a failure the page
 * shows the texts' ids where those texts go, as it does when no catalogue arrives at all.
 */
export function orderTextsReady(locale: string): Promise<void> {
  const target = known(locale);
  const key = `${target}:orders:settled`;
  let settled = loading.get(key);
  if (!settled) {
    settled = loadPart(target, 'orders').catch(() => {
      // Kept a while so that renders meanwhile go on with what they have; a page shown after that asks again.
      setTimeout(() => loading.delete(key), RETRY_AFTER_MS);
    });
    loading.set(key, settled);
  }
  return settled;
}
