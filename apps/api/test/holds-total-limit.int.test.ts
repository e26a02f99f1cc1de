import { describe, expect, it } from 'vitest';
import { HOLD_ERROR_MESSAGES } from '@encore/contracts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

let now = new Date('2026-11-23T19:00:00.000Z');
const minutes = (n: number) => (now = new Date(now.getTime() + n * 60_000));

const add = (api: TestApi, cartId: string, sku: string, qty: number) => api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });
const extend = (api: TestApi, cartId: string) => api.post(`/api/ext/reservation-timer/extend?quoteId=${cartId}`);
const timer = async (api: TestApi, cartId: string) => (await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${cartId}`)).body.result;
const holdAgain = (api: TestApi, cartId: string, qty: number) => api.post(`/api/cart/hold-again?cartId=${cartId}`, { items: [{ sku: SKUS.hamletParterre, qty }] });
const totalLimit = { code: 409, result: { errorCode: 'hold_total_limit', message: HOLD_ERROR_MESSAGES.totalLimit(15) } };

// Ten-minute holds, five-minute extensions (as many as wanted), never longer than fifteen minutes in total.
describe.skipIf(!dbAvailable)('the longest a hold may last in total', () => {
  const api = useApi({ clock: { now: () => now }, env: { HOLD_SECONDS: '600', HOLD_EXTENSION_SECONDS: '300', HOLD_MAX_EXTENSIONS: '10', HOLD_MAX_TOTAL_SECONDS: '900', HOLD_CLEANUP_SECONDS: '0' } });

  it('an extension stops at the total limit counted from the first hold, and a further one is refused', async () => {
    const cartId = (await api.post('/api/cart/create')).body.result as string;
    expect((await add(api, cartId, SKUS.hamletParterre, 1)).status).toBe(200);
    expect((await timer(api, cartId)).expiresAt).toBe('2026-11-23T19:10:00.000Z');
    minutes(8);
    const first = await extend(api, cartId);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ expiresAt: '2026-11-23T19:15:00.000Z', extensionsUsed: 1 });
    minutes(4);
    // 19:12: another five minutes would end at 19:20, past 19:15.
    const second = await extend(api, cartId);
    expect(second.status).toBe(409);
    expect(second.body).toEqual(totalLimit);
    expect((await timer(api, cartId)).expiresAt).toBe('2026-11-23T19:15:00.000Z');
    await api.post(`/api/cart/clear?cartId=${cartId}`);
  });

  it('an extension near the limit gets only the rest of it', async () => {
    now = new Date('2026-11-24T10:00:00.000Z');
    const cartId = (await api.post('/api/cart/create')).body.result as string;
    expect((await add(api, cartId, SKUS.hamletParterre, 1)).status).toBe(200);
    minutes(9);
    expect((await extend(api, cartId)).body.result.expiresAt).toBe('2026-11-24T10:15:00.000Z');
    await api.post(`/api/cart/clear?cartId=${cartId}`);
  });

  it('holding an expired cart again counts from its first hold: the rest of the limit, then refusal', async () => {
    now = new Date('2026-11-25T10:00:00.000Z');
    const cartId = (await api.post('/api/cart/create')).body.result as string;
    expect((await add(api, cartId, SKUS.hamletParterre, 2)).status).toBe(200);
    minutes(11);
    // 10:11: the hold ran out at 10:10; a renewal may run to 10:15 only.
    expect((await timer(api, cartId)).expiresAt).toBeNull();
    expect((await holdAgain(api, cartId, 2)).status).toBe(200);
    expect((await timer(api, cartId)).expiresAt).toBe('2026-11-25T10:15:00.000Z');
    expect((await extend(api, cartId)).body).toEqual(totalLimit);
    minutes(5);
    // 10:16: the renewed hold ran out too, and the limit is reached.
    expect((await timer(api, cartId)).expiresAt).toBeNull();
    const refused = await holdAgain(api, cartId, 2);
    expect(refused.body).toEqual(totalLimit);
    expect(await api.db.selectFrom('stock_hold').select('qty').where('cart_id', '=', cartId).execute()).toEqual([]);
    expect(await api.db.selectFrom('cart_item').select('qty').where('cart_id', '=', cartId).execute()).toEqual([]);
  });
});
