import { priceSkusOf, type PricedCard } from '@encore/domain';

/** render-list answers at most this many skus per request (contracts' skuList). */
export const RENDER_LIST_MAX_SKUS = 200;

/** Every priced card's skus once, in card order: one render-list request covers a whole page. */
export function cardPriceSkus(cards: readonly PricedCard[]): string[] {
  return [...new Set(cards.filter((c) => c.fromPrice !== null).flatMap(priceSkusOf))];
}

/** Splits skus into render-list sized requests (a page normally needs just one). */
export function skuRequests(skus: readonly string[], size = RENDER_LIST_MAX_SKUS): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < skus.length; i += size) out.push(skus.slice(i, i + size));
  return out;
}
