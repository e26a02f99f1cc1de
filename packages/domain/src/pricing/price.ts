import type { PriceFields } from '@encore/contracts';
import { splitTax } from '../tax/tax.ts';
import { activeSpecialPrice } from './special-price.ts';

/** A price row as stored: amounts in minor units, gross when the store's source prices include tax. */
export interface PriceSource {
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

export interface PriceOptions {
  ratePercent: number;
  sourcePriceIncludesTax: boolean;
  now: Date;
  /** The store's time zone: a special price's bare dates begin and end at its midnight. */
  timeZone: string;
}

/**
 * All price fields of a product from its stored price: the special price counts
 * only when active (lower and in its window), otherwise it is zeroed; `price`
 * and `final_price` are what the customer pays, `original_*` the regular price.
 */
export function computePriceFields(source: PriceSource, opts: PriceOptions): PriceFields {
  const regular = splitTax(source.price, opts.ratePercent, opts.sourcePriceIncludesTax);
  const specialAmount = activeSpecialPrice(source.price, source.special_price, source.special_from_date, source.special_to_date, opts.now, opts.timeZone);
  const special = specialAmount == null ? null : splitTax(specialAmount, opts.ratePercent, opts.sourcePriceIncludesTax);
  const final = special ?? regular;
  return {
    price: final.net,
    price_incl_tax: final.gross,
    price_tax: final.tax,
    final_price: final.net,
    final_price_incl_tax: final.gross,
    original_price: regular.net,
    original_price_incl_tax: regular.gross,
    special_price: special ? special.net : 0,
    special_price_incl_tax: special ? special.gross : 0,
    special_from_date: source.special_from_date,
    special_to_date: source.special_to_date,
    tier_prices: [],
  };
}

/** Price fields of a product that has no price in this currency: everything 0, flagged by the caller as unknown. */
export function emptyPriceFields(): PriceFields {
  return {
    price: 0,
    price_incl_tax: 0,
    price_tax: 0,
    final_price: 0,
    final_price_incl_tax: 0,
    original_price: 0,
    original_price_incl_tax: 0,
    special_price: 0,
    special_price_incl_tax: 0,
    special_from_date: null,
    special_to_date: null,
    tier_prices: [],
  };
}

/** The child a configurable parent takes its price from: the cheapest by what the customer pays (first one on ties). */
function cheapestChild<T extends Pick<PriceFields, 'final_price_incl_tax'>>(children: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const c of children) if (!best || c.final_price_incl_tax < best.final_price_incl_tax) best = c;
  return best;
}

const PRICE_KEYS = [
  'price',
  'price_incl_tax',
  'price_tax',
  'final_price',
  'final_price_incl_tax',
  'original_price',
  'original_price_incl_tax',
  'special_price',
  'special_price_incl_tax',
  'special_from_date',
  'special_to_date',
] as const satisfies ReadonlyArray<keyof PriceFields>;

/**
 * The child whose price a listing shows for an event: the cheapest ticket category still on sale,
 * or the cheapest overall when all are sold out. Sorting and the price facet use the same one, so
 * the order matches the prices on the cards.
 */
export function shownPriceChild<T extends Pick<PriceFields, 'final_price_incl_tax'> & { stock?: { is_in_stock: boolean } }>(children: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const c of children) if (c.stock?.is_in_stock !== false && (!best || c.final_price_incl_tax < best.final_price_incl_tax)) best = c;
  return best ?? cheapestChild(children);
}

/** Copies a child's price fields (not its tier prices) onto its configurable parent, in place. */
export function copyChildPrice(parent: PriceFields, child: PriceFields): void {
  for (const k of PRICE_KEYS) (parent as unknown as Record<string, unknown>)[k] = child[k];
}

/** Copies the cheapest child's price fields onto its configurable parent. */
export function parentPriceFromChildren(children: readonly PriceFields[]): PriceFields | undefined {
  const child = cheapestChild(children);
  if (!child) return undefined;
  const out = emptyPriceFields();
  for (const k of PRICE_KEYS) (out as unknown as Record<string, unknown>)[k] = child[k];
  return out;
}
