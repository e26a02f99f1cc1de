import { describe, expect, it } from 'vitest';
import { PriceTable, type PriceRecord } from './price-table.ts';

const row = (product_id: number, currency: string, price: number, special?: { price: number; from?: string; to?: string }): PriceRecord => ({
  product_id,
  currency,
  price,
  special_price: special?.price ?? null,
  special_from_date: special?.from ?? null,
  special_to_date: special?.to ?? null,
});

const rows = [row(1001, 'EUR', 4_500), row(1001, 'SEK', 49_500, { price: 39_500, from: '2026-11-20', to: '2026-12-01' }), row(1002, 'EUR', 0), row(1002, 'SEK', 29_500, { price: 0 }), row(2_000_000_001, 'SEK', 12_345)];

describe('the price table', () => {
  it('gives every row back as it went in, in order, nulls and zeros included', () => {
    const table = PriceTable.from(rows);
    expect(table.length).toBe(5);
    expect([...table]).toEqual(rows);
    expect(table.at(3)).toEqual(rows[3]);
    expect(table.productId(4)).toBe(2_000_000_001);
  });

  it('keeps its rows through growing past its first room and trimming back', () => {
    const many = Array.from({ length: 1_000 }, (_, i) => row(i + 1, i % 2 ? 'SEK' : 'EUR', i * 100, i % 7 ? undefined : { price: i, to: `2027-01-${String((i % 28) + 1).padStart(2, '0')}` }));
    const table = PriceTable.from(many);
    table.trim();
    expect([...table]).toEqual(many);
    table.push(row(5_000, 'SEK', 1));
    expect(table.at(1_000)).toEqual(row(5_000, 'SEK', 1));
    const empty = new PriceTable();
    empty.trim();
    empty.push(rows[0]!);
    expect([...empty]).toEqual([rows[0]]);
  });

  it("finds a product's price in one currency, and nothing for a product or currency it lacks", () => {
    const table = PriceTable.from(rows);
    const sek = table.inCurrency('SEK');
    expect(sek.get(1001)).toEqual(rows[1]);
    expect(sek.get(1002)).toEqual(rows[3]);
    expect(sek.get(2_000_000_001)).toEqual(rows[4]);
    expect(sek.get(1003)).toBeUndefined();
    expect(table.inCurrency('EUR').get(1002)).toEqual(rows[2]);
    expect(table.inCurrency('EUR').get(2_000_000_001)).toBeUndefined();
    expect(table.inCurrency('NOK').get(1001)).toBeUndefined();
  });

  it('finds prices in rows that are out of product order, as a patched catalogue has them', () => {
    const table = PriceTable.from([...rows].reverse());
    for (const r of rows) expect(table.inCurrency(r.currency).get(r.product_id)).toEqual(r);
  });

  it('answers a lookup asked for again after a row was added with the new row too', () => {
    const table = PriceTable.from(rows);
    expect(table.inCurrency('SEK').get(3000)).toBeUndefined();
    table.push(row(3000, 'SEK', 100));
    expect(table.inCurrency('SEK').get(3000)).toEqual(row(3000, 'SEK', 100));
  });

  it('replaces the rows of some products, keeping product order, and lists only the rows with a special price window', () => {
    const table = PriceTable.from(rows);
    expect([...table.replacing(new Set([1001]), new PriceTable())]).toEqual([rows[2], rows[3], rows[4]]);
    expect([...table.windows()]).toEqual([rows[1]]);
    // As a patch uses it: product 1002's rows replaced by the one read again, merged into its place.
    const fresh = row(1002, 'SEK', 31_000, { price: 30_000, from: '2026-11-20' });
    const patched = table.replacing(new Set([1002]), PriceTable.from([fresh]));
    expect([...patched]).toEqual([rows[0], rows[1], fresh, rows[4]]);
    expect(patched.inCurrency('SEK').get(1002)).toEqual(fresh);
    expect(patched.inCurrency('EUR').get(1002)).toBeUndefined();
    // Rows of new products go before, between and after the kept ones; every currency stays in product order.
    const added = PriceTable.from([row(900, 'EUR', 5_000), row(1001, 'NOK', 7_000), row(1001, 'SEK', 7_500), row(9_000, 'SEK', 1)]);
    const merged = table.replacing(new Set([1001]), added);
    expect([...merged].map((r) => [r.product_id, r.currency])).toEqual([
      [900, 'EUR'],
      [1001, 'NOK'],
      [1001, 'SEK'],
      [1002, 'EUR'],
      [1002, 'SEK'],
      [9_000, 'SEK'],
      [2_000_000_001, 'SEK'],
    ]);
    for (const r of merged) expect(merged.inCurrency(r.currency).get(r.product_id)).toEqual(r);
    expect([...table]).toEqual(rows);
  });
});
