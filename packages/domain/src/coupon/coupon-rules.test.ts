import { describe, expect, it } from 'vitest';
import { computeTotals } from '../totals/totals.ts';
import { allocateDiscount, checkCoupon, couponDiscount, couponFromTotals, normaliseCouponCode, type CouponTerms } from './coupon-rules.ts';

const base: CouponTerms = {
  code: 'ENCORE10',
  kind: 'percent',
  percent: 10,
  amounts: {},
  minSubtotal: {},
  validFrom: null,
  validTo: null,
  usageLimit: null,
  usagePerCustomer: null,
  timesUsed: 0,
  active: true,
};
const welcome: CouponTerms = { ...base, code: 'WELCOME100', kind: 'fixed', percent: null, amounts: { SEK: 10_000, EUR: 1_000 }, minSubtotal: { SEK: 50_000, EUR: 5_000 } };
const ctx = { now: new Date('2026-11-23T12:00:00Z'), currency: 'SEK', subtotalInclTax: 100_000, customerUses: 0, formatMoney: (m: number) => `${m / 100} kr` };

describe('checkCoupon', () => {
  it('accepts a running coupon, whatever the case of the code', () => {
    expect(checkCoupon(base, ' encore10 ', ctx)).toBeNull();
    expect(normaliseCouponCode(' encore10 ')).toBe('ENCORE10');
  });
  it('refuses unknown, inactive and not-yet-valid codes as invalid', () => {
    expect(checkCoupon(undefined, 'nope', ctx)).toEqual({ errorCode: 'coupon_invalid', message: 'The coupon code "NOPE" is not valid.' });
    expect(checkCoupon({ ...base, active: false }, 'ENCORE10', ctx)?.errorCode).toBe('coupon_invalid');
    expect(checkCoupon({ ...base, validFrom: '2026-12-01T00:00:00Z' }, 'ENCORE10', ctx)?.errorCode).toBe('coupon_invalid');
  });
  it('refuses an expired coupon', () => {
    expect(checkCoupon({ ...base, validTo: '2026-11-23T12:00:00Z' }, 'ENCORE10', ctx)).toEqual({ errorCode: 'coupon_expired', message: 'The coupon code "ENCORE10" has expired.' });
  });
  it('refuses a coupon used up overall or by this customer', () => {
    const used = { errorCode: 'coupon_usage_limit', message: 'The coupon code "ENCORE10" has already been used the maximum number of times.' };
    expect(checkCoupon({ ...base, usageLimit: 1, timesUsed: 1 }, 'ENCORE10', ctx)).toEqual(used);
    expect(checkCoupon({ ...base, usagePerCustomer: 1 }, 'ENCORE10', { ...ctx, customerUses: 1 })).toEqual(used);
    expect(checkCoupon({ ...base, usagePerCustomer: 2 }, 'ENCORE10', { ...ctx, customerUses: 1 })).toBeNull();
  });
  it('needs the minimum subtotal in the cart currency', () => {
    expect(checkCoupon(welcome, 'WELCOME100', { ...ctx, subtotalInclTax: 49_999 })).toEqual({
      errorCode: 'coupon_min_subtotal',
      message: 'The coupon code "WELCOME100" needs a subtotal of at least 500 kr.',
    });
    expect(checkCoupon(welcome, 'WELCOME100', { ...ctx, subtotalInclTax: 50_000 })).toBeNull();
    expect(checkCoupon(welcome, 'WELCOME100', { ...ctx, currency: 'USD' })?.errorCode).toBe('coupon_invalid');
  });
});

describe('couponDiscount', () => {
  it('takes a percentage or a fixed amount, never more than the subtotal', () => {
    expect(couponDiscount(base, 59_900, 'SEK')).toBe(5_990);
    expect(couponDiscount(base, 12_345, 'SEK')).toBe(1_235);
    expect(couponDiscount(welcome, 59_900, 'SEK')).toBe(10_000);
    expect(couponDiscount(welcome, 59_900, 'EUR')).toBe(1_000);
    expect(couponDiscount(welcome, 5_000, 'SEK')).toBe(5_000);
  });
});

describe('allocateDiscount', () => {
  it('spreads the discount in proportion and keeps the exact sum', () => {
    expect(allocateDiscount([10_000, 20_000], 3_000)).toEqual([1_000, 2_000]);
    const shares = allocateDiscount([333, 333, 334], 100);
    expect(shares.reduce((s, x) => s + x, 0)).toBe(100);
    expect(allocateDiscount([500], 0)).toEqual([0]);
  });
});

describe('totals with a coupon', () => {
  const line = { item_id: 1, sku: 'A', name: 'A', qty: 2, unitPriceInclTax: 59_900, ratePercent: 6 };
  it('shows the coupon code, a negative discount, a discount segment and VAT on the discounted amount', () => {
    const t = computeTotals([line], null, 'SEK', { couponCode: 'ENCORE10', amount: 11_980 });
    expect(t.coupon_code).toBe('ENCORE10');
    expect(t.discount_amount).toBe(-11_980);
    expect(t.grand_total).toBe(119_800 - 11_980);
    expect(t.total_segments.find((s) => s.code === 'discount')).toEqual({ code: 'discount', title: 'Discount (ENCORE10)', value: -11_980 });
    // 6 % VAT contained in 107 820.
    expect(t.tax_amount).toBe(6_103);
    expect(t.items[0]!.discount_amount).toBe(11_980);
  });
  it('is unchanged without a coupon', () => {
    const t = computeTotals([line], null, 'SEK');
    expect(t.discount_amount).toBe(0);
    expect(t.coupon_code).toBeUndefined();
    expect(t.total_segments.some((s) => s.code === 'discount')).toBe(false);
  });
});

describe('couponFromTotals', () => {
  it.each([
    ['a coupon with its discount', { coupon_code: 'ENCORE10', discount_amount: -5000 }, { code: 'ENCORE10', discount: -5000 }],
    ['a coupon without a discount amount', { coupon_code: 'ENCORE10' }, { code: 'ENCORE10', discount: 0 }],
    ['no coupon code', { coupon_code: null, discount_amount: -5000 }, null],
    ['an empty coupon code', { coupon_code: '' }, null],
    ['no totals', null, null],
    ['missing totals', undefined, null],
  ])('%s', (_case, totals, coupon) => {
    expect(couponFromTotals(totals)).toEqual(coupon);
  });
});
