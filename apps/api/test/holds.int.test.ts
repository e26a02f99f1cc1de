import { describe, expect, it, vi } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { payToken } from './payment-token.ts';
import { shiftedClock } from './shifted-clock.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function newCart(api: TestApi): Promise<string> {
  const r = await api.post('/api/cart/create');
  expect(r.status).toBe(200);
  return r.body.result as string;
}
const add = (api: TestApi, cartId: string, sku: string, qty: number) => api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });
const stockQty = async (api: TestApi, sku: string) => (await api.get(`/api/stock/check?sku=${sku}`)).body.result.qty as number;
async function inventory(api: TestApi, sku: string) {
  return api.db.selectFrom('inventory').select(['qty', 'sold', 'held']).where('sku', '=', sku).executeTakeFirstOrThrow();
}
/** Leaves exactly `free` tickets of a sku on sale, with no holds on it. */
async function leaveFree(api: TestApi, sku: string, free: number) {
  const inv = await inventory(api, sku);
  const productId = (await api.db.selectFrom('inventory').select('product_id').where('sku', '=', sku).executeTakeFirstOrThrow()).product_id;
  await api.db.deleteFrom('stock_hold').where('product_id', '=', productId).execute();
  await api.db.updateTable('inventory').set({ sold: inv.qty - free, held: 0 }).where('sku', '=', sku).execute();
}
async function cardToken(api: TestApi, cartId: string): Promise<string> {
  return payToken(api, cartId);
}
const billing = { firstname: 'Anna', lastname: 'Svensson', email: 'anna@example.se', country_id: 'SE', city: 'Stockholm', postcode: '11122', street: ['Drottninggatan 1'] };
const orderBody = (cartId: string, token: string) => ({
  order_id: `${cartId}-order`,
  cart_id: cartId,
  addressInformation: { billingAddress: billing, payment_method_code: 'card', payment_method_additional: { token } },
});

