import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { inventory } from './order-helpers.ts';

const carts = async (api: TestApi) => Number((await api.db.selectFrom('cart').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const holdOf = async (api: TestApi, cartId: string) => api.db.selectFrom('stock_hold').select(['qty']).where('cart_id', '=', cartId).execute();

describe.skipIf(!dbAvailable)('cart/create-with-item: the first add makes the cart', () => {
  const api = useApi();

  it('makes a guest cart with the line, holds its tickets and starts the hold clock, in one call', async () => {
    const before = (await inventory(api, SKUS.hamletParterre)).held;
    const r = await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.hamletParterre, qty: 2 } });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ sku: SKUS.hamletParterre, qty: 2, quote_id: expect.any(String), item_id: expect.any(Number) });
    const cartId = r.body.result.quote_id as string;
    expect((await inventory(api, SKUS.hamletParterre)).held).toBe(before + 2);
    expect(await holdOf(api, cartId)).toEqual([{ qty: 2 }]);
    const pulled = await api.get(`/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toEqual([r.body.result]);
    const timer = await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${cartId}`);
    expect(timer.body.result).toMatchObject({ quoteId: cartId, remainingSeconds: expect.any(Number) });
    expect(Date.parse(timer.body.result.expiresAt)).toBeGreaterThan(Date.now() + 9 * 60_000);
    // Later adds go to the cart the first one made, as with any cart.
    const more = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKUS.hamletParterre, qty: 1, quoteId: cartId } });
    expect(more.body.result).toMatchObject({ qty: 3, quote_id: cartId });
  });

  it('leaves no cart behind when the add is refused', async () => {
    const before = await carts(api);
    const soldOut = await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.carmenParterre, qty: 1 } });
    expect(soldOut.body).toEqual({ code: 400, result: { errorCode: 'out_of_stock', message: 'The product is out of stock and cannot be added to the cart!' } });
    const tooMany = await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.kentBalkong, qty: 4 } });
    expect(tooMany.body.result).toEqual({ errorCode: 'not_enough_tickets', message: 'Not enough tickets left: only 3 available', available: 3 });
    const unknown = await api.post('/api/cart/create-with-item', { cartItem: { sku: 'NO-SUCH-SKU', qty: 1 } });
    expect(unknown.status).toBe(400);
    expect(await carts(api)).toBe(before);
  });

  it('refuses with the sold-out words when the tickets went after the catalogue last looked, and keeps nothing', async () => {
    // An add reads the catalogue with its stock; its copy then shows the Rockfest seats free.
    expect((await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.hamletParterre, qty: 1 } })).status).toBe(200);
    // Every seat is sold behind the catalogue's back, and at once: its copy still shows them free.
    const row = await inventory(api, SKUS.rockfestParterre);
    expect(row.qty - row.sold).toBeGreaterThan(0);
    await api.db.updateTable('inventory').set({ sold: row.qty }).where('sku', '=', SKUS.rockfestParterre).execute();
    const before = await carts(api);
    const late = await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.rockfestParterre, qty: 1 } });
    expect(late.body).toEqual({ code: 400, result: { errorCode: 'out_of_stock', message: 'The product is out of stock and cannot be added to the cart!' } });
    expect(await carts(api)).toBe(before);
    expect((await inventory(api, SKUS.rockfestParterre)).held).toBe(row.held);
  });

  it('refuses a body it cannot use and an unknown store view, with the field named', async () => {
    const zero = await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.hamletParterre, qty: 0 } });
    expect(zero).toMatchObject({ status: 400, body: { result: { message: expect.stringContaining('Quantity must be above 0') } } });
    const withCart = await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.hamletParterre, qty: 1, quoteId: 'some-cart' } });
    expect(withCart.status).toBe(400);
    const store = await api.post('/api/cart/create-with-item?storeCode=store_xx', { cartItem: { sku: SKUS.hamletParterre, qty: 1 } });
    expect(store).toMatchObject({ status: 404, body: { result: { field: 'storeCode' } } });
  });

  it('puts a signed-in customer’s first add into their open cart, or makes one theirs', async () => {
    const token = api.userToken(700);
    const first = await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.hamletParterre, qty: 1 } }, { token });
    const cartId = first.body.result.quote_id as string;
    expect((await api.post('/api/cart/create', undefined, { token })).body.result).toBe(cartId);
    const second = await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.kentBalkong, qty: 1 } }, { token });
    expect(second.body.result.quote_id).toBe(cartId);
    // The cart is the customer's: a guest cannot read it.
    expect((await api.get(`/api/cart/pull?cartId=${cartId}`)).status).toBe(401);
  });
});

describe.skipIf(!dbAvailable)('cart/create-with-item under rate limits', () => {
  const api = useApi({ env: { RATE_LIMITS: 'cart-create=2' } });

  it('counts against the cart-creation limit', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.hamletParterre, qty: 1 } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect((await api.post('/api/cart/create')).status).toBe(429);
  });
});
