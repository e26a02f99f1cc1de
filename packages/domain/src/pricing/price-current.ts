/**
 * Spec 4 "Price state": listing prices may come from a cache; price_is_current
 * is false with no refresh time until current prices arrive from render-list,
 * then true with the refresh time.
 */
export interface PriceCurrency {
  price_is_current: boolean;
  price_refreshed_at: string | null;
}

export function pricesPending<P extends object>(product: P): P & PriceCurrency {
  return { ...product, price_is_current: false, price_refreshed_at: null };
}

export interface RenderedPrice {
  sku: string;
  final_price_incl_tax: number;
  original_price_incl_tax: number;
  special_price_incl_tax: number;
  final_price: number;
  original_price: number;
  special_price: number;
}

type Priced = { sku: string; price_incl_tax?: number; final_price_incl_tax?: number; original_price_incl_tax?: number; special_price_incl_tax?: number; price?: number; final_price?: number; original_price?: number; special_price?: number };

/**
 * Lays current prices over a product (and its matching children). A special
 * price that is not below the final price is zeroed, as on every price path.
 */
export function applyCurrentPrices<P extends Priced & { configurable_children?: Priced[] }>(product: P, prices: ReadonlyMap<string, RenderedPrice>, now: Date): P & PriceCurrency {
  const overlay = <T extends Priced>(p: T): T => {
    const r = prices.get(p.sku);
    if (!r) return p;
    const zeroSpecial = r.final_price_incl_tax >= r.original_price_incl_tax;
    return {
      ...p,
      price: r.final_price,
      price_incl_tax: r.final_price_incl_tax,
      final_price: r.final_price,
      final_price_incl_tax: r.final_price_incl_tax,
      original_price: r.original_price,
      original_price_incl_tax: r.original_price_incl_tax,
      special_price: zeroSpecial ? 0 : r.special_price,
      special_price_incl_tax: zeroSpecial ? 0 : r.special_price_incl_tax,
    };
  };
  const found = prices.has(product.sku) || (product.configurable_children ?? []).some((c) => prices.has(c.sku));
  const out = overlay(product);
  if (product.configurable_children) (out as { configurable_children?: Priced[] }).configurable_children = product.configurable_children.map(overlay);
  return found ? { ...out, price_is_current: true, price_refreshed_at: now.toISOString() } : { ...out, price_is_current: false, price_refreshed_at: null };
}

/** render-list items (gross `price_info`, net `tax_adjustments`) as overlay prices by sku. */
export function renderedPrices(
  items: ReadonlyArray<{ sku: string; price_info: { final_price: number; regular_price: number; special_price: number; tax_adjustments: { final_price: number; regular_price: number; special_price: number } } }>,
): Map<string, RenderedPrice> {
  return new Map(
    items.map((i) => [
      i.sku,
      {
        sku: i.sku,
        final_price_incl_tax: i.price_info.final_price,
        original_price_incl_tax: i.price_info.regular_price,
        special_price_incl_tax: i.price_info.special_price,
        final_price: i.price_info.tax_adjustments.final_price,
        original_price: i.price_info.tax_adjustments.regular_price,
        special_price: i.price_info.tax_adjustments.special_price,
      },
    ]),
  );
}
