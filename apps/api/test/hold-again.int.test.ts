import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

async function newCart(api: TestApi): Promise<string> {
  const r = await api.post('/api/cart/create');
  expect(r.status).toBe(200);
  return r.body.result as string;
}
const holdAgain = (api: TestApi, cartId: string, body: unknown) => api.post(`/api/cart/hold-again?cartId=${cartId}`, body);
const add = (api: TestApi, cartId: string, sku: string, qty: number) => api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });
const pull = async (api: TestApi, cartId: string) => (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result as Array<{ sku: string; qty: number }>;
const lines = async (api: TestApi, cartId: string) => (await pull(api, cartId)).map((l) => [l.sku, l.qty]).sort();
const stockQty = async (api: TestApi, sku: string) => (await api.get(`/api/stock/check?sku=${sku}`)).body.result.qty as number;
const holdRows = async (api: TestApi, cartId: string) => api.db.selectFrom('stock_hold').select(['product_id', 'qty']).where('cart_id', '=', cartId).orderBy('product_id').execute();

/** Leaves exactly `free` tickets of a sku on sale, with no holds on it. */
async function leaveFree(api: TestApi, sku: string, free: number) {
  const inv = await api.db.selectFrom('inventory').select(['product_id', 'qty']).where('sku', '=', sku).executeTakeFirstOrThrow();
  await api.db.deleteFrom('stock_hold').where('product_id', '=', inv.product_id).execute();
  await api.db.updateTable('inventory').set({ sold: inv.qty - free, held: 0 }).where('sku', '=', sku).execute();
}

describe.skipIf(!dbAvailable)('hold again: the lines of an expired cart, held again in one go', () => {
  const api = useApi({ env: { HOLD_CLEANUP_SECONDS: '0' } });

  it('puts every line back, holds them, starts the timer and answers the cart as pull does', async () => {
    const kentBefore = await stockQty(api, SKUS.kentParterre);
    const hamletBefore = await stockQty(api, SKUS.hamletParterre);
    const cartId = await newCart(api);
    const r = await holdAgain(api, cartId, { items: [{ sku: SKUS.hamletParterre, qty: 3 }, { sku: SKUS.kentParterre, qty: 2 }] });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.result).toEqual(await pull(api, cartId));
    expect(await lines(api, cartId)).toEqual([[SKUS.hamletParterre, 3], [SKUS.kentParterre, 2]]);
    expect(await stockQty(api, SKUS.kentParterre)).toBe(kentBefore - 2);
    expect(await stockQty(api, SKUS.hamletParterre)).toBe(hamletBefore - 3);
    const timer = await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${cartId}`);
    expect(timer.body.result.expiresAt).toEqual(expect.any(String));
    await api.post(`/api/cart/clear?cartId=${cartId}`);
  });

  it('holds again what an expired hold let go, and raises a line that is still in the cart', async () => {
    const cartId = await newCart(api);
    expect((await add(api, cartId, SKUS.kentParterre, 2)).status).toBe(200);
    // The hold runs out: the next read clears the cart and gives the tickets back.
    await api.db.updateTable('hold_timer').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('cart_id', '=', cartId).execute();
    expect(await lines(api, cartId)).toEqual([]);
    expect(await holdRows(api, cartId)).toEqual([]);

    const again = await holdAgain(api, cartId, { items: [{ sku: SKUS.kentParterre, qty: 2 }] });
    expect(again.status).toBe(200);
    expect(again.body.result.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([[SKUS.kentParterre, 2]]);
    expect((await holdRows(api, cartId)).map((h) => h.qty)).toEqual([2]);

    // A sku already in the cart grows, like a single add of it.
    expect((await holdAgain(api, cartId, { items: [{ sku: SKUS.kentParterre, qty: 1 }] })).status).toBe(200);
    expect(await lines(api, cartId)).toEqual([[SKUS.kentParterre, 3]]);
    expect((await holdRows(api, cartId)).map((h) => h.qty)).toEqual([3]);
    await api.post(`/api/cart/clear?cartId=${cartId}`);
  });

  it('holds nothing when one line is short, with the single add\'s 409 and text', async () => {
    await leaveFree(api, SKUS.rockfestParterre, 1);
    const kentBefore = await stockQty(api, SKUS.kentParterre);
    const cartId = await newCart(api);
    expect((await add(api, cartId, SKUS.hamletParterre, 1)).status).toBe(200);

    // Kent's line is written first (lower product id), then Rockfest's hold is refused: both roll back.
    const r = await holdAgain(api, cartId, { items: [{ sku: SKUS.rockfestParterre, qty: 3 }, { sku: SKUS.kentParterre, qty: 2 }, { sku: SKUS.hamletParterre, qty: 1 }] });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ code: 409, result: { errorCode: 'not_enough_tickets', message: 'Not enough tickets left: only 1 available', available: 1 } });
    const single = await add(api, await newCart(api), SKUS.rockfestParterre, 3);
    expect([single.status, single.body.result.message]).toEqual([409, 'Not enough tickets left: only 1 available']);

    expect(await lines(api, cartId)).toEqual([[SKUS.hamletParterre, 1]]);
    expect(await stockQty(api, SKUS.kentParterre)).toBe(kentBefore);
    expect(await stockQty(api, SKUS.rockfestParterre)).toBe(1);
    expect((await holdRows(api, cartId)).map((h) => h.qty)).toEqual([1]);
    await api.post(`/api/cart/clear?cartId=${cartId}`);
  });

  it('refuses a sold-out line or an unknown sku like a single add, and adds nothing', async () => {
    const cartId = await newCart(api);
    const soldOut = await holdAgain(api, cartId, { items: [{ sku: SKUS.kentParterre, qty: 1 }, { sku: SKUS.carmenParterre, qty: 1 }] });
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.result).toEqual({ errorCode: 'out_of_stock', message: 'The product is out of stock and cannot be added to the cart!' });
    expect((await add(api, cartId, SKUS.carmenParterre, 1)).body.result.message).toBe('The product is out of stock and cannot be added to the cart!');

    const unknown = await holdAgain(api, cartId, { items: [{ sku: SKUS.kentParterre, qty: 1 }, { sku: 'NO-SUCH-SKU', qty: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toEqual({ errorCode: 'unknown_sku', message: 'Unknown product: NO-SUCH-SKU', field: 'items.1.sku' });
    expect(await lines(api, cartId)).toEqual([]);
    expect(await holdRows(api, cartId)).toEqual([]);
  });

  it('answers 400 naming the field for a body it cannot take', async () => {
    const cartId = await newCart(api);
    const item = (sku: string, qty: unknown = 1) => ({ sku, qty });
    const cases: Array<[unknown, string, string]> = [
      [{}, 'items', 'items: Field is required'],
      [{ items: [] }, 'items', 'items: At least one item is required'],
      [{ items: Array.from({ length: 21 }, (_, i) => item(`SKU-${i}`)) }, 'items', 'items: At most 20 items at a time'],
      [{ items: [item(SKUS.kentParterre), item(SKUS.hamletParterre), item(SKUS.kentParterre)] }, 'items.2.sku', `items.2.sku: Duplicate sku: ${SKUS.kentParterre}`],
      [{ items: [item(SKUS.kentParterre, 0)] }, 'items.0.qty', 'items.0.qty: Quantity must be above 0'],
      [{ items: [item(SKUS.kentParterre, 1.5)] }, 'items.0.qty', 'items.0.qty: Quantity must be positive integer'],
      [{ items: [item(SKUS.kentParterre, '2')] }, 'items.0.qty', 'items.0.qty: Quantity must be positive integer'],
      [{ items: [{ sku: '', qty: 1 }] }, 'items.0.sku', 'items.0.sku: Too small: expected string to have >=1 characters'],
      [{ items: [{ sku: SKUS.kentParterre }] }, 'items.0.qty', 'items.0.qty: Field is required'],
      [{ items: [{ ...item(SKUS.kentParterre), price: 1 }] }, 'items.0.price', 'items.0.price: Unrecognized key: "price"'],
    ];
    for (const [body, field, message] of cases) {
      const r = await holdAgain(api, cartId, body);
      expect([r.status, r.body.result]).toEqual([400, { errorCode: 'validation_error', message, field }]);
    }
    const noCart = await api.post('/api/cart/hold-again', { items: [item(SKUS.kentParterre)] });
    expect([noCart.status, noCart.body.result.field]).toEqual([400, 'cartId']);
    const notJson = await api.post(`/api/cart/hold-again?cartId=${cartId}`, undefined, { raw: '{"items": [' });
    expect([notJson.status, notJson.body.result.message]).toEqual([400, 'The request body is not valid JSON']);
    expect(await lines(api, cartId)).toEqual([]);
  });

  it('answers 404 for a cart that does not exist', async () => {
    const r = await holdAgain(api, 'no-such-cart', { items: [{ sku: SKUS.kentParterre, qty: 1 }] });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 404, result: { errorCode: 'unknown_cart', message: 'Cart not found: no-such-cart', field: 'cartId' } });
  });
});
