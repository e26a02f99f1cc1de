/**
 * What price the shop shows, and whether it is current. Listings and event
 * pages may come from a cache, so the browser asks render-list for today's
 * prices after hydration: until they arrive a price is marked not current and
 * has no refresh time; once they arrive it is current, with the time they
 * arrived. Money is in minor units, incl. tax.
 */

/** The fields of a render-list item the shop needs to show a price. */
export interface RenderedPriceInfo {
  sku: string;
  price_info: { final_price: number; regular_price: number };
}

/** A price as shown: what the customer pays, and the regular price struck through beside it (or none). */
export interface ShownPrice {
  price: number;
  regularPrice: number | null;
}

/** The final price is shown; the regular price is struck through beside it only when it is higher. */
function shownPrice(finalPrice: number, regularPrice: number): ShownPrice {
  return { price: finalPrice, regularPrice: regularPrice > finalPrice ? regularPrice : null };
}

type CataloguePrice = { price_incl_tax: number; final_price_incl_tax?: number; original_price_incl_tax?: number };

/** A catalogue price's unit price: a positive final price below the price (a special price) wins, else the price. */
export function unitPrice(p: CataloguePrice): number {
  const final = p.final_price_incl_tax;
  return typeof final === 'number' && final > 0 && final < p.price_incl_tax ? final : p.price_incl_tax;
}

/** A catalogue price as shown: its unit price, with the higher of the original price and the price as the regular one. */
export function shownCataloguePrice(p: CataloguePrice): ShownPrice {
  return shownPrice(unitPrice(p), Math.max(p.original_price_incl_tax ?? 0, p.price_incl_tax));
}

/** A render-list item as shown. */
function shownRenderedPrice(item: RenderedPriceInfo): ShownPrice {
  return shownPrice(item.price_info.final_price, item.price_info.regular_price);
}

/** Whether prices are today's, and when they arrived. */
interface PriceState {
  price_is_current: boolean;
  price_refreshed_at: string | null;
}

const PRICE_PENDING: PriceState = Object.freeze({ price_is_current: false, price_refreshed_at: null });

function arrived(at: Date): PriceState {
  return { price_is_current: true, price_refreshed_at: at.toISOString() };
}

/** The event page's ticket prices: each ticket's shown price by sku once current prices arrived. */
export interface TicketPrices extends PriceState {
  prices: Readonly<Record<string, ShownPrice>>;
}

export const TICKET_PRICES_PENDING: TicketPrices = Object.freeze({ ...PRICE_PENDING, prices: Object.freeze({}) });

/**
 * The current prices of the page's tickets from a render-list answer. Items
 * for other skus are ignored; an answer with none of the page's tickets
 * leaves the prices pending.
 */
export function currentTicketPrices(items: readonly RenderedPriceInfo[], skus: readonly string[], arrivedAt: Date): TicketPrices {
  const wanted = new Set(skus);
  const prices: Record<string, ShownPrice> = {};
  for (const item of items) if (wanted.has(item.sku)) prices[item.sku] = shownRenderedPrice(item);
  if (Object.keys(prices).length === 0) return TICKET_PRICES_PENDING;
  return { ...arrived(arrivedAt), prices };
}

/** A listing card's "from" price and its state. */
export interface CardPrice extends PriceState {
  fromPrice: number | null;
}

/** A card as priced: its rendered "from" price and the ticket skus it is the cheapest of (the card's own sku when none are listed). */
export interface PricedCard {
  sku: string;
  fromPrice: number | null;
  priceSkus?: readonly string[];
}

/** The skus whose current prices give a card's "from" price. */
export function priceSkusOf(card: PricedCard): readonly string[] {
  return card.priceSkus ?? [card.sku];
}

/**
 * A card's "from" price: the rendered one, pending, until render-list answers
 * for at least one of the card's ticket skus; then the cheapest current final
 * price among them, current since the answer arrived. A card rendered without
 * a price keeps none, so nothing appears after hydration.
 */
export function currentCardPrice(card: PricedCard, current: ReadonlyMap<string, RenderedPriceInfo> | null, arrivedAt: Date | null): CardPrice {
  const pending: CardPrice = { fromPrice: card.fromPrice, ...PRICE_PENDING };
  if (!current || !arrivedAt || card.fromPrice === null) return pending;
  const prices = priceSkusOf(card).flatMap((sku) => current.get(sku)?.price_info.final_price ?? []);
  if (prices.length === 0) return pending;
  return { fromPrice: Math.min(...prices), ...arrived(arrivedAt) };
}
