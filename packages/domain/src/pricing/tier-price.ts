import type { PriceFields } from '@encore/contracts';

export interface TierPrice {
  customer_group_id: number;
  qty: number;
  /** Minor units, same basis (gross or net) as the price it lowers. */
  value: number;
}

/** Guests are customer group 0 (NOT LOGGED IN). */
export const GUEST_GROUP_ID = 0;

/** The tiers of one customer group, by quantity. */
function tiersForGroup(tiers: readonly TierPrice[], groupId: number | null | undefined): TierPrice[] {
  const g = groupId ?? GUEST_GROUP_ID;
  return tiers.filter((t) => t.customer_group_id === g).sort((a, b) => a.qty - b.qty);
}

/** The unit price for a quantity: the lowest tier value whose quantity is reached, if lower than the base price. */
export function tierUnitPrice(base: number, tiers: readonly TierPrice[], groupId: number | null | undefined, qty = 1): number {
  let best = base;
  for (const t of tiersForGroup(tiers, groupId)) if (t.qty <= qty && t.value < best) best = t.value;
  return best;
}

/**
 * Keeps only the group's tiers on the price fields, and lets a tier for one
 * ticket lower what the customer pays (gross), re-splitting net and tax at
 * the same rate.
 */
export function applyTierPrices(fields: PriceFields, tiers: readonly TierPrice[], groupId: number | null | undefined): PriceFields {
  const own = tiersForGroup(tiers, groupId);
  const out: PriceFields = { ...fields, tier_prices: own.map((t) => ({ ...t })) };
  const gross = tierUnitPrice(fields.final_price_incl_tax, own, groupId, 1);
  if (gross >= fields.final_price_incl_tax) return out;
  const ratio = fields.final_price_incl_tax > 0 ? fields.final_price / fields.final_price_incl_tax : 1;
  const net = Math.round(gross * ratio);
  return { ...out, price: net, price_incl_tax: gross, price_tax: gross - net, final_price: net, final_price_incl_tax: gross };
}
