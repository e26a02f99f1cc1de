import { describe, expect, it } from 'vitest';
import { purgeAbandonedCarts } from '../src/modules/cart/cart-purge.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

const DAY = 24 * 60 * 60_000;
const add = (api: TestApi, cartId: string, sku: string, qty: number, token?: string) => api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } }, token ? { token } : {});
const held = async (api: TestApi) => (await api.db.selectFrom('inventory').select('held').where('sku', '=', SKUS.kentParterre).executeTakeFirstOrThrow()).held;
const exists = async (api: TestApi, table: 'cart' | 'cart_item' | 'stock_hold' | 'hold_timer' | 'hold_client', cartId: string) =>
  (await api.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(table === 'cart' ? 'id' : 'cart_id', '=', cartId).executeTakeFirstOrThrow()).n;

describe.skipIf(!dbAvailable)('purging abandoned guest carts', () => {
  const api = useApi({ env: { JOB_POLL_INTERVAL_MS: '0', TRUST_PROXY: 'loopback', HOLD_MAX_PER_CLIENT_EVENT: 'per-order' } });

  it('a guest cart unchanged for longer than the purge age goes with all its rows and gives its tickets back', async () => {
    const before = await held(api);
    const old = (await api.post('/api/cart/create')).body.result as string;
    expect((await add(api, old, SKUS.kentParterre, 2)).status).toBe(200);
    await api.db.insertInto('coupon_failure').values({ client_key: `cart:${old}`, window_started_at: new Date().toISOString(), failures: 1 }).execute();
    const recent = (await api.post('/api/cart/create')).body.result as string;
    expect((await add(api, recent, SKUS.kentParterre, 1)).status).toBe(200);
    const customer = (await api.post('/api/cart/create', undefined, { token: api.userToken(77) })).body.result as string;
    expect((await add(api, customer, SKUS.kentParterre, 1, api.userToken(77))).status).toBe(200);
    const ordered = (await api.post('/api/cart/create')).body.result as string;
    await api.db.updateTable('cart').set({ status: 'ordered' }).where('id', '=', ordered).execute();
    const o = { increment_id: `P-${ordered}`, client_order_id: null, cart_id: ordered, user_id: null, store_code: 'default', currency: 'SEK', status: 'pending', state: 'new', customer_email: 'a@example.se', customer_firstname: 'A', customer_lastname: 'B', billing_address_json: '{}', shipping_address_json: null, shipping_method_code: null, payment_method_code: 'card', subtotal: 0, subtotal_incl_tax: 0, tax_amount: 0, discount_amount: 0, shipping_amount: 0, shipping_incl_tax: 0, grand_total: 0, coupon_code: null, created_at: '2020-01-01T00:00:00.000Z', updated_at: '2020-01-01T00:00:00.000Z' };
    await api.db.insertInto('sales_order').values(o).execute();

    // Eight days later, the old cart's last change is 8 days ago; the recent cart's line changed 2 days ago.
    const later = new Date(Date.now() + 8 * DAY);
    const long = new Date(Date.now() - 8 * DAY).toISOString();
    for (const id of [old, recent, customer, ordered]) await api.db.updateTable('cart').set({ updated_at: long }).where('id', '=', id).execute();
    await api.db.updateTable('cart_item').set({ updated_at: long }).where('cart_id', 'in', [old, customer]).execute();
    await api.db.updateTable('cart_item').set({ updated_at: new Date(later.getTime() - 2 * DAY).toISOString() }).where('cart_id', '=', recent).execute();

    expect(await purgeAbandonedCarts(api.db, { now: () => later }, 7, 1)).toBe(1);
    for (const table of ['cart', 'cart_item', 'stock_hold', 'hold_timer', 'hold_client'] as const) expect(Number(await exists(api, table, old))).toBe(0);
    expect(await api.db.selectFrom('coupon_failure').select('client_key').where('client_key', '=', `cart:${old}`).execute()).toEqual([]);
    for (const id of [recent, customer, ordered]) expect(Number(await exists(api, 'cart', id))).toBe(1);
    // The purged cart's 2 tickets are back; the other two carts still hold theirs.
    expect((await held(api)) - before).toBe(2);
    // Nothing else is due.
    expect(await purgeAbandonedCarts(api.db, { now: () => later }, 7)).toBe(0);
    // With a shorter age, the recent cart is abandoned too.
    expect(await purgeAbandonedCarts(api.db, { now: () => later }, 1)).toBe(1);
    expect(Number(await exists(api, 'cart', recent))).toBe(0);
  });
});
