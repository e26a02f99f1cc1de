/** The fields of a render-list item the event page needs (minor units, incl. tax). */
export interface RenderedPriceInfo {
  sku: string;
  price_info: { final_price: number; regular_price: number };
}

export interface TicketPrice {
  price: number;
  regularPrice: number | null;
}

/** A ticket's shown price from a render-list answer: the final price, with the regular one struck through only when higher. */
export function ticketPriceFrom(item: RenderedPriceInfo): TicketPrice {
  const { final_price, regular_price } = item.price_info;
  return { price: final_price, regularPrice: regular_price > final_price ? regular_price : null };
}

/**
 * Spec 4 "Price state": price_is_current stays false with no refresh time until
 * current prices arrive; then it is true with the time they arrived.
 */
export interface PriceCurrency {
  price_is_current: boolean;
  price_refreshed_at: string | null;
  prices: Record<string, TicketPrice>;
}

export const PRICES_PENDING: PriceCurrency = { price_is_current: false, price_refreshed_at: null, prices: {} };

export function pricesArrived(items: readonly RenderedPriceInfo[], skus: readonly string[], now: Date): PriceCurrency {
  const prices: Record<string, TicketPrice> = {};
  for (const item of items) if (skus.includes(item.sku)) prices[item.sku] = ticketPriceFrom(item);
  if (Object.keys(prices).length === 0) return PRICES_PENDING;
  return { price_is_current: true, price_refreshed_at: now.toISOString(), prices };
}
