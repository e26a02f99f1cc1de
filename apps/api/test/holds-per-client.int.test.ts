import { describe, expect, it } from 'vitest';
import { HOLD_ERROR_MESSAGES } from '@encore/contracts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

/** A request as the storefront makes it for a visitor: through a trusted proxy that names the visitor's address. */
async function call(api: TestApi, path: string, from: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': from };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${api.url}${path}`, { method: 'POST', headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: (await res.json()) as { code: number; result: any } };
}
const newCart = async (api: TestApi, from: string) => (await call(api, '/api/cart/create', from)).body.result as string;
const add = (api: TestApi, cartId: string, sku: string, qty: number, from: string, token?: string) =>
  call(api, `/api/cart/update?cartId=${cartId}`, from, { cartItem: { sku, qty, quoteId: cartId } }, token);
const refusal = (max: number) => ({ code: 409, result: { errorCode: 'client_hold_limit', message: HOLD_ERROR_MESSAGES.clientLimit(max) } });
const heldOf = async (api: TestApi, sku: string) => (await api.db.selectFrom('inventory').select('held').where('sku', '=', sku).executeTakeFirstOrThrow()).held;

// Hamlet has one ticket category with a per-line maximum of 10, so one order may hold 10 of it; Kent has three.
describe.skipIf(!dbAvailable)('a cap on the tickets one client holds at once for one event', () => {
  const api = useApi({ env: { TRUST_PROXY: 'loopback', HOLD_MAX_PER_CLIENT_EVENT: 'per-order', HOLD_CLEANUP_SECONDS: '0' } });
  const A = '203.0.113.7';

  it('many guest carts from one address stop at what one order may hold of the event', async () => {
    const before = await heldOf(api, SKUS.hamletParterre);
    const carts = [await newCart(api, A), await newCart(api, A), await newCart(api, A), await newCart(api, A)];
    expect((await add(api, carts[0]!, SKUS.hamletParterre, 4, A)).status).toBe(200);
    expect((await add(api, carts[1]!, SKUS.hamletParterre, 4, A)).status).toBe(200);
    const over = await add(api, carts[2]!, SKUS.hamletParterre, 3, A);
    expect(over.body).toEqual(refusal(10));
    expect(over.status).toBe(409);
    // The refused add left nothing behind: no line, no hold.
    expect(await api.db.selectFrom('cart_item').select('qty').where('cart_id', '=', carts[2]!).execute()).toEqual([]);
    expect((await add(api, carts[2]!, SKUS.hamletParterre, 2, A)).status).toBe(200);
    expect((await add(api, carts[3]!, SKUS.hamletParterre, 1, A)).body).toEqual(refusal(10));
    // Raising an existing line counts too.
    expect((await add(api, carts[0]!, SKUS.hamletParterre, 1, A)).body).toEqual(refusal(10));
    expect((await heldOf(api, SKUS.hamletParterre)) - before).toBe(10);

    // Only a keyed hash of the address is stored.
    const keys = await api.db.selectFrom('hold_client').select('address_key').where('cart_id', 'in', carts).execute();
    expect(new Set(keys.map((k) => k.address_key)).size).toBe(1);
    expect(keys[0]!.address_key).not.toContain('203.0.113');
    expect(keys[0]!.address_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('another address can still hold, and another event is counted on its own', async () => {
    const other = await newCart(api, '198.51.100.20');
    expect((await add(api, other, SKUS.hamletParterre, 10, '198.51.100.20')).status).toBe(200);
    const kent = await newCart(api, A);
    expect((await add(api, kent, SKUS.kentParterre, 10, A)).status).toBe(200);
    expect((await add(api, kent, SKUS.kentStaplats, 10, A)).status).toBe(200);
  });

  it('adds up every ticket category of an event, and counts a product without categories on its own', async () => {
    // Kent's three categories allow 10 a line each: one order may hold 30 of the event.
    const from = '198.51.100.77';
    const [one, two] = [await newCart(api, from), await newCart(api, from)];
    expect((await add(api, one, SKUS.kentParterre, 10, from)).status).toBe(200);
    expect((await add(api, one, SKUS.kentStaplats, 10, from)).status).toBe(200);
    expect((await add(api, two, SKUS.kentParterre, 10, from)).status).toBe(200);
    expect((await add(api, two, SKUS.kentStaplats, 1, from)).body).toEqual(refusal(30));
    // The gift card is a product of its own, with a line maximum of 10.
    const [three, four] = [await newCart(api, from), await newCart(api, from)];
    expect((await add(api, three, SKUS.giftcard, 10, from)).status).toBe(200);
    expect((await add(api, four, SKUS.giftcard, 1, from)).body).toEqual(refusal(10));
  });

  it('holds whose time ran out no longer count', async () => {
    const carts = await api.db.selectFrom('hold_timer').innerJoin('stock_hold', 'stock_hold.cart_id', 'hold_timer.cart_id').innerJoin('inventory', 'inventory.product_id', 'stock_hold.product_id').select('hold_timer.cart_id').where('inventory.sku', '=', SKUS.hamletParterre).execute();
    const fresh = await newCart(api, A);
    expect((await add(api, fresh, SKUS.hamletParterre, 1, A)).body).toEqual(refusal(10));
    await api.db.updateTable('hold_timer').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('cart_id', 'in', carts.map((c) => c.cart_id)).execute();
    expect((await add(api, fresh, SKUS.hamletParterre, 10, A)).status).toBe(200);
  });

  it('a signed-in customer is counted across addresses', async () => {
    const token = api.userToken(4242);
    const first = await newCart(api, '192.0.2.1');
    const second = await newCart(api, '192.0.2.2');
    expect((await add(api, first, SKUS.standupSeat, 6, '192.0.2.1', token)).status).toBe(200);
    expect((await add(api, second, SKUS.standupSeat, 5, '192.0.2.2', token)).body).toEqual(refusal(10));
    // The same address without the customer's token is a different client only by address, which holds 0 here.
    expect((await add(api, second, SKUS.standupSeat, 5, '192.0.2.2')).status).toBe(200);
  });

  it('parallel holds of one client cannot pass the cap together', async () => {
    const from = '203.0.113.99';
    const carts = await Promise.all(Array.from({ length: 20 }, () => newCart(api, from)));
    const answers = await Promise.all(carts.map((c) => add(api, c, SKUS.rockfestStaplats, 1, from)));
    // Rockfest has two categories of at most 10 each: one order may hold 20, so every add fits...
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const more = await Promise.all(Array.from({ length: 12 }, async () => add(api, await newCart(api, from), SKUS.rockfestParterre, 1, from)));
    // ...and nothing more, however many arrive at once.
    expect(more.map((a) => a.status)).toEqual(Array(12).fill(409));
    const held = await api.db.selectFrom('stock_hold').innerJoin('hold_client', 'hold_client.cart_id', 'stock_hold.cart_id').select((eb) => eb.fn.sum<number | string>('stock_hold.qty').as('n')).where('hold_client.address_key', '=', (await api.db.selectFrom('hold_client').select('address_key').where('cart_id', '=', carts[0]!).executeTakeFirstOrThrow()).address_key).executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(20);
  });
});

describe.skipIf(!dbAvailable)('a fixed per-client cap under parallel requests', () => {
  const api = useApi({ env: { TRUST_PROXY: 'loopback', HOLD_MAX_PER_CLIENT_EVENT: '5', HOLD_CLEANUP_SECONDS: '0' } });

  it('twenty parallel first holds from one address in twenty carts: exactly five pass', async () => {
    const from = '203.0.113.50';
    const before = await heldOf(api, SKUS.hamletParterre);
    const carts = await Promise.all(Array.from({ length: 20 }, () => newCart(api, from)));
    const answers = await Promise.all(carts.map((c) => add(api, c, SKUS.hamletParterre, 1, from)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toEqual(refusal(5));
    expect((await heldOf(api, SKUS.hamletParterre)) - before).toBe(5);
  });
});
