import { describe, expect, it } from 'vitest';
import { HoldErrorCodes } from '@encore/contracts';
import { deleteCartLines, insertLine, productQtyInCart } from '../src/modules/cart/cart.repo.ts';
import { firstHold } from '../src/modules/cart/first-hold.ts';
import { HoldRefused, HoldService, type HoldClient } from '../src/modules/hold/hold.service.ts';
import { systemClock } from '../src/platform/clock.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const settings = { holdSeconds: 600, extensionSeconds: 120, maxExtensions: 2, maxTotalSeconds: 1800, maxPerClientEvent: 5 as const };

// Two transactions of one client, the second counting while the first has held but not yet committed:
// without the client's lock the second would not see the first's tickets and both would pass the cap.
describe.skipIf(!dbAvailable)('the per-client hold cap between two open PostgreSQL transactions', () => {
  const api = useApi();

  it('the second transaction waits for the first and is refused once the first commits', async () => {
    const holds = new HoldService(api.db, systemClock, settings, { productQtyInCart, deleteCartLines });
    const product = await api.db.selectFrom('product').select(['id', 'sku']).where('sku', '=', SKUS.hamletParterre).executeTakeFirstOrThrow();
    const client: HoldClient = { addressKey: 'same-client', customerId: null };
    const carts = [(await api.post('/api/cart/create')).body.result as string, (await api.post('/api/cart/create')).body.result as string];
    const now = new Date().toISOString();
    const holdIn = (cartId: string, qty: number, beforeCommit: () => Promise<void>) =>
      api.db.transaction().execute(async (tx) => {
        await holds.admitClient(tx, cartId, client, ['HAMLET']);
        await insertLine(tx, cartId, { productId: product.id, sku: product.sku, parentSku: 'HAMLET', qty, productOption: null }, now);
        await holds.holdLines(tx, cartId, product.id, { client });
        await beforeCommit();
      });

    let release!: () => void;
    const firstMayCommit = new Promise<void>((r) => (release = r));
    let firstHeld!: () => void;
    const firstHasHeld = new Promise<void>((r) => (firstHeld = r));
    const first = holdIn(carts[0]!, 3, async () => {
      firstHeld();
      await firstMayCommit;
    });
    await firstHasHeld;
    const second = holdIn(carts[1]!, 3, async () => undefined).then(
      () => 'held',
      (err: unknown) => (err instanceof HoldRefused ? err.failure.errorCode : String(err)),
    );
    // Give the second transaction time to reach the lock (or, without it, to count and commit).
    await new Promise((r) => setTimeout(r, 300));
    release();
    await first;
    expect(await second).toBe(HoldErrorCodes.clientLimit);
    const held = await api.db.selectFrom('stock_hold').select('cart_id').where('cart_id', 'in', carts).execute();
    expect(held.map((h) => h.cart_id)).toEqual([carts[0]]);
  });

  it('the one-statement first hold waits the same way, then counts the committed holds and writes nothing', async () => {
    const holds = new HoldService(api.db, systemClock, settings, { productQtyInCart, deleteCartLines });
    const product = await api.db.selectFrom('product').select(['id', 'sku']).where('sku', '=', SKUS.hamletParterre).executeTakeFirstOrThrow();
    const client: HoldClient = { addressKey: 'one-statement-client', customerId: null };
    const openCart = (await api.post('/api/cart/create')).body.result as string;
    const now = new Date();
    const firstHoldOf = async (id: string, qty: number) =>
      firstHold(api.db, {
        cart: { id, userId: null, groupId: 0, storeCode: 'default', currency: 'SEK' },
        sellable: { productId: product.id, sku: product.sku, parentSku: 'HAMLET' },
        qty,
        productOption: null,
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + 600_000).toISOString(),
        cap: await holds.clientCapArgs(client, ['HAMLET'], product.id),
      });

    let release!: () => void;
    const firstMayCommit = new Promise<void>((r) => (release = r));
    let firstHeld!: () => void;
    const firstHasHeld = new Promise<void>((r) => (firstHeld = r));
    const first = api.db.transaction().execute(async (tx) => {
      await holds.admitClient(tx, openCart, client, ['HAMLET']);
      await insertLine(tx, openCart, { productId: product.id, sku: product.sku, parentSku: 'HAMLET', qty: 3, productOption: null }, now.toISOString());
      await holds.holdLines(tx, openCart, product.id, { client });
      firstHeld();
      await firstMayCommit;
    });
    await firstHasHeld;
    const refusedCart = 'one-statement-refused';
    const second = firstHoldOf(refusedCart, 3);
    await new Promise((r) => setTimeout(r, 300));
    release();
    await first;
    // 3 committed and 3 more would pass the cap of 5: refused, and no cart of it was written.
    expect(await second).toBeUndefined();
    expect(await api.db.selectFrom('cart').select('id').where('id', '=', refusedCart).execute()).toEqual([]);
    // Within the cap the same client holds at once, and the statement answers the line it wrote.
    const heldCart = 'one-statement-held';
    const line = await firstHoldOf(heldCart, 2);
    expect(line).toMatchObject({ productId: product.id, sku: product.sku, qty: 2, itemId: expect.any(Number) });
    expect(await api.db.selectFrom('hold_client').select(['cart_id', 'address_key']).where('address_key', '=', client.addressKey).orderBy('cart_id').execute()).toEqual(
      [openCart, heldCart].sort().map((cart_id) => ({ cart_id, address_key: client.addressKey })),
    );
  });
});
