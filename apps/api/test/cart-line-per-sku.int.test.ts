import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@encore/domain';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

const add = (api: TestApi, cartId: string, sku: string, qty: number) => api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });

// Racing first adds of one ticket category used to insert a line each, and so sold twice the per-line maximum.
describe.skipIf(!dbAvailable)('one cart line per ticket category', () => {
  const api = useApi({ env: { HOLD_CLEANUP_SECONDS: '0' } });

  it('twenty parallel first adds of one sku end in one line within the per-order maximum, held exactly', async () => {
    const cartId = (await api.post('/api/cart/create')).body.result as string;
    const inv = await api.db.selectFrom('inventory').select(['product_id', 'held', 'max_sale_qty']).where('sku', '=', SKUS.kentStaplats).executeTakeFirstOrThrow();
    expect(inv.max_sale_qty).toBe(10);

    const answers = await Promise.all(Array.from({ length: 20 }, () => add(api, cartId, SKUS.kentStaplats, 3)));
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    // 3 + 3 + 3 fit under 10; a fourth would make 12.
    expect(accepted).toHaveLength(3);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.result).toMatchObject({ errorCode: 'validation_error', message: CART_MESSAGES.maxSaleQty(10) });
    }

    const lines = await api.db.selectFrom('cart_item').select(['item_id', 'qty']).where('cart_id', '=', cartId).execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.qty).toBe(9);
    // Every accepted answer names the one line.
    expect(new Set(accepted.map((a) => a.body.result.item_id))).toEqual(new Set([lines[0]!.item_id]));
    const hold = await api.db.selectFrom('stock_hold').select('qty').where('cart_id', '=', cartId).where('product_id', '=', inv.product_id).executeTakeFirstOrThrow();
    expect(hold.qty).toBe(9);
    const after = await api.db.selectFrom('inventory').select('held').where('product_id', '=', inv.product_id).executeTakeFirstOrThrow();
    expect(after.held - inv.held).toBe(9);
  });

  it('the database refuses a second line of one sku in a cart', async () => {
    const cartId = (await api.post('/api/cart/create')).body.result as string;
    expect((await add(api, cartId, SKUS.hamletParterre, 1)).status).toBe(200);
    const line = await api.db.selectFrom('cart_item').selectAll().where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    const { item_id: _id, ...copy } = line;
    await expect(api.db.insertInto('cart_item').values(copy).execute()).rejects.toThrow(/unique/i);
  });
});
