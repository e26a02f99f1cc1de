import type { RenderedPriceInfo } from '#app/features/event/current-prices.ts';

/** render-list answers at most this many skus per request (contracts' skuList). */
export const RENDER_LIST_MAX_SKUS = 200;

type PricedCard = { sku: string; fromPrice: number | null; priceSkus?: readonly string[] };

const skusOf = (card: PricedCard): readonly string[] => card.priceSkus ?? [card.sku];

/** Every card's price skus once, in card order: one render-list request covers a whole page. */
export function cardPriceSkus(cards: readonly PricedCard[]): string[] {
  return [...new Set(cards.filter((c) => c.fromPrice !== null).flatMap(skusOf))];
}

/** Splits skus into render-list sized requests (a page normally needs just one). */
export function skuRequests(skus: readonly string[], size = RENDER_LIST_MAX_SKUS): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < skus.length; i += size) out.push(skus.slice(i, i + size));
  return out;
}

/**
 * Spec 4 "Price state" for one card: its "from" price stays the rendered one
 * (price_is_current false, no refresh time) until render-list answers for at
 * least one of its skus; then it is the cheapest current final price, marked
 * current with the time the answer arrived. Cards rendered without a price
 * keep none, so no line appears after hydration.
 */
export interface CardPrice {
  fromPrice: number | null;
  price_is_current: boolean;
  price_refreshed_at: string | null;
}

export function currentCardPrice(card: PricedCard, current: ReadonlyMap<string, RenderedPriceInfo> | null, arrivedAt: Date | null): CardPrice {
  const pending: CardPrice = { fromPrice: card.fromPrice, price_is_current: false, price_refreshed_at: null };
  if (!current || !arrivedAt || card.fromPrice === null) return pending;
  const prices = skusOf(card).flatMap((sku) => current.get(sku)?.price_info.final_price ?? []);
  if (prices.length === 0) return pending;
  return { fromPrice: Math.min(...prices), price_is_current: true, price_refreshed_at: arrivedAt.toISOString() };
}