describe.skipIf(!dbAvailable)('ticket holds and the reservation timer', () => {
  // The race below queues 500 holds on one row; on a machine busy with the browser tests beside it
  // some waited past the 10 s request budget and answered 503. What it proves is the count, not the speed.
  const api = useApi({ env: { HOLD_MAX_EXTENSIONS: '2', HOLD_CLEANUP_SECONDS: '0', REQUEST_TIMEOUT_MS: '60000' } });

  it('holds tickets for the cart: every shown stock drops, and the timer runs 10 minutes', async () => {
    const before = await stockQty(api, SKUS.hamletParterre);
    const cartId = await newCart(api);
    const empty = await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${cartId}`);
    expect(empty.body.result).toMatchObject({ quoteId: cartId, expiresAt: null, remainingSeconds: 0, extensionsUsed: 0 });

    expect((await add(api, cartId, SKUS.hamletParterre, 2)).status).toBe(200);
    expect(await stockQty(api, SKUS.hamletParterre)).toBe(before - 2);
    const list = await api.get(`/api/stock/list?skus=${SKUS.hamletParterre}`);
    expect(list.body.result[0].qty).toBe(before - 2);

    const t = await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${cartId}`);
    expect(t.status).toBe(200);
    expect(t.body.result).toEqual({
      quoteId: cartId,
      expiresAt: expect.any(String),
      remainingSeconds: expect.any(Number),
      serverTime: expect.any(String),
      holdSeconds: 600,
      extensionSeconds: 120,
      warningSeconds: 60,
      extensionsUsed: 0,
      maxExtensions: 2,
    });
    const expiresAt = Date.parse(t.body.result.expiresAt);
    expect(expiresAt - Date.parse(t.body.result.serverTime)).toBeGreaterThan(598_000);
    expect(t.body.result.remainingSeconds).toBeGreaterThanOrEqual(599);

    // Adding more tickets keeps the clock: no reset loophole.
    await sleep(20);
    expect((await add(api, cartId, SKUS.hamletParterre, 1)).status).toBe(200);
    expect((await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${cartId}`)).body.result.expiresAt).toBe(t.body.result.expiresAt);
    expect(await stockQty(api, SKUS.hamletParterre)).toBe(before - 3);

    // Lowering a line and removing it give tickets back.
    const itemId = (await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result[0].item_id as number;
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKUS.hamletParterre, qty: 1, item_id: itemId, quoteId: cartId } });
    expect(await stockQty(api, SKUS.hamletParterre)).toBe(before - 1);
    await api.post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: SKUS.hamletParterre, item_id: itemId, quoteId: cartId } });
    expect(await stockQty(api, SKUS.hamletParterre)).toBe(before);
    expect((await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${cartId}`)).body.result.expiresAt).toBeNull();
  });

  it('shows held tickets as gone in the catalogue listing snapshot too', async () => {
    const hamletLeft = async () => {
      const r = await api.post('/api/catalog/default/product/_search?size=16&sort=date:asc', { filters: [{ attribute: 'category_ids', value: { in: [4] } }] });
      return r.body.result.items.find((i: { sku: string }) => i.sku === SKUS.hamlet).tickets_left as number;
    };
    const before = await stockQty(api, SKUS.hamletParterre);
    await vi.waitFor(async () => expect(await hamletLeft()).toBe(before), { timeout: 5000, interval: 200 });
    const cartId = await newCart(api);
    expect((await add(api, cartId, SKUS.hamletParterre, 2)).status).toBe(200);
    await vi.waitFor(async () => expect(await hamletLeft()).toBe(before - 2), { timeout: 5000, interval: 200 });
    await api.post(`/api/cart/clear?cartId=${cartId}`);
  });

  it('extends by two minutes up to the configured limit, then refuses with 409', async () => {
    const cartId = await newCart(api);
    await add(api, cartId, SKUS.kentStaplats, 1);
    const start = (await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${cartId}`)).body.result;
    const first = await api.post(`/api/ext/reservation-timer/extend?quoteId=${cartId}`);
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.result.expiresAt) - Date.parse(start.expiresAt)).toBe(120_000);
    expect(first.body.result.extensionsUsed).toBe(1);
    expect((await api.post(`/api/ext/reservation-timer/extend?quoteId=${cartId}`)).body.result.extensionsUsed).toBe(2);
    const third = await api.post(`/api/ext/reservation-timer/extend?quoteId=${cartId}`);
    expect(third.body).toEqual({ code: 409, result: { errorCode: 'extension_limit', message: 'The reservation cannot be extended more than 2 times' } });
  });

  it('answers unknown carts with 404 and a message, and a cart holding nothing with 410', async () => {
    const r = await api.get('/api/ext/reservation-timer/get-reservation-time?quoteId=0123456789abcdef0123456789abcdef');
    expect(r.body).toEqual({ code: 404, result: { errorCode: 'unknown_cart', message: 'Cart not found: 0123456789abcdef0123456789abcdef', field: 'quoteId' } });
    const missing = await api.get('/api/ext/reservation-timer/get-reservation-time');
    expect(missing.status).toBe(400);
    const cartId = await newCart(api);
    expect((await api.post(`/api/ext/reservation-timer/extend?quoteId=${cartId}`)).body).toEqual({ code: 410, result: { errorCode: 'hold_expired', message: 'Your time is up' } });
  });

  it('clears the cart and releases its holds on cart/clear', async () => {
    const before = await stockQty(api, SKUS.kentParterre);
    const cartId = await newCart(api);
    await add(api, cartId, SKUS.kentParterre, 3);
    await add(api, cartId, SKUS.kentStaplats, 2);
    expect(await stockQty(api, SKUS.kentParterre)).toBe(before - 3);
    expect((await api.post(`/api/cart/clear?cartId=${cartId}`)).body).toEqual({ code: 200, result: true });
    expect(await stockQty(api, SKUS.kentParterre)).toBe(before);
    expect((await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result).toEqual([]);
    expect((await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${cartId}`)).body.result.expiresAt).toBeNull();
  });

  it('500 concurrent clients each holding 2 of the last 300 tickets: exactly 150 succeed, none oversold', async () => {
    await leaveFree(api, SKUS.rockfestStaplats, 300);
    const carts = await Promise.all(Array.from({ length: 500 }, () => newCart(api)));
    const answers = await Promise.all(carts.map((c) => add(api, c, SKUS.rockfestStaplats, 2)));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(150);
    expect(refused).toHaveLength(350);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ code: 409, result: { errorCode: 'not_enough_tickets', message: 'Not enough tickets left: only 0 available', available: 0 } });
    }
    const inv = await inventory(api, SKUS.rockfestStaplats);
    expect(inv.held).toBe(300);
    expect(inv.sold + inv.held).toBe(inv.qty);
    expect(await stockQty(api, SKUS.rockfestStaplats)).toBe(0);
    // A thousand requests over real HTTP took 13-18 s on a two-core machine running the rest of the suite beside it,
    // and once more than 30 s in a busy spell: the race is about correctness, so the limit leaves room for a slow machine.
  }, 90_000);
});

