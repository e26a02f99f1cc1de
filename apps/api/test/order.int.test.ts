import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@encore/contracts';
import { PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { payToken } from './payment-token.ts';

const billing = { firstname: 'Anna', lastname: 'Svensson', email: 'Anna@Example.se', country_id: 'SE', city: 'Stockholm', postcode: '11122', street: ['Drottninggatan 1'] };

async function cartWith(api: TestApi, items: Array<[string, number]>): Promise<string> {
  const cartId = (await api.post('/api/cart/create')).body.result as string;
  for (const [sku, qty] of items) {
    const r = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });
    expect(r.status).toBe(200);
  }
  return cartId;
}

async function cardToken(api: TestApi, number: string, cartId: string): Promise<string> {
  return payToken(api, cartId, { number });
}

function orderBody(cartId: string, token: string, extra: Record<string, unknown> = {}) {
  return {
    order_id: `${Date.now()}-${Math.random().toString(16).slice(2)}`,
    cart_id: cartId,
    addressInformation: { billingAddress: billing, payment_method_code: 'card', payment_method_additional: { token } },
    ...extra,
  };
}

async function counts(api: TestApi) {
  const n = async (t: 'sales_order' | 'sales_order_item' | 'payment') => Number((await api.db.selectFrom(t).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { orders: await n('sales_order'), items: await n('sales_order_item'), payments: await n('payment') };
}

async function sold(api: TestApi, sku: string): Promise<number> {
  return (await api.db.selectFrom('inventory').select('sold').where('sku', '=', sku).executeTakeFirstOrThrow()).sold;
}

describe.skipIf(!dbAvailable)('order placement', () => {
  const api = useApi();

  it('tokenises cards without keeping the number, and refuses invalid or expired cards', async () => {
    const pay = { cart_id: 'c0ffee', amount: 59_900 };
    const r = await api.post('/api/ext/payment-test/tokens', { number: '4242 4242 4242 4242', exp_month: '12', exp_year: 2099, cvc: '123', ...pay });
    expect(r.body).toEqual({ code: 200, result: { id: expect.stringMatching(/^tok_/), brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2099 } });
    const luhn = await api.post('/api/ext/payment-test/tokens', { number: '4242424242424241', exp_month: 12, exp_year: 2099, cvc: '123', ...pay });
    expect(luhn.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'number: Your card number is invalid', field: 'number' } });
    const expired = await api.post('/api/ext/payment-test/tokens', { number: TEST_CARDS.success, exp_month: 1, exp_year: 2020, cvc: '123', ...pay });
    expect(expired.body.result).toEqual({ errorCode: 'validation_error', message: 'exp_year: Your card has expired', field: 'exp_year' });
    const cvc = await api.post('/api/ext/payment-test/tokens', { number: TEST_CARDS.success, exp_month: 1, exp_year: 2099, cvc: '12', ...pay });
    expect(cvc.body.result.field).toBe('cvc');
  });

  it('places an order: order, items, payment without card number, stock taken, cart closed; idempotent', async () => {
    const cartId = await cartWith(api, [
      [SKUS.kentParterre, 2],
      [SKUS.kentStaplats, 1],
    ]);
    const before = { parterre: await sold(api, SKUS.kentParterre), staplats: await sold(api, SKUS.kentStaplats) };
    const token = await cardToken(api, TEST_CARDS.success, cartId);
    const body = orderBody(cartId, token, { products: [{ sku: SKUS.kentParterre, qty: 2, price: 1 }, { sku: SKUS.kentStaplats, qty: 1 }] });
    const r = await api.post('/api/order', body);
    const grand = 2 * PRICES.kentParterre.SEK + PRICES.kentStaplats.specialSEK;
    expect(r.status).toBe(200);
    expect(r.body.result).toEqual({
      magentoOrderId: r.body.result.orderNumber,
      orderNumber: expect.stringMatching(/^[2-9A-HJ-NP-Z]{10}$/),
      backendOrderId: r.body.result.orderNumber,
      transferedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      grand_total: grand,
      currency: 'SEK',
    });

    const order = await api.db.selectFrom('sales_order').selectAll().where('increment_id', '=', r.body.result.orderNumber).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ increment_id: r.body.result.orderNumber, cart_id: cartId, status: 'complete', customer_email: 'anna@example.se', grand_total: grand, currency: 'SEK', payment_method_code: 'card', shipping_method_code: 'eticket' });
    const items = await api.db.selectFrom('sales_order_item').selectAll().where('order_id', '=', order.id).orderBy('product_id').execute();
    expect(items.map((i) => [i.sku, i.qty, i.price_incl_tax, i.row_total_incl_tax, i.ticket_category_label])).toEqual([
      [SKUS.kentParterre, 2, PRICES.kentParterre.SEK, 2 * PRICES.kentParterre.SEK, 'Parkett'],
      [SKUS.kentStaplats, 1, PRICES.kentStaplats.specialSEK, PRICES.kentStaplats.specialSEK, 'Ståplats'],
    ]);
    const payments = await api.db.selectFrom('payment').selectAll().where('order_id', '=', order.id).execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: 'test', method: 'card', status: 'captured', amount: grand, currency: 'SEK', card_brand: 'visa', card_last4: '4242' });
    // No table holds the card number or the token.
    for (const t of ['payment', 'sales_order', 'sales_order_item', 'cart'] as const) {
      const dump = JSON.stringify(await api.db.selectFrom(t).selectAll().execute());
      expect(dump).not.toContain(TEST_CARDS.success);
      expect(dump).not.toContain(token);
    }

    expect(await sold(api, SKUS.kentParterre)).toBe(before.parterre + 2);
    expect(await sold(api, SKUS.kentStaplats)).toBe(before.staplats + 1);
    const cart = await api.db.selectFrom('cart').select('status').where('id', '=', cartId).executeTakeFirstOrThrow();
    expect(cart.status).toBe('ordered');
    const pull = await api.get(`/api/cart/pull?cartId=${cartId}`);
    expect(pull.body.result.errorCode).toBe('cart_closed');

    // The same submission again gets the same confirmation and writes nothing.
    const n = await counts(api);
    const retry = await api.post('/api/order', body);
    expect(retry.body).toEqual(r.body);
    expect(await counts(api)).toEqual(n);
    // A different submission for the ordered cart is refused.
    const second = await api.post('/api/order', orderBody(cartId, await payToken(api, cartId, { amount: grand })));
    expect(second.body).toEqual({ code: 400, result: { errorCode: 'cart_closed', message: 'This cart has already been ordered', field: 'cart_id' } });
    expect(await sold(api, SKUS.kentParterre)).toBe(before.parterre + 2);

    const summary = await api.post('/api/order/lookup', { orderNumber: r.body.result.orderNumber, email: 'anna@example.se' });
    expect(summary.body.result).toMatchObject({ orderNumber: r.body.result.orderNumber, status: 'complete', grand_total: grand, currency: 'SEK' });
    expect(summary.body.result.items).toHaveLength(2);
    expect((await api.post('/api/order/lookup', { orderNumber: r.body.result.orderNumber, email: 'someone@else.se' })).status).toBe(404);
  });

  it.each([
    [TEST_CARDS.declined, 'card_declined', 'Your card was declined, contact your bank or try another card'],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds', 'Your card has insufficient funds, try another card'],
    // The 3-D Secure card asks for the shopper's action first (order-payment-states.int.test.ts).
  ])('refuses card %s with 402 and writes nothing', async (number, errorCode, message) => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 2]]);
    const n = await counts(api);
    const soldBefore = await sold(api, SKUS.hamletParterre);
    const r = await api.post('/api/order', orderBody(cartId, await cardToken(api, number, cartId)));
    expect(r.status).toBe(402);
    expect(r.body).toEqual({ code: 402, result: { errorCode, message } });
    expect(await counts(api)).toEqual(n);
    expect(await sold(api, SKUS.hamletParterre)).toBe(soldBefore);
    expect((await api.db.selectFrom('cart').select('status').where('id', '=', cartId).executeTakeFirstOrThrow()).status).toBe('active');
  });

  it('refuses unknown carts, empty carts, mismatching products and missing payment tokens with nothing written', async () => {
    const token = await payToken(api, 'no-such-cart', { amount: 0 });
    const n = await counts(api);
    const unknown = await api.post('/api/order', orderBody('0123456789abcdef0123456789abcdef', token));
    expect(unknown.body).toEqual({ code: 400, result: { errorCode: 'unknown_cart', message: 'Unknown cart', field: 'cart_id' } });
    const empty = await api.post('/api/order', orderBody(await cartWith(api, []), token));
    expect(empty.body).toEqual({ code: 400, result: { errorCode: 'empty_cart', message: 'The cart is empty' } });
    const cartId = await cartWith(api, [[SKUS.standupSeat, 2]]);
    const mismatch = await api.post('/api/order', orderBody(cartId, token, { products: [{ sku: SKUS.standupSeat, qty: 3 }] }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.result.field).toBe('products');
    const noToken = await api.post('/api/order', { cart_id: cartId, addressInformation: { billingAddress: billing, payment_method_code: 'card' } });
    expect(noToken.body.result.field).toBe('addressInformation.payment_method_additional.token');
    const badEmail = await api.post('/api/order', orderBody(cartId, token, { addressInformation: { billingAddress: { ...billing, email: 'nope' }, payment_method_code: 'card', payment_method_additional: { token } } }));
    expect(badEmail.body.result).toMatchObject({ field: 'addressInformation.billingAddress.email', message: 'addressInformation.billingAddress.email: Please provide valid e-mail address' });
    expect(await counts(api)).toEqual(n);
  });

  it('refuses an order whose stock ran out after the tickets were added, touching neither card nor stock', async () => {
    const cartId = await cartWith(api, [[SKUS.kentBalkong, 3]]);
    // Someone else bought two of the last three tickets meanwhile.
    await api.db.updateTable('inventory').set({ sold: 49 }).where('sku', '=', SKUS.kentBalkong).execute();
    const n = await counts(api);
    const r = await api.post('/api/order', orderBody(cartId, await cardToken(api, TEST_CARDS.success, cartId)));
    expect(r.body).toEqual({ code: 400, result: { errorCode: 'out_of_stock', message: 'Some ordered products are not available' } });
    expect(await counts(api)).toEqual(n);
    expect(await sold(api, SKUS.kentBalkong)).toBe(49);
    expect((await api.db.selectFrom('cart').select('status').where('id', '=', cartId).executeTakeFirstOrThrow()).status).toBe('active');
  });

  it('sells the last ticket once: the second cart cannot even hold it, and the holder orders it', async () => {
    // Earlier tests' carts still hold some of these seats; leave exactly one free.
    const { held } = await api.db.selectFrom('inventory').select('held').where('sku', '=', SKUS.standupSeat).executeTakeFirstOrThrow();
    await api.db.updateTable('inventory').set({ sold: 29 - held }).where('sku', '=', SKUS.standupSeat).execute();
    const a = await cartWith(api, [[SKUS.standupSeat, 1]]);
    const b = (await api.post('/api/cart/create')).body.result as string;
    const refused = await api.post(`/api/cart/update?cartId=${b}`, { cartItem: { sku: SKUS.standupSeat, qty: 1, quoteId: b } });
    expect(refused.body).toEqual({ code: 409, result: { errorCode: 'not_enough_tickets', message: 'Not enough tickets left: only 0 available', available: 0 } });
    const [ta, tb] = [await cardToken(api, TEST_CARDS.success, a), await payToken(api, b, { amount: 0 })];
    const results = await Promise.all([api.post('/api/order', orderBody(a, ta)), api.post('/api/order', orderBody(b, tb))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results[1]!.body.result.errorCode).toBe('empty_cart');
    expect(await sold(api, SKUS.standupSeat)).toBe(30 - held);
    const after = await api.db.selectFrom('inventory').select(['held']).where('sku', '=', SKUS.standupSeat).executeTakeFirstOrThrow();
    expect(after.held).toBe(held);
  });

  it("requires the cart owner's token for a user's cart", async () => {
    const owner = api.userToken(42);
    const cartId = (await api.post('/api/cart/create', undefined, { token: owner })).body.result as string;
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKUS.rockfestStaplats, qty: 1, quoteId: cartId } }, { token: owner });
    const token = await payToken(api, cartId, { userToken: owner });
    expect((await api.post('/api/order', orderBody(cartId, token))).status).toBe(401);
    expect((await api.post('/api/order', orderBody(cartId, token), { token: api.userToken(43) })).status).toBe(401);
    const ok = await api.post('/api/order', orderBody(cartId, token), { token: owner });
    expect(ok.status).toBe(200);
    const order = await api.db.selectFrom('sales_order').select('user_id').where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    expect(order.user_id).toBe(42);
  });
});
