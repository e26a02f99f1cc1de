import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

const add = (api: TestApi, cartId: string, sku: string, qty: number) => api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });

async function facts(api: TestApi, cartId: string, sku: string) {
  const inv = await api.db.selectFrom('inventory').select(['product_id', 'held']).where('sku', '=', sku).executeTakeFirstOrThrow();
  const lines = await api.db.selectFrom('cart_item').select('qty').where('cart_id', '=', cartId).where('product_id', '=', inv.product_id).execute();
  const hold = await api.db.selectFrom('stock_hold').select('qty').where('cart_id', '=', cartId).where('product_id', '=', inv.product_id).executeTakeFirst();
  return { held: inv.held, inLines: lines.reduce((s, l) => s + l.qty, 0), hold: hold?.qty ?? 0 };
}

// The first hold of a product in a cart is written by one statement that reads the cart's lines;
// when requests for the same cart race, the losers must fall back to replacing the hold.
describe.skipIf(!dbAvailable)('ticket holds racing inside one cart', () => {
  const api = useApi({ env: { HOLD_CLEANUP_SECONDS: '0' } });

  it('concurrent first adds of one category to one cart hold exactly what its lines add up to', async () => {
    const cartId = (await api.post('/api/cart/create')).body.result as string;
    const before = await facts(api, cartId, SKUS.hamletParterre);
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(api, cartId, SKUS.hamletParterre, 1)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const after = await facts(api, cartId, SKUS.hamletParterre);
    expect(after.inLines).toBe(8);
    expect(after.hold).toBe(8);
    expect(after.held - before.held).toBe(8);

    // A later add replaces the hold instead of inserting a second one.
    expect((await add(api, cartId, SKUS.hamletParterre, 2)).status).toBe(200);
    const more = await facts(api, cartId, SKUS.hamletParterre);
    expect(more).toEqual({ held: before.held + 10, inLines: 10, hold: 10 });
  });
});