describe.skipIf(!dbAvailable)('ticket holds expire by the server clock', () => {
  // One-minute holds and no cleanup: expiry must work from the clock alone, which the tests move past the minute.
  const clock = shiftedClock();
  const api = useApi({ clock, env: { HOLD_SECONDS: '60', HOLD_CLEANUP_SECONDS: '0' } });

  it('frees expired tickets without any cleanup, clears the expired cart, and answers "Your time is up"', async () => {
    await leaveFree(api, SKUS.hamletParterre, 4);
    const first = await newCart(api);
    expect((await add(api, first, SKUS.hamletParterre, 4)).status).toBe(200);
    const other = await newCart(api);
    expect((await add(api, other, SKUS.hamletParterre, 1)).status).toBe(409);
    clock.advance(61_000);
    // The catalogue's stock view follows within its freshness window.
    await expect.poll(() => stockQty(api, SKUS.hamletParterre), { timeout: 5000, interval: 100 }).toBe(4);
    // The counter still includes the expired hold; the hold path reclaims it in its own transaction.
    expect((await add(api, other, SKUS.hamletParterre, 3)).status).toBe(200);
    const inv = await inventory(api, SKUS.hamletParterre);
    expect(inv.sold + inv.held).toBeLessThanOrEqual(inv.qty);
    expect((await api.post(`/api/ext/reservation-timer/extend?quoteId=${first}`)).body).toEqual({ code: 410, result: { errorCode: 'hold_expired', message: 'Your time is up' } });
    expect((await api.get(`/api/cart/pull?cartId=${first}`)).body.result).toEqual([]);
    const t = await api.get(`/api/ext/reservation-timer/get-reservation-time?quoteId=${first}`);
    expect(t.body.result).toMatchObject({ expiresAt: null, remainingSeconds: 0 });
  });

  it('orders racing against hold expiry and new holds never oversell', async () => {
    await leaveFree(api, SKUS.kentStaplats, 20);
    const holders = await Promise.all(Array.from({ length: 10 }, () => newCart(api)));
    for (const c of holders) expect((await add(api, c, SKUS.kentStaplats, 2)).status).toBe(200);
    const tokens = await Promise.all(holders.map((c) => cardToken(api, c)));
    clock.advance(61_000);
    const newcomers = await Promise.all(Array.from({ length: 10 }, () => newCart(api)));
    const [orders, holds] = await Promise.all([
      Promise.all(holders.map((c, i) => api.post('/api/order', orderBody(c, tokens[i]!)))),
      Promise.all(newcomers.map((c) => add(api, c, SKUS.kentStaplats, 2))),
    ]);
    for (const o of orders) expect([200, 400]).toContain(o.status);
    for (const o of orders.filter((x) => x.status === 400)) expect(['out_of_stock', 'empty_cart']).toContain(o.body.result.errorCode);
    const inv = await inventory(api, SKUS.kentStaplats);
    const start = inv.qty - 20;
    const orderedTickets = orders.filter((o) => o.status === 200).length * 2;
    expect(inv.sold).toBe(start + orderedTickets);
    expect(inv.sold).toBeLessThanOrEqual(inv.qty);
    expect(inv.sold + inv.held).toBeLessThanOrEqual(inv.qty);
    expect(orderedTickets + holds.filter((h) => h.status === 200).length * 2).toBeLessThanOrEqual(20);
  });
});

describe.skipIf(!dbAvailable)('the periodic hold cleanup', () => {
  const api = useApi({ env: { HOLD_SECONDS: '1', HOLD_CLEANUP_SECONDS: '1' } });

  it('releases expired holds for good and clears the cart without anyone touching it', async () => {
    await leaveFree(api, SKUS.standupSeat, 10);
    const cartId = await newCart(api);
    expect((await add(api, cartId, SKUS.standupSeat, 3)).status).toBe(200);
    expect((await inventory(api, SKUS.standupSeat)).held).toBe(3);
    await vi.waitFor(
      async () => {
        expect((await inventory(api, SKUS.standupSeat)).held).toBe(0);
        expect(await api.db.selectFrom('hold_timer').select('cart_id').where('cart_id', '=', cartId).executeTakeFirst()).toBeUndefined();
        expect(await api.db.selectFrom('cart_item').select('item_id').where('cart_id', '=', cartId).execute()).toEqual([]);
      },
      { timeout: 8000, interval: 250 },
    );
  });
});
