import { describe, expect, it } from 'vitest';
import { PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { payToken } from './payment-token.ts';

const NBSP = '\u00a0';
const billing = (email: string) => ({ firstname: 'Anna', lastname: 'Svensson', email, country_id: 'SE', city: 'Stockholm', postcode: '11122', street: ['Drottninggatan 1'] });

async function cartWith(api: TestApi, items: Array<[string, number]>, token?: string): Promise<string> {
  const opts = token ? { token } : {};
  const cartId = (await api.post('/api/cart/create', undefined, opts)).body.result as string;
  for (const [sku, qty] of items) expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } }, opts)).status).toBe(200);
  return cartId;
}
async function order(api: TestApi, cartId: string, email: string, token?: string) {
  const card = await payToken(api, cartId, token ? { userToken: token } : {});
  return api.post(
    '/api/order',
    { order_id: `${cartId}-o`, cart_id: cartId, addressInformation: { billingAddress: billing(email), payment_method_code: 'card', payment_method_additional: { token: card } } },
    token ? { token } : {},
  );
}

describe.skipIf(!dbAvailable)('coupons', () => {
  const api = useApi();

  it('applies ENCORE10 to the totals and removes it again', async () => {
    const cartId = await cartWith(api, [[SKUS.kentParterre, 2]]);
    const plain = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect((await api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=encore10`)).body).toEqual({ code: 200, result: true });
    const t = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    const off = Math.round((PRICES.kentParterre.SEK * 2) / 10);
    expect(t.coupon_code).toBe('ENCORE10');
    expect(t.discount_amount).toBe(-off);
    expect(t.grand_total).toBe(plain.grand_total - off);
    expect(t.total_segments).toContainEqual({ code: 'discount', title: 'Discount (ENCORE10)', value: -off });
    expect(t.tax_amount).toBeLessThan(plain.tax_amount);

    expect((await api.post(`/api/cart/delete-coupon?cartId=${cartId}`)).body).toEqual({ code: 200, result: true });
    const back = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(back.coupon_code).toBeUndefined();
    expect(back.discount_amount).toBe(0);
    expect(back.grand_total).toBe(plain.grand_total);
  });

  it('refuses unknown, expired and too-small-cart coupons with a clear message', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    expect((await api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=NOPE`)).body).toEqual({
      code: 400,
      result: { errorCode: 'coupon_invalid', message: 'The coupon code "NOPE" is not valid.', field: 'coupon' },
    });
    expect((await api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=EXPIRED`)).body.result).toEqual({
      errorCode: 'coupon_expired',
      message: 'The coupon code "EXPIRED" has expired.',
      field: 'coupon',
    });
    // 450 kr in the cart; WELCOME100 needs 500 kr.
    expect((await api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=WELCOME100`)).body.result).toEqual({
      errorCode: 'coupon_min_subtotal',
      message: `The coupon code "WELCOME100" needs a subtotal of at least 500,00${NBSP}kr.`,
      field: 'coupon',
    });
    expect((await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result.discount_amount).toBe(0);
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKUS.hamletParterre, qty: 1, quoteId: cartId } });
    expect((await api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=WELCOME100`)).status).toBe(200);
    expect((await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result.discount_amount).toBe(-10_000);
  });

  it('gives ONCE to exactly one of two racing orders and records the discount on the order', async () => {
    const a = await cartWith(api, [[SKUS.kentStaplats, 1]]);
    const b = await cartWith(api, [[SKUS.kentStaplats, 1]]);
    for (const c of [a, b]) expect((await api.post(`/api/cart/apply-coupon?cartId=${c}&coupon=ONCE`)).status).toBe(200);
    const results = await Promise.all([order(api, a, 'a@example.se'), order(api, b, 'b@example.se')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.result).toEqual({
      errorCode: 'coupon_usage_limit',
      message: 'The coupon code "ONCE" has already been used the maximum number of times.',
      field: 'coupon',
    });
    const c = await api.db.selectFrom('coupon').select('times_used').where('code', '=', 'ONCE').executeTakeFirstOrThrow();
    expect(c.times_used).toBe(1);
    const won = results.find((r) => r.status === 200)!.body.result;
    const o = await api.db.selectFrom('sales_order').select(['coupon_code', 'discount_amount']).where('increment_id', '=', won.orderNumber).executeTakeFirstOrThrow();
    expect(o.coupon_code).toBe('ONCE');
    expect(o.discount_amount).toBe(-Math.round((PRICES.kentStaplats.specialSEK * 15) / 100));
    const late = await cartWith(api, [[SKUS.kentStaplats, 1]]);
    expect((await api.post(`/api/cart/apply-coupon?cartId=${late}&coupon=ONCE`)).body.result.errorCode).toBe('coupon_usage_limit');
  });

  it('limits uses per customer', async () => {
    await api.db
      .insertInto('coupon')
      .values({ code: 'PERCUSTOMER', kind: 'percent', percent: 5, amounts_json: '{}', min_subtotal_json: '{}', valid_from: null, valid_to: null, usage_limit: null, usage_per_customer: 1, times_used: 0, is_active: 1, created_at: new Date().toISOString() })
      .execute();
    const token = api.userToken(77);
    const first = await cartWith(api, [[SKUS.rockfestStaplats, 1]], token);
    expect((await api.post(`/api/cart/apply-coupon?cartId=${first}&coupon=PERCUSTOMER`, undefined, { token })).status).toBe(200);
    expect((await order(api, first, 'u77@example.se', token)).status).toBe(200);
    const second = await cartWith(api, [[SKUS.rockfestStaplats, 1]], token);
    expect((await api.post(`/api/cart/apply-coupon?cartId=${second}&coupon=PERCUSTOMER`, undefined, { token })).body.result.errorCode).toBe('coupon_usage_limit');
    // Another customer may still use it.
    const other = await cartWith(api, [[SKUS.rockfestStaplats, 1]]);
    expect((await api.post(`/api/cart/apply-coupon?cartId=${other}&coupon=PERCUSTOMER`)).status).toBe(200);
  });
});
