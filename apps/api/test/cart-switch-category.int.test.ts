import { describe, expect, it } from 'vitest';
import { SKUS, PRICES } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

async function newCart(api: TestApi): Promise<string> {
  const r = await api.post('/api/cart/create');
  return r.body.result as string;
}
const add = (api: TestApi, cartId: string, sku: string, qty: number) => api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });
const switchTo = (api: TestApi, cartId: string, itemId: number, sku: string, qty: number) =>
  api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId, replace_item_id: itemId } });
const inventory = (api: TestApi, sku: string) => api.db.selectFrom('inventory').select(['qty', 'sold', 'held']).where('sku', '=', sku).executeTakeFirstOrThrow();
async function heldBy(api: TestApi, cartId: string) {
  const rows = await api.db.selectFrom('stock_hold').select(['product_id', 'qty']).where('cart_id', '=', cartId).execute();
  return Object.fromEntries(rows.map((r) => [Number(r.product_id), Number(r.qty)]));
}

describe.skipIf(!dbAvailable)('edit mode: switching a cart line to another ticket category', () => {
  const api = useApi();

  it('moves the line and its hold to the new category in one step', async () => {
    const cartId = await newCart(api);
    expect((await add(api, cartId, SKUS.kentStaplats, 2)).status).toBe(200);
    const itemId = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result[0].item_id as number;
    const staBefore = await inventory(api, SKUS.kentStaplats);
    const parBefore = await inventory(api, SKUS.kentParterre);

    const r = await switchTo(api, cartId, itemId, SKUS.kentParterre, 3);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ sku: SKUS.kentParterre, qty: 3, price: PRICES.kentParterre.SEK });

    const lines = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result as { sku: string; qty: number }[];
    expect(lines.map((l) => [l.sku, l.qty])).toEqual([[SKUS.kentParterre, 3]]);
    expect((await inventory(api, SKUS.kentStaplats)).held).toBe(staBefore.held - 2);
    expect((await inventory(api, SKUS.kentParterre)).held).toBe(parBefore.held + 3);
    expect(await heldBy(api, cartId)).toEqual({ 1001: 3 });
    const totals = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals.subtotal_incl_tax).toBe(3 * PRICES.kentParterre.SEK);
  });

  it('a shortage answers 409 and leaves the old line and its hold untouched', async () => {
    const cartId = await newCart(api);
    expect((await add(api, cartId, SKUS.kentStaplats, 2)).status).toBe(200);
    const itemId = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result[0].item_id as number;
    const sta = await inventory(api, SKUS.kentStaplats);
    const bal = await inventory(api, SKUS.kentBalkong);
    const free = bal.qty - bal.sold - bal.held;

    const r = await switchTo(api, cartId, itemId, SKUS.kentBalkong, free + 1);
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 409, result: { errorCode: 'not_enough_tickets', available: free, message: `Not enough tickets left: only ${free} available` } });

    const lines = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result as { item_id: number; sku: string; qty: number }[];
    expect(lines.map((l) => [l.item_id, l.sku, l.qty])).toEqual([[itemId, SKUS.kentStaplats, 2]]);
    expect(await inventory(api, SKUS.kentStaplats)).toEqual(sta);
    expect(await inventory(api, SKUS.kentBalkong)).toEqual(bal);
    expect(await heldBy(api, cartId)).toEqual({ 1003: 2 });
  });

  it('a category already in the cart takes the quantity on top; one hold per category', async () => {
    const cartId = await newCart(api);
    await add(api, cartId, SKUS.kentStaplats, 2);
    await add(api, cartId, SKUS.kentParterre, 1);
    const lines = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result as { item_id: number; sku: string }[];
    const sta = lines.find((l) => l.sku === SKUS.kentStaplats)!;
    const r = await switchTo(api, cartId, sta.item_id, SKUS.kentParterre, 2);
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ sku: SKUS.kentParterre, qty: 3 });
    const after = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result as { sku: string; qty: number }[];
    expect(after.map((l) => [l.sku, l.qty])).toEqual([[SKUS.kentParterre, 3]]);
    expect(await heldBy(api, cartId)).toEqual({ 1001: 3 });
  });

  it('refuses a category of another event and an unknown line', async () => {
    const cartId = await newCart(api);
    await add(api, cartId, SKUS.kentStaplats, 1);
    const itemId = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result[0].item_id as number;
    expect((await switchTo(api, cartId, itemId, SKUS.hamletParterre, 1)).status).toBe(400);
    expect((await switchTo(api, cartId, itemId + 999, SKUS.kentParterre, 1)).status).toBe(400);
    expect((await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result).toHaveLength(1);
  });
});
