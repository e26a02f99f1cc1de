import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

/** Product ids of the fixture ticket categories used here. */
const IDS = { kentParterre: 1001, kentStaplats: 1003, hamletParterre: 1011, rockfestStaplats: 1031 } as const;

async function cartWith(api: TestApi, items: Array<[string, number]>, token?: string): Promise<string> {
  const opts = token ? { token } : {};
  const cartId = (await api.post('/api/cart/create', undefined, opts)).body.result as string;
  for (const [sku, qty] of items) expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } }, opts)).status).toBe(200);
  return cartId;
}

/** The login sequence: remove the coupon, connect with merge of quantities, re-apply the coupon. */
async function authorize(api: TestApi, guestCartId: string, token: string) {
  const coupon = (await api.get(`/api/cart/totals?cartId=${guestCartId}`)).body.result.coupon_code as string | undefined;
  if (coupon) expect((await api.post(`/api/cart/delete-coupon?cartId=${guestCartId}`)).status).toBe(200);
  const customerCartId = (await api.post('/api/cart/create', undefined, { token })).body.result as string;
  const merge = await api.post(`/api/cart/merge?cartId=${customerCartId}&guestCartId=${guestCartId}`, undefined, { token });
  if (coupon) expect((await api.post(`/api/cart/apply-coupon?cartId=${customerCartId}&coupon=${coupon}`, undefined, { token })).status).toBe(200);
  return { customerCartId, merge };
}

async function lines(api: TestApi, cartId: string, token: string): Promise<Record<string, number>> {
  const items = (await api.get(`/api/cart/pull?cartId=${cartId}`, { token })).body.result as Array<{ sku: string; qty: number }>;
  return Object.fromEntries(items.map((i) => [i.sku, i.qty]));
}

async function holdsOf(api: TestApi, cartId: string): Promise<Record<number, number>> {
  const rows = await api.db.selectFrom('stock_hold').select(['product_id', 'qty']).where('cart_id', '=', cartId).execute();
  return Object.fromEntries(rows.map((r) => [r.product_id, r.qty]));
}

async function inventory(api: TestApi, productId: number) {
  return api.db.selectFrom('inventory').select(['qty', 'sold', 'held']).where('product_id', '=', productId).executeTakeFirstOrThrow();
}

