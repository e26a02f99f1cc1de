import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';
import { cartWith, countRows, orderBody } from './order-helpers.ts';
import { payToken } from './payment-token.ts';

const NUMBER = /^[2-9A-HJ-NP-Z]{10}$/;

describe.skipIf(!dbAvailable)('order numbers customers see', () => {
  const api = useApi();

  it('are random references, never the internal sequence, in every field of the confirmation', async () => {
    const placed = [];
    for (let i = 0; i < 3; i++) {
      const cartId = await cartWith(api, [[SKUS.rockfestStaplats, 1]]);
      const r = await api.post('/api/order', orderBody(cartId, await payToken(api, cartId)));
      expect(r.status).toBe(200);
      placed.push(r.body.result);
    }
    const rows = await api.db.selectFrom('sales_order').select(['id', 'increment_id']).orderBy('id').execute();
    expect(rows.map((r) => r.increment_id)).toEqual(placed.map((p) => p.orderNumber));
    for (const [i, p] of placed.entries()) {
      expect(p.orderNumber).toMatch(NUMBER);
      expect(p.magentoOrderId).toBe(p.orderNumber);
      expect(p.backendOrderId).toBe(p.orderNumber);
      expect(JSON.stringify(p)).not.toMatch(new RegExp(`:${rows[i]!.id}[,}]`));
    }
    expect(new Set(placed.map((p) => p.orderNumber)).size).toBe(3);
  });

  it('an order is looked up by POSTing its number and e-mail; a wrong number and a wrong e-mail answer alike', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 2]]);
    const { orderNumber } = (await api.post('/api/order', orderBody(cartId, await payToken(api, cartId)))).body.result;

    const found = await api.post('/api/order/lookup', { orderNumber, email: 'anna@example.se' });
    expect(found.status).toBe(200);
    expect(found.body.result).toMatchObject({ orderNumber, status: 'complete', currency: 'SEK', items: [expect.objectContaining({ sku: SKUS.hamletParterre, qty: 2 })] });
    // Typed by hand: case and spaces do not matter.
    expect((await api.post('/api/order/lookup', { orderNumber: ` ${orderNumber.toLowerCase()} `, email: ' Anna@Example.se ' })).status).toBe(200);

    const notFound = { code: 404, result: { errorCode: 'not_found', message: 'Order not found' } };
    expect((await api.post('/api/order/lookup', { orderNumber, email: 'someone@else.se' })).body).toEqual(notFound);
    expect((await api.post('/api/order/lookup', { orderNumber: 'ZZZZZZZZZZ', email: 'anna@example.se' })).body).toEqual(notFound);
    // The number and the e-mail no longer travel in the URL.
    expect((await api.get(`/api/order/${orderNumber}?email=anna@example.se`)).status).toBe(404);
    expect((await api.post('/api/order/lookup', { orderNumber })).body.result.field).toBe('email');
  });

  it("an order_id sent again answers only for its own cart: another cart gets a refusal, not the first order's confirmation", async () => {
    const first = await cartWith(api, [[SKUS.kentParterre, 1]]);
    const body = orderBody(first, await payToken(api, first));
    const placed = await api.post('/api/order', body);
    expect(placed.status).toBe(200);
    // The same submission again (a retry) gets the same answer.
    expect((await api.post('/api/order', body)).body).toEqual(placed.body);

    const other = await cartWith(api, [[SKUS.kentParterre, 1]]);
    const orders = await countRows(api, 'sales_order');
    const stolen = await api.post('/api/order', { ...orderBody(other, await payToken(api, other)), order_id: body.order_id });
    expect(stolen.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'order_id: this order id belongs to another cart', field: 'order_id' } });
    expect(JSON.stringify(stolen.body)).not.toContain(placed.body.result.orderNumber);
    expect(await countRows(api, 'sales_order')).toBe(orders);
    expect((await api.db.selectFrom('cart').select('status').where('id', '=', other).executeTakeFirstOrThrow()).status).toBe('active');
  });
});
