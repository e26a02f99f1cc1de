import { describe, expect, it } from 'vitest';
import { applyCurrentPrices, pricesPending } from './price-current.ts';
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

describe('price_is_current', () => {
  it('is false with no refresh time until current prices arrive, then true with the time', () => {
    const product = { sku: 'EV', final_price_incl_tax: 100, configurable_children: [{ sku: 'EV-A', final_price_incl_tax: 100 }] };
    expect(pricesPending(product)).toMatchObject({ price_is_current: false, price_refreshed_at: null });
    const rendered = new Map([
      ['EV-A', { sku: 'EV-A', final_price_incl_tax: 90, original_price_incl_tax: 120, special_price_incl_tax: 90, final_price: 85, original_price: 113, special_price: 85 }],
    ]);
    const after = applyCurrentPrices(product, rendered, now);
    expect(after).toMatchObject({ price_is_current: true, price_refreshed_at: '2027-03-15T12:00:00.000Z' });
    expect(after.configurable_children[0]).toMatchObject({ final_price_incl_tax: 90, special_price_incl_tax: 90 });
    expect(applyCurrentPrices(product, new Map(), now)).toMatchObject({ price_is_current: false, price_refreshed_at: null });
  });
  it('zeroes a special price that is not below the final price', () => {
    const rendered = new Map([['EV', { sku: 'EV', final_price_incl_tax: 120, original_price_incl_tax: 120, special_price_incl_tax: 130, final_price: 113, original_price: 113, special_price: 123 }]]);
    expect(applyCurrentPrices({ sku: 'EV' }, rendered, now)).toMatchObject({ special_price: 0, special_price_incl_tax: 0 });
  });
});
