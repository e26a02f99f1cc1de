import { computeTotals } from '@encore/domain';
import { describe, expect, it } from 'vitest';
import { orderSummary, parseShippingKey, shippingKey } from './order-summary.ts';

const eticketTotals = {
  grand_total: 90_000,
  subtotal_incl_tax: 100_000,
  discount_amount: -10_000,
  shipping_amount: 0,
  shipping_incl_tax: 0,
  tax_amount: 5_094,
};

describe('orderSummary', () => {
  it('keeps the totals of the delivery they were counted with', () => {
    expect(orderSummary(eticketTotals, undefined)).toEqual({ subtotal: 100_000, shipping: 0, discount: -10_000, tax: 5_094, grandTotal: 90_000 });
    expect(orderSummary(eticketTotals, { price_incl_tax: 0, price_excl_tax: 0 })).toEqual(orderSummary(eticketTotals, undefined));
  });

  it('swaps in a tracked letter: its gross price in the total and its VAT in the tax', () => {
    expect(orderSummary(eticketTotals, { price_incl_tax: 4_900, price_excl_tax: 4_623 })).toEqual({ subtotal: 100_000, shipping: 4_900, discount: -10_000, tax: 5_371, grandTotal: 94_900 });
  });

  it('matches the totals the API counts with that delivery (coupon, 6% tickets, 6% delivery)', () => {
    const lines = [{ item_id: 1, sku: 'T-1', name: 'Konsert', qty: 2, unitPriceInclTax: 59_900, ratePercent: 6 }];
    const coupon = { couponCode: 'TIO', amount: 11_980 };
    const withEticket = computeTotals(lines, { amountInclTax: 0, ratePercent: 6 }, 'SEK', coupon);
    const withPostal = computeTotals(lines, { amountInclTax: 4_900, ratePercent: 6 }, 'SEK', coupon);
    const postal = { price_incl_tax: withPostal.shipping_incl_tax, price_excl_tax: withPostal.shipping_amount };
    expect(orderSummary(withEticket, postal)).toEqual({
      subtotal: withPostal.subtotal_incl_tax,
      shipping: withPostal.shipping_incl_tax,
      discount: withPostal.discount_amount,
      tax: withPostal.tax_amount,
      grandTotal: withPostal.grand_total,
    });
  });

  it('and back again', () => {
    const postal = { ...eticketTotals, grand_total: 94_900, shipping_amount: 4_623, shipping_incl_tax: 4_900, tax_amount: 5_371 };
    expect(orderSummary(postal, { price_incl_tax: 0, price_excl_tax: 0 })).toEqual(orderSummary(eticketTotals, undefined));
  });
});

describe('shipping keys', () => {
  it('round-trips carrier and method', () => {
    expect(shippingKey({ carrier_code: 'postal', method_code: 'tracked' })).toBe('postal/tracked');
    expect(parseShippingKey('postal/tracked')).toEqual({ carrier: 'postal', method: 'tracked' });
    expect(parseShippingKey('postal')).toBeNull();
    expect(parseShippingKey('a/b/c')).toBeNull();
  });
});
