import type { PriceFields } from '@encore/contracts';
import { copyChildPrice, shownPriceChild } from './price.ts';
import { applyTierPrices, type TierPrice } from './tier-price.ts';

/** A product's price before any customer group's tiers, and every group's tiers for it. */
export interface UntieredPrice {
  fields: PriceFields;
  tiers: readonly TierPrice[];
}

type PricedChild = PriceFields & { sku: string; stock?: { is_in_stock: boolean } };
type PricedProduct<C extends PricedChild> = PriceFields & { sku: string; type_id: string; configurable_children: C[] };

/**
 * A product document priced for one customer group (guests are group 0): each ticket category gets
 * its group's one-ticket tier, only the group's tiers travel with it, and a configurable event shows
 * the cheapest ticket still on sale, exactly as the listing's guest price is chosen, so filters,
 * sorting and the price facet agree with the card. `untiered` answers undefined for an unpriced sku,
 * whose fields are kept (without other groups' tiers).
 */
export function groupPricedProduct<C extends PricedChild, P extends PricedProduct<C>>(doc: P, untiered: (sku: string) => UntieredPrice | undefined, groupId: number): P {
  const price = <T extends PriceFields & { sku: string }>(p: T): PriceFields => {
    const u = untiered(p.sku);
    return u ? applyTierPrices(u.fields, u.tiers, groupId) : applyTierPrices(p, [], groupId);
  };
  const children = doc.configurable_children.map((c) => ({ ...c, ...price(c) }));
  const out: P = { ...doc, ...price(doc), configurable_children: children };
  if (doc.type_id === 'configurable') {
    const shown = shownPriceChild(children);
    if (shown) copyChildPrice(out, shown);
  }
  return out;
}