describe.skipIf(!dbAvailable)('cart merge on authorization', () => {
  const api = useApi();

  it('answers the customer’s open cart to cart/create with a user token, and a new one to guests', async () => {
    const token = api.userToken(600);
    const first = (await api.post('/api/cart/create', undefined, { token })).body.result;
    expect((await api.post('/api/cart/create', undefined, { token })).body).toEqual({ code: 200, result: first });
    expect((await api.post('/api/cart/create')).body.result).not.toBe(first);
    expect((await api.post('/api/cart/create', undefined, { token: api.userToken(601) })).body.result).not.toBe(first);
  });

  it('merges a guest cart with a coupon into the customer’s cart: quantities combined, coupon re-applied, holds moved', async () => {
    const token = api.userToken(501);
    const customerCartId = await cartWith(api, [[SKUS.kentParterre, 2]], token);
    const guest = await cartWith(api, [
      [SKUS.kentParterre, 3],
      [SKUS.kentStaplats, 1],
    ]);
    expect((await api.post(`/api/cart/apply-coupon?cartId=${guest}&coupon=ENCORE10`)).status).toBe(200);
    const heldBefore = (await inventory(api, IDS.kentParterre)).held;

    const { customerCartId: connected, merge } = await authorize(api, guest, token);
    expect(connected).toBe(customerCartId);
    expect(merge.body).toEqual({
      code: 200,
      result: { cartId: customerCartId, merged: [{ sku: SKUS.kentParterre, qty: 5 }, { sku: SKUS.kentStaplats, qty: 1 }], shortages: [], alreadyMerged: false },
    });
    expect(await lines(api, customerCartId, token)).toEqual({ [SKUS.kentParterre]: 5, [SKUS.kentStaplats]: 1 });
    const totals = (await api.get(`/api/cart/totals?cartId=${customerCartId}`, { token })).body.result;
    expect(totals.coupon_code).toBe('ENCORE10');
    expect(totals.discount_amount).toBeLessThan(0);

    // The guest's 3 tickets moved to the customer's hold: the counter is unchanged, not doubled.
    expect(await holdsOf(api, customerCartId)).toEqual({ [IDS.kentParterre]: 5, [IDS.kentStaplats]: 1 });
    expect(await holdsOf(api, guest)).toEqual({});
    expect((await inventory(api, IDS.kentParterre)).held).toBe(heldBefore);
    expect((await api.get(`/api/cart/pull?cartId=${guest}`)).body.result.errorCode).toBe('cart_closed');

    // Login runs again later: nothing is added twice.
    const again = await api.post(`/api/cart/merge?cartId=${customerCartId}&guestCartId=${guest}`, undefined, { token });
    expect(again.body.result).toEqual({ cartId: customerCartId, merged: [], shortages: [], alreadyMerged: true });
    expect(await lines(api, customerCartId, token)).toEqual({ [SKUS.kentParterre]: 5, [SKUS.kentStaplats]: 1 });
  });

  it('cuts a merged line to the stock left and reports it, never overselling', async () => {
    const token = api.userToken(502);
    const customerCartId = await cartWith(api, [[SKUS.hamletParterre, 2]], token);
    const guest = await cartWith(api, [[SKUS.hamletParterre, 3]]);
    // The organiser takes tickets off sale meanwhile: only 4 are left for this customer once the guest's hold is returned.
    const inv = await inventory(api, IDS.hamletParterre);
    await api.db.updateTable('inventory').set({ qty: inv.sold + inv.held - 1 }).where('product_id', '=', IDS.hamletParterre).execute();

    const { merge } = await authorize(api, guest, token);
    expect(merge.status).toBe(200);
    expect(merge.body.result.shortages).toEqual([{ sku: SKUS.hamletParterre, wanted: 5, kept: 4, message: 'Not enough tickets left: only 4 available' }]);
    expect(await lines(api, customerCartId, token)).toEqual({ [SKUS.hamletParterre]: 4 });
    expect(await holdsOf(api, customerCartId)).toEqual({ [IDS.hamletParterre]: 4 });
    const after = await inventory(api, IDS.hamletParterre);
    expect(after.sold + after.held).toBeLessThanOrEqual(after.qty);
    expect(after.held).toBe(inv.held - 1);
  });

  it('keeps a merged line within the per-line maximum', async () => {
    const token = api.userToken(503);
    const customerCartId = await cartWith(api, [[SKUS.rockfestStaplats, 8]], token);
    const guest = await cartWith(api, [[SKUS.rockfestStaplats, 5]]);
    const heldBefore = (await inventory(api, IDS.rockfestStaplats)).held;
    const { merge } = await authorize(api, guest, token);
    expect(merge.body.result.shortages).toEqual([{ sku: SKUS.rockfestStaplats, wanted: 13, kept: 10, message: 'Quantity must be below 11' }]);
    expect(await lines(api, customerCartId, token)).toEqual({ [SKUS.rockfestStaplats]: 10 });
    expect((await inventory(api, IDS.rockfestStaplats)).held).toBe(heldBefore - 3);
  });

  it('refuses a merge without the customer’s token or into another customer’s cart', async () => {
    const token = api.userToken(504);
    const customerCartId = await cartWith(api, [], token);
    const guest = await cartWith(api, [[SKUS.standupSeat, 1]]);
    expect((await api.post(`/api/cart/merge?cartId=${customerCartId}&guestCartId=${guest}`)).status).toBe(401);
    expect((await api.post(`/api/cart/merge?cartId=${customerCartId}&guestCartId=${guest}`, undefined, { token: api.userToken(505) })).status).toBe(401);
    const guestOwnedByOther = await cartWith(api, [], api.userToken(506));
    expect((await api.post(`/api/cart/merge?cartId=${customerCartId}&guestCartId=${guestOwnedByOther}`, undefined, { token })).status).toBe(401);
    expect((await api.post(`/api/cart/merge?cartId=${customerCartId}`, undefined, { token })).status).toBe(400);
    expect(await lines(api, guest, '')).toEqual({ [SKUS.standupSeat]: 1 });
  });
});
