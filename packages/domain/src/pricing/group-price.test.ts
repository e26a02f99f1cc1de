import { describe, expect, it } from 'vitest';
import type { PriceFields } from '@encore/contracts';
import { groupPricedProduct, type UntieredPrice } from './group-price.ts';
import { computePriceFields } from './price.ts';
import type { TierPrice } from './tier-price.ts';

const now = new Date('2027-03-15T12:00:00Z');
const fields = (gross: number): PriceFields => computePriceFields({ price: gross, special_price: null, special_from_date: null, special_to_date: null }, { ratePercent: 6, sourcePriceIncludesTax: true, now, timeZone: 'Europe/Stockholm' });

/** An event with three ticket categories; the cheapest (standing) is sold out. */
function event() {
  const child = (sku: string, gross: number, inStock: boolean) => ({ ...fields(gross), sku, stock: { is_in_stock: inStock } });
  const children = [child('EV-PAR', 59_900, true), child('EV-BAL', 49_900, true), child('EV-STA', 29_900, false)];
  // The guest document as the index builds it: the cheapest ticket on sale is the shown price.
  return { ...fields(49_900), sku: 'EV', type_id: 'configurable', configurable_children: children };
}
const tiers: Record<string, TierPrice[]> = {
  'EV-PAR': [{ customer_group_id: 1, qty: 1, value: 39_900 }, { customer_group_id: 2, qty: 4, value: 50_000 }],
  'EV-STA': [{ customer_group_id: 1, qty: 1, value: 19_900 }],
  'EV-BAL': [{ customer_group_id: 0, qty: 1, value: 45_000 }],
};
const gross: Record<string, number> = { 'EV-PAR': 59_900, 'EV-BAL': 49_900, 'EV-STA': 29_900, EV: 49_900 };
const untiered = (sku: string): UntieredPrice | undefined => (sku in gross ? { fields: fields(gross[sku]!), tiers: tiers[sku] ?? [] } : undefined);

describe('groupPricedProduct', () => {
  it("lowers each ticket category by its group's one-ticket tier and shows the cheapest ticket still on sale", () => {
    const p = groupPricedProduct(event(), untiered, 1);
    const bySku = Object.fromEntries(p.configurable_children.map((c) => [c.sku, c]));
    expect(bySku['EV-PAR']).toMatchObject({ final_price_incl_tax: 39_900, price_incl_tax: 39_900, original_price_incl_tax: 59_900 });
    expect(bySku['EV-PAR']!.final_price + bySku['EV-PAR']!.price_tax).toBe(39_900);
    expect(bySku['EV-STA']!.final_price_incl_tax).toBe(19_900);
    // Standing is cheaper but sold out: the parkett tier is the event's shown price (sort, filter, facet and card).
    expect(p).toMatchObject({ final_price_incl_tax: 39_900, price_incl_tax: 39_900, final_price: bySku['EV-PAR']!.final_price });
  });

  it("keeps only the group's tiers and ignores tiers from a quantity above one", () => {
    const p = groupPricedProduct(event(), untiered, 2);
    const par = p.configurable_children.find((c) => c.sku === 'EV-PAR')!;
    expect(par.tier_prices).toEqual([{ customer_group_id: 2, qty: 4, value: 50_000 }]);
    expect(par.final_price_incl_tax).toBe(59_900);
    expect(p.configurable_children.find((c) => c.sku === 'EV-BAL')!.tier_prices).toEqual([]);
    expect(p.final_price_incl_tax).toBe(49_900);
  });

  it("gives guests (group 0) the guest tiers, and no other group the guest's", () => {
    expect(groupPricedProduct(event(), untiered, 0).final_price_incl_tax).toBe(45_000);
    expect(groupPricedProduct(event(), untiered, 1).configurable_children.find((c) => c.sku === 'EV-BAL')!.final_price_incl_tax).toBe(49_900);
  });

  it('prices a simple product by its own tiers and leaves the input untouched', () => {
    const doc = { ...fields(25_000), sku: 'SIMPLE', type_id: 'simple', configurable_children: [] as Array<PriceFields & { sku: string }> };
    const p = groupPricedProduct(doc, () => ({ fields: fields(25_000), tiers: [{ customer_group_id: 3, qty: 1, value: 20_000 }] }), 3);
    expect(p.final_price_incl_tax).toBe(20_000);
    expect(doc.final_price_incl_tax).toBe(25_000);
    const ev = event();
    groupPricedProduct(ev, untiered, 1);
    expect(ev.configurable_children[0]!.final_price_incl_tax).toBe(59_900);
  });

  it('keeps the fields of an unpriced sku', () => {
    const p = groupPricedProduct(event(), () => undefined, 1);
    expect(p.configurable_children.map((c) => c.final_price_incl_tax)).toEqual([59_900, 49_900, 29_900]);
    expect(p.final_price_incl_tax).toBe(49_900);
  });
});
