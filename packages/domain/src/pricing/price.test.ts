import { describe, expect, it } from 'vitest';
import { computePriceFields, copyChildPrice, emptyPriceFields, parentPriceFromChildren, shownPriceChild } from './price.ts';

const now = new Date('2027-03-15T12:00:00Z');

describe('computePriceFields', () => {
  const opts = { ratePercent: 6, sourcePriceIncludesTax: true, now, timeZone: 'Europe/Stockholm' };

  it('splits a gross price into net and tax', () => {
    const p = computePriceFields({ price: 59_900, special_price: null, special_from_date: null, special_to_date: null }, opts);
    expect(p).toMatchObject({
      price: 56_509,
      price_tax: 3_391,
      price_incl_tax: 59_900,
      final_price: 56_509,
      final_price_incl_tax: 59_900,
      original_price: 56_509,
      original_price_incl_tax: 59_900,
      special_price: 0,
      special_price_incl_tax: 0,
    });
  });

  it('applies an active special price to price and final price but keeps the original', () => {
    const p = computePriceFields({ price: 10_600, special_price: 5_300, special_from_date: '2027-03-01', special_to_date: '2027-03-31' }, opts);
    expect(p).toMatchObject({ price: 5_000, price_incl_tax: 5_300, final_price_incl_tax: 5_300, special_price: 5_000, special_price_incl_tax: 5_300, original_price_incl_tax: 10_600 });
  });

  it('ends a date-only special price at the store’s midnight', () => {
    const source = { price: 10_600, special_price: 5_300, special_from_date: null, special_to_date: '2027-03-31' };
    expect(computePriceFields(source, { ...opts, now: new Date('2027-03-31T21:59:00Z') }).final_price_incl_tax).toBe(5_300);
    expect(computePriceFields(source, { ...opts, now: new Date('2027-03-31T22:00:00Z') }).final_price_incl_tax).toBe(10_600);
  });

  it('zeroes an expired special price', () => {
    const p = computePriceFields({ price: 10_600, special_price: 5_300, special_from_date: null, special_to_date: '2027-03-01' }, opts);
    expect(p).toMatchObject({ price_incl_tax: 10_600, special_price: 0, special_price_incl_tax: 0, special_to_date: '2027-03-01' });
  });

  it('gives 0 tax with a 0 % rate', () => {
    const p = computePriceFields({ price: 4_900, special_price: null, special_from_date: null, special_to_date: null }, { ...opts, ratePercent: 0 });
    expect(p).toMatchObject({ price: 4_900, price_incl_tax: 4_900, price_tax: 0 });
  });

  it('adds tax when source prices exclude it', () => {
    const p = computePriceFields({ price: 10_000, special_price: null, special_from_date: null, special_to_date: null }, { ...opts, sourcePriceIncludesTax: false });
    expect(p).toMatchObject({ price: 10_000, price_tax: 600, price_incl_tax: 10_600 });
  });
});

describe('cheapest child', () => {
  const mk = (gross: number) => ({ ...emptyPriceFields(), final_price_incl_tax: gross, price_incl_tax: gross });

  it('picks the lowest final price, first on ties', () => {
    const a = mk(900);
    const b = mk(500);
    const c = mk(500);
    expect(shownPriceChild([a, b, c])).toBe(b);
    const gone = (x: ReturnType<typeof mk>) => ({ ...x, stock: { is_in_stock: false } });
    const [ga, gb, gc] = [gone(a), gone(b), gone(c)];
    expect(shownPriceChild([ga, gb, gc])).toBe(gb);
  });

  it('shows the cheapest ticket still on sale, or the cheapest overall when all are sold out', () => {
    const soldOut = { ...mk(300), stock: { is_in_stock: false } };
    const onSale = { ...mk(600), stock: { is_in_stock: true } };
    const dearer = { ...mk(900), stock: { is_in_stock: true } };
    expect(shownPriceChild([soldOut, dearer, onSale])).toBe(onSale);
    const allGone = [{ ...mk(900), stock: { is_in_stock: false } }, soldOut];
    expect(shownPriceChild(allGone)).toBe(soldOut);
    expect(shownPriceChild([])).toBeUndefined();
  });

  it('copies a child price onto the parent but keeps the parent tier prices', () => {
    const parent = { ...mk(100), tier_prices: [{ customer_group_id: 1, qty: 1, value: 50 }] };
    copyChildPrice(parent, { ...mk(700), special_price_incl_tax: 650 });
    expect(parent).toMatchObject({ final_price_incl_tax: 700, price_incl_tax: 700, special_price_incl_tax: 650 });
    expect(parent.tier_prices).toHaveLength(1);
  });

  it('copies the cheapest child price onto the parent', () => {
    expect(parentPriceFromChildren([mk(900), mk(300), mk(600)])?.price_incl_tax).toBe(300);
    expect(parentPriceFromChildren([])).toBeUndefined();
  });
});
