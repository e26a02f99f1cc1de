import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@encore/contracts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

/** Small limits, so each rule is met within a few requests; the API believes X-Forwarded-For from the test (loopback). */
const LIMITS = [
  'cart-create=3',
  'hold=4',
  'hold-cart=3',
  'hold-extend=3',
  'hold-extend-cart=2',
  'order=3',
  'order-cart=2',
  'coupon=3',
  'coupon-cart=2',
  'card-token=3',
  'order-lookup=3',
].join(',');

/** A client address of its own for each use, so tests (and the two database projects running at once) never share a counter. */
const newClient = () => `10.${randomBytes(3).join('.')}`;

async function send(api: TestApi, client: string | undefined, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (client) headers['x-forwarded-for'] = client;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${api.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, retryAfter: res.headers.get('retry-after') };
}

async function newCart(api: TestApi): Promise<string> {
  const r = await send(api, newClient(), 'POST', '/api/cart/create');
  expect(r.status).toBe(200);
  return r.body.result as string;
}

function expectLimited(r: Awaited<ReturnType<typeof send>>) {
  expect(r.status).toBe(429);
  expect(r.body).toEqual({ code: 429, result: { errorCode: 'too_many_requests', message: expect.stringMatching(/^Too many requests: please wait \d+ seconds and try again$/) } });
  expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(r.retryAfter)).toBeLessThanOrEqual(60);
}

const hold = (cartId: string) => ({ cartItem: { sku: SKUS.kentParterre, qty: 1, quoteId: cartId } });
const billing = { firstname: 'Anna', lastname: 'Svensson', email: 'anna@example.se', country_id: 'SE', city: 'Stockholm', postcode: '11122', street: ['Drottninggatan 1'] };
const order = (cartId: string) => ({ cart_id: cartId, addressInformation: { billingAddress: billing, payment_method_code: 'card', payment_method_additional: { token: 'tok_x' } } });
const testCard = { number: TEST_CARDS.success, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };

describe.skipIf(!dbAvailable)('rate limits on what a script could abuse', () => {
  const api = useApi({ env: { RATE_LIMITS: LIMITS, TRUST_PROXY: '127.0.0.1' } });

  it('cart creation: 429 with Retry-After past the limit of one address, while another address goes on', async () => {
    const a = newClient();
    for (let i = 0; i < 3; i++) expect((await send(api, a, 'POST', '/api/cart/create')).status).toBe(200);
    expectLimited(await send(api, a, 'POST', '/api/cart/create'));
    expect((await send(api, newClient(), 'POST', '/api/cart/create')).status).toBe(200);
  });

  it('holds: adding, adding a package and holding again count together per address, and per cart', async () => {
    const client = newClient();
    const carts = [await newCart(api), await newCart(api), await newCart(api), await newCart(api), await newCart(api)];
    expect((await send(api, client, 'POST', `/api/cart/update?cartId=${carts[0]}`, hold(carts[0]!))).status).not.toBe(429);
    expect((await send(api, client, 'POST', `/api/cart/add-package?cartId=${carts[1]}`, hold(carts[1]!))).status).not.toBe(429);
    expect((await send(api, client, 'POST', `/api/cart/hold-again?cartId=${carts[2]}`, { items: [{ sku: SKUS.kentParterre, qty: 1 }] })).status).not.toBe(429);
    expect((await send(api, client, 'POST', `/api/cart/update?cartId=${carts[3]}`, hold(carts[3]!))).status).not.toBe(429);
    expectLimited(await send(api, client, 'POST', `/api/cart/update?cartId=${carts[4]}`, hold(carts[4]!)));
    expect((await send(api, newClient(), 'POST', `/api/cart/update?cartId=${carts[4]}`, hold(carts[4]!))).status).toBe(200);

    // One cart held again and again from ever new addresses: the cart's own limit.
    const cart = await newCart(api);
    for (let i = 0; i < 3; i++) expect((await send(api, newClient(), 'POST', `/api/cart/update?cartId=${cart}`, hold(cart))).status).toBe(200);
    expectLimited(await send(api, newClient(), 'POST', `/api/cart/update?cartId=${cart}`, hold(cart)));
    expectLimited(await send(api, newClient(), 'POST', `/api/cart/add-package?cartId=${cart}`, hold(cart)));
    expect((await send(api, newClient(), 'POST', `/api/cart/update?cartId=${carts[0]}`, hold(carts[0]!))).status).toBe(200);
  });

  it('hold extension: per cart and per address', async () => {
    const cart = await newCart(api);
    expect((await send(api, newClient(), 'POST', `/api/cart/update?cartId=${cart}`, hold(cart))).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await send(api, newClient(), 'POST', `/api/ext/reservation-timer/extend?quoteId=${cart}`)).status).not.toBe(429);
    expectLimited(await send(api, newClient(), 'POST', `/api/ext/reservation-timer/extend?quoteId=${cart}`));

    const client = newClient();
    const others = [await newCart(api), await newCart(api), await newCart(api), await newCart(api)];
    for (const c of others.slice(0, 3)) expect((await send(api, client, 'POST', `/api/ext/reservation-timer/extend?quoteId=${c}`)).status).not.toBe(429);
    expectLimited(await send(api, client, 'POST', `/api/ext/reservation-timer/extend?quoteId=${others[3]}`));
    expect((await send(api, newClient(), 'POST', `/api/ext/reservation-timer/extend?quoteId=${others[3]}`)).status).not.toBe(429);
  });

  it('order placement: per cart and per address', async () => {
    const cart = await newCart(api);
    for (let i = 0; i < 2; i++) expect((await send(api, newClient(), 'POST', '/api/order', order(cart))).status).not.toBe(429);
    expectLimited(await send(api, newClient(), 'POST', '/api/order', order(cart)));

    const client = newClient();
    const others = [await newCart(api), await newCart(api), await newCart(api), await newCart(api)];
    for (const c of others.slice(0, 3)) expect((await send(api, client, 'POST', '/api/order', order(c))).status).not.toBe(429);
    expectLimited(await send(api, client, 'POST', '/api/order', order(others[3]!)));
    expect((await send(api, newClient(), 'POST', '/api/order', order(others[3]!))).status).not.toBe(429);
  });

  it('coupon application: per cart and per address', async () => {
    const cart = await newCart(api);
    for (let i = 0; i < 2; i++) expect((await send(api, newClient(), 'POST', `/api/cart/apply-coupon?cartId=${cart}&coupon=GUESS${i}`)).status).not.toBe(429);
    expectLimited(await send(api, newClient(), 'POST', `/api/cart/apply-coupon?cartId=${cart}&coupon=GUESS9`));

    const client = newClient();
    const others = [await newCart(api), await newCart(api), await newCart(api), await newCart(api)];
    for (const c of others.slice(0, 3)) expect((await send(api, client, 'POST', `/api/cart/apply-coupon?cartId=${c}&coupon=GUESS`)).status).not.toBe(429);
    expectLimited(await send(api, client, 'POST', `/api/cart/apply-coupon?cartId=${others[3]}&coupon=GUESS`));
  });

  it('card tokenisation: per address', async () => {
    const client = newClient();
    const card = { ...testCard, cart_id: await newCart(api), amount: 100 };
    for (let i = 0; i < 3; i++) expect((await send(api, client, 'POST', '/api/ext/payment-test/tokens', card)).status).toBe(200);
    expectLimited(await send(api, client, 'POST', '/api/ext/payment-test/tokens', card));
    expect((await send(api, newClient(), 'POST', '/api/ext/payment-test/tokens', card)).status).toBe(200);
  });

  it('order lookup: per address', async () => {
    const client = newClient();
    const lookup = (who: string, n: number) => send(api, who, 'POST', '/api/order/lookup', { orderNumber: `ABCDEFGH${10 + n}`, email: 'anna@example.se' });
    for (let i = 0; i < 3; i++) expect((await lookup(client, i)).status).not.toBe(429);
    expectLimited(await lookup(client, 9));
    expect((await lookup(newClient(), 9)).status).not.toBe(429);
  });

  it('leaves unlimited routes alone', async () => {
    const client = newClient();
    for (let i = 0; i < 8; i++) expect((await send(api, client, 'GET', '/api/health')).status).toBe(200);
  });
});

describe.skipIf(!dbAvailable)('client addresses without trusted proxies', () => {
  const api = useApi({ env: { RATE_LIMITS: 'cart-create=3' } });

  it('ignores X-Forwarded-For, so a script cannot dodge its limit by naming other addresses', async () => {
    for (let i = 0; i < 3; i++) expect((await send(api, newClient(), 'POST', '/api/cart/create')).status).toBe(200);
    expectLimited(await send(api, newClient(), 'POST', '/api/cart/create'));
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** False only without a Redis outside CI; in CI a missing Redis fails the run. */
const redisAvailable: boolean = await (async () => {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error(`Redis not reachable at ${redisUrl} (CI=true: the shared rate-limit test must run)`);
    console.log(`Redis not reachable at ${redisUrl}: skipping the shared rate-limit test`);
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!dbAvailable || !redisAvailable)('rate limits shared through Redis', () => {
  const env = { RATE_LIMITS: 'cart-create=2', TRUST_PROXY: '127.0.0.1', REDIS_URL: redisUrl };
  const first = useApi({ env });
  const second = useApi({ env });

  it('holds one limit across two API instances', async () => {
    const client = newClient();
    expect((await send(first, client, 'POST', '/api/cart/create')).status).toBe(200);
    expect((await send(second, client, 'POST', '/api/cart/create')).status).toBe(200);
    expectLimited(await send(first, client, 'POST', '/api/cart/create'));
    expectLimited(await send(second, client, 'POST', '/api/cart/create'));
    expect((await send(second, newClient(), 'POST', '/api/cart/create')).status).toBe(200);
  });
});
