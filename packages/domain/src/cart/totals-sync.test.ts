import { describe, expect, it } from 'vitest';
import { defaultPaymentMethod, defaultShippingMethod, checkoutCountry } from './checkout-defaults.ts';
import { applyServerTotals, canChangeCoupon, couponFromTotals, planAuthorize, replaceServerPaymentMethods, shouldRefreshTotals, totalsCountry } from './totals-sync.ts';

describe('shouldRefreshTotals', () => {
  const s = { totalsSyncEnabled: true, connected: true, storedHash: 'h', currentHash: 'h', lastTotalsSyncAt: 10 };
  it('refreshes when the hash changed, was never stored, or totals never synced', () => {
    expect(shouldRefreshTotals(s)).toBe(false);
    expect(shouldRefreshTotals({ ...s, currentHash: 'k' })).toBe(true);
    expect(shouldRefreshTotals({ ...s, storedHash: null })).toBe(true);
    expect(shouldRefreshTotals({ ...s, lastTotalsSyncAt: 0 })).toBe(true);
    expect(shouldRefreshTotals(s, true)).toBe(true);
  });
  it('never when the cart is not connected or totals sync is off', () => {
    expect(shouldRefreshTotals({ ...s, connected: false, storedHash: null }, true)).toBe(false);
    expect(shouldRefreshTotals({ ...s, totalsSyncEnabled: false, storedHash: null })).toBe(false);
  });
});

describe('totalsCountry', () => {
  it('uses the shipping country, else the tax default; none means no totals', () => {
    expect(totalsCountry('DE', 'SE')).toBe('DE');
    expect(totalsCountry('', 'SE')).toBe('SE');
    expect(totalsCountry(null, null)).toBeNull();
  });
});

describe('replaceServerPaymentMethods', () => {
  it('keeps local methods, replaces old server methods and marks new ones', () => {
    const local = [{ code: 'card' }, { code: 'old', is_server_method: true }];
    expect(replaceServerPaymentMethods(local, [{ code: 'card' }, { code: 'invoice' }])).toEqual([{ code: 'card' }, { code: 'invoice', is_server_method: true }]);
  });
});

describe('applyServerTotals', () => {
  it('lines take qty and totals of the row with their server id', () => {
    const out = applyServerTotals([{ sku: 'a', qty: 1, server_item_id: 4 }, { sku: 'b', qty: 2 }], [{ item_id: 4, qty: 3 }]);
    expect(out).toEqual([{ sku: 'a', qty: 3, server_item_id: 4, totals: { item_id: 4, qty: 3 } }, { sku: 'b', qty: 2 }]);
  });
});

describe('coupons', () => {
  it('reads the coupon from the totals', () => {
    expect(couponFromTotals({ coupon_code: 'ENCORE10', discount_amount: -5000 })).toEqual({ code: 'ENCORE10', discount: -5000 });
    expect(couponFromTotals({ coupon_code: null })).toBeNull();
    expect(couponFromTotals(null)).toBeNull();
  });
  it('needs totals sync and a connected cart', () => {
    expect(canChangeCoupon({ totalsSyncEnabled: true, connected: true }, 'X')).toBe(true);
    expect(canChangeCoupon({ totalsSyncEnabled: true, connected: true }, '  ')).toBe(false);
    expect(canChangeCoupon({ totalsSyncEnabled: true, connected: false }, 'X')).toBe(false);
    expect(canChangeCoupon({ totalsSyncEnabled: false, connected: true })).toBe(false);
  });
  it('on authorization: remove the coupon, connect merging quantities, re-apply', () => {
    expect(planAuthorize('ENCORE10')).toEqual([
      { kind: 'remove-coupon', code: 'ENCORE10' },
      { kind: 'connect', guestCart: false, mergeQty: true },
      { kind: 'apply-coupon', code: 'ENCORE10' },
    ]);
    expect(planAuthorize(null)).toEqual([{ kind: 'connect', guestCart: false, mergeQty: true }]);
  });
});

describe('checkout defaults', () => {
  it('first non-offline shipping method, preferring the default one', () => {
    const m = [
      { method_code: 'dpd', carrier_code: 'dpd', default: true, offline: true },
      { method_code: 'post', carrier_code: 'post' },
      { method_code: 'eticket', carrier_code: 'e', default: true },
    ];
    expect(defaultShippingMethod(m)?.method_code).toBe('eticket');
    expect(defaultShippingMethod(m.slice(0, 2))?.method_code).toBe('post');
    expect(defaultShippingMethod([m[0]!])).toBeNull();
  });
  it('default payment method, else the first', () => {
    expect(defaultPaymentMethod([{ code: 'a' }, { code: 'b', default: true }])?.code).toBe('b');
    expect(defaultPaymentMethod([{ code: 'a' }, { code: 'b' }])?.code).toBe('a');
    expect(defaultPaymentMethod([])).toBeNull();
  });
  it('the country falls back to the tax default country', () => {
    expect(checkoutCountry(undefined, 'SE')).toBe('SE');
    expect(checkoutCountry('IT', 'SE')).toBe('IT');
  });
});
