import { describe, expect, it } from 'vitest';
import { computeTotals } from './totals.ts';

describe('computeTotals', () => {
  it('is all zero for an empty cart', () => {
    const t = computeTotals([], null, 'SEK');
    expect(t).toMatchObject({ grand_total: 0, subtotal: 0, subtotal_incl_tax: 0, tax_amount: 0, items_qty: 0, items: [], quote_currency_code: 'SEK' });
    expect(t.total_segments.map((s) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);
  });

  it('computes rows from gross prices and adds shipping once', () => {
    const t = computeTotals(
      [
        { item_id: 1, sku: 'A', name: 'A', qty: 3, unitPriceInclTax: 59_900, ratePercent: 6, options: [{ label: 'Ticket category', value: 'Parterre' }] },
        { item_id: 2, sku: 'B', name: 'B', qty: 1, unitPriceInclTax: 29_900, ratePercent: 6 },
      ],
      { amountInclTax: 4_900, ratePercent: 6 },
      'SEK',
    );
    const [a, b] = t.items;
    // 3 × 599.00 = 1797.00 gross; net = round(179700 / 1.06) = 169528
    expect(a).toMatchObject({ qty: 3, price_incl_tax: 59_900, price: 56_509, row_total_incl_tax: 179_700, row_total: 169_528, tax_amount: 10_172, tax_percent: 6 });
    expect(JSON.parse(a!.options)).toEqual([{ label: 'Ticket category', value: 'Parterre' }]);
    expect(b).toMatchObject({ row_total_incl_tax: 29_900, row_total: 28_208, tax_amount: 1_692 });
    expect(t.subtotal_incl_tax).toBe(209_600);
    expect(t.subtotal).toBe(169_528 + 28_208);
    expect(t.shipping_incl_tax).toBe(4_900);
    expect(t.shipping_amount).toBe(4_623);
    expect(t.tax_amount).toBe(10_172 + 1_692 + 277);
    expect(t.grand_total).toBe(209_600 + 4_900);
    expect(t.items_qty).toBe(4);
    // net + tax always equals gross
    expect(t.subtotal + t.shipping_amount + t.tax_amount).toBe(t.grand_total);
    const seg = Object.fromEntries(t.total_segments.map((s) => [s.code, s.value]));
    expect(seg).toEqual({ subtotal: 209_600, shipping: 4_900, tax: t.tax_amount, grand_total: 214_500 });
  });

  it('handles zero-price tickets', () => {
    const t = computeTotals([{ item_id: 1, sku: 'F', name: 'Free', qty: 2, unitPriceInclTax: 0, ratePercent: 6 }], null, 'EUR');
    expect(t).toMatchObject({ grand_total: 0, tax_amount: 0, items_qty: 2, base_currency_code: 'EUR' });
  });
});
