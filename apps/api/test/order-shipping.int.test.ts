import { describe, expect, it } from 'vitest';
import { PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { cartWith, countRows, orderBody } from './order-helpers.ts';
import { grandTotal, payToken } from './payment-token.ts';

const TRACKED_SEK = 4_900;

async function collectETicket(api: TestApi, cartId: string) {
  const r = await api.post(`/api/cart/collect-totals?cartId=${cartId}`, { methods: { paymentMethod: { method: 'card' }, shippingCarrierCode: 'eticket', shippingMethodCode: 'eticket' } });
  expect(r.status).toBe(200);
  expect(r.body.result.shipping_incl_tax).toBe(0);
}

describe.skipIf(!dbAvailable)('the order is charged for the delivery it records', () => {
  const api = useApi();

  it('after totals with the free e-ticket, an order for tracked postal delivery pays the postage', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    await collectETicket(api, cartId);
    const eticketTotal = await grandTotal(api, cartId);
    expect(eticketTotal).toBe(PRICES.hamletParterre.SEK);

    const token = await payToken(api, cartId, { amount: eticketTotal + TRACKED_SEK });
    const r = await api.post('/api/order', orderBody(cartId, token, { shipping_method_code: 'tracked' }));
    expect(r.status).toBe(200);
    expect(r.body.result.grand_total).toBe(PRICES.hamletParterre.SEK + TRACKED_SEK);
    const order = await api.db.selectFrom('sales_order').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ shipping_method_code: 'tracked', shipping_incl_tax: TRACKED_SEK, grand_total: PRICES.hamletParterre.SEK + TRACKED_SEK });
    const payment = await api.db.selectFrom('payment').select('amount').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(payment.amount).toBe(PRICES.hamletParterre.SEK + TRACKED_SEK);
  });

  it('a method the cart is not offered (unknown, or under another carrier) is refused with 400 naming the field', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    await collectETicket(api, cartId);
    const token = await payToken(api, cartId);
    const orders = await countRows(api, 'sales_order');
    const wrongCarrier = await api.post('/api/order', orderBody(cartId, token, { shipping_method_code: 'tracked', shipping_carrier_code: 'eticket' }));
    expect(wrongCarrier.body).toEqual({
      code: 400,
      result: { errorCode: 'validation_error', message: 'addressInformation.shipping_method_code: the cart offers no shipping method eticket/tracked', field: 'addressInformation.shipping_method_code' },
    });
    const unknown = await api.post('/api/order', orderBody(cartId, token, { shipping_method_code: 'drone' }));
    expect(unknown.body.result).toMatchObject({ errorCode: 'validation_error', field: 'addressInformation.shipping_method_code' });
    expect(await countRows(api, 'sales_order')).toBe(orders);
    // The same token still pays the cart as offered.
    const ok = await api.post('/api/order', orderBody(cartId, token, { shipping_method_code: 'eticket', shipping_carrier_code: 'eticket' }));
    expect(ok.status).toBe(200);
    expect(ok.body.result.grand_total).toBe(PRICES.hamletParterre.SEK);
  });

  it('without a method in the order, the cart’s chosen one is charged and recorded', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const r = await api.post(`/api/cart/collect-totals?cartId=${cartId}`, { methods: { shippingCarrierCode: 'postal', shippingMethodCode: 'tracked' } });
    expect(r.body.result.shipping_incl_tax).toBe(TRACKED_SEK);
    const placed = await api.post('/api/order', orderBody(cartId, await payToken(api, cartId)));
    expect(placed.body.result.grand_total).toBe(PRICES.hamletParterre.SEK + TRACKED_SEK);
    const order = await api.db.selectFrom('sales_order').select(['shipping_method_code', 'shipping_incl_tax']).where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    expect(order).toEqual({ shipping_method_code: 'tracked', shipping_incl_tax: TRACKED_SEK });
  });
});
