import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { cartWith, countRows, inventory, orderBody } from './order-helpers.ts';
import { payToken } from './payment-token.ts';

/** Leaves exactly `free` tickets of a sku on sale, with no holds on it. */
async function leaveFree(api: TestApi, sku: string, free: number) {
  const inv = await inventory(api, sku);
  await api.db.deleteFrom('stock_hold').where('product_id', '=', inv.product_id).execute();
  await api.db.updateTable('inventory').set({ sold: inv.qty - free, held: 0 }).where('sku', '=', sku).execute();
}
/** Lets the cart's hold clock run out (as if its 10 minutes had passed). */
async function expireHold(api: TestApi, cartId: string) {
  await api.db.updateTable('hold_timer').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('cart_id', '=', cartId).execute();
}
async function holdRows(api: TestApi, productId: number): Promise<number> {
  const r = await api.db.selectFrom('stock_hold').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('qty'), eb.lit(0)).as('n')).where('product_id', '=', productId).executeTakeFirstOrThrow();
  return Number(r.n);
}

describe.skipIf(!dbAvailable)('orders and holds whose time ran out', () => {
  // No periodic cleanup: expired holds stay until someone reclaims them, as between two cleanup runs.
  const api = useApi({ env: { HOLD_CLEANUP_SECONDS: '0' } });

  it('an order whose tickets other carts keep under expired holds reclaims them and goes through', async () => {
    await leaveFree(api, SKUS.standupSeat, 4);
    const buyer = await cartWith(api, [[SKUS.standupSeat, 2]]);
    const token = await payToken(api, buyer);
    await expireHold(api, buyer);
    // Another cart takes every ticket, the buyer's expired ones included, and then lets its own time run out.
    const other = await cartWith(api, [[SKUS.standupSeat, 4]]);
    await expireHold(api, other);
    const before = await inventory(api, SKUS.standupSeat);
    expect(before.sold + before.held).toBe(before.qty);

    const r = await api.post('/api/order', orderBody(buyer, token));
    expect(r.status).toBe(200);
    const after = await inventory(api, SKUS.standupSeat);
    expect(after.sold).toBe(before.sold + 2);
    expect(after.held).toBe(0);
    expect(after.held).toBe(await holdRows(api, after.product_id));
  });

  it("an order whose own hold ran out but whose tickets are still free succeeds", async () => {
    await leaveFree(api, SKUS.hamletParterre, 5);
    const buyer = await cartWith(api, [[SKUS.hamletParterre, 2]]);
    const token = await payToken(api, buyer);
    await expireHold(api, buyer);
    const before = await inventory(api, SKUS.hamletParterre);
    const r = await api.post('/api/order', orderBody(buyer, token));
    expect(r.status).toBe(200);
    const after = await inventory(api, SKUS.hamletParterre);
    expect(after.sold).toBe(before.sold + 2);
    expect(after.held).toBe(await holdRows(api, after.product_id));
  });

  it('running holds of others are never taken: without enough expired ones the order is refused and nothing changes', async () => {
    await leaveFree(api, SKUS.kentBalkong, 3);
    const buyer = await cartWith(api, [[SKUS.kentBalkong, 2]]);
    const token = await payToken(api, buyer);
    await expireHold(api, buyer);
    const other = await cartWith(api, [[SKUS.kentBalkong, 3]]);
    const before = await inventory(api, SKUS.kentBalkong);
    const orders = await countRows(api, 'sales_order');
    const r = await api.post('/api/order', orderBody(buyer, token));
    expect(r.body).toEqual({ code: 400, result: { errorCode: 'out_of_stock', message: 'Some ordered products are not available' } });
    expect(await inventory(api, SKUS.kentBalkong)).toEqual(before);
    expect(await countRows(api, 'sales_order')).toBe(orders);
    expect((await api.db.selectFrom('stock_hold').select('qty').where('cart_id', '=', other).executeTakeFirstOrThrow()).qty).toBe(3);
  });
});
