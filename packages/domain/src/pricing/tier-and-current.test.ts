import { describe, expect, it } from 'vitest';
import { computePriceFields } from './price.ts';
import { applyTierPrices, tierUnitPrice } from './tier-price.ts';

const now = new Date('2027-03-15T12:00:00Z');
const tiers = [
  { customer_group_id: 0, qty: 1, value: 9_000 },
  { customer_group_id: 1, qty: 1, value: 8_480 },
  { customer_group_id: 1, qty: 4, value: 7_420 },
];

describe('tier prices per customer group', () => {
  it('uses only the tiers of the group, guests as group 0, and a reached quantity', () => {
    expect(tierUnitPrice(10_600, tiers, null)).toBe(9_000);
    expect(tierUnitPrice(10_600, tiers, 1)).toBe(8_480);
    expect(tierUnitPrice(10_600, tiers, 1, 4)).toBe(7_420);
    expect(tierUnitPrice(10_600, tiers, 2)).toBe(10_600);
    expect(tierUnitPrice(5_000, tiers, 1)).toBe(5_000);
  });
  it('lowers the price fields by a one-ticket tier and keeps the group tiers only', () => {
    const base = computePriceFields({ price: 10_600, special_price: null, special_from_date: null, special_to_date: null }, { ratePercent: 6, sourcePriceIncludesTax: true, now, timeZone: 'Europe/Stockholm' });
    const p = applyTierPrices(base, tiers, 1);
    expect(p).toMatchObject({ price_incl_tax: 8_480, final_price_incl_tax: 8_480, price: 8_000, price_tax: 480, original_price_incl_tax: 10_600 });
    expect(p.tier_prices).toHaveLength(2);
    expect(applyTierPrices(base, tiers, 3)).toEqual({ ...base, tier_prices: [] });
  });
});
