import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { TIMEOUT_MESSAGE } from '../src/platform/handler-timeout.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

const carts = async (api: TestApi) => Number((await api.db.selectFrom('cart').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const held = async (api: TestApi, sku: string) => Number((await api.db.selectFrom('inventory').select('held').where('sku', '=', sku).executeTakeFirstOrThrow()).held);

/**
 * The time budget of a request with a body: the hold waits on a ticket category's row that another
 * transaction keeps locked. The budget must answer the shopper (once the body was read, Fastify's own
 * handler timeout dropped its timer), and the hold, when it finally goes through, goes through whole.
 */
describe.skipIf(!dbAvailable)('a POST waiting on a locked row past its time budget', () => {
  const api = useApi({ env: { REQUEST_TIMEOUT_MS: '300' } });

  it('answers 503 within the budget, and the late hold lands whole once the row is free', async () => {
    const cartsBefore = await carts(api);
    const heldBefore = await held(api, SKUS.hamletParterre);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const locker = api.db.transaction().execute(async (tx) => {
      await sql`select held from inventory where sku = ${SKUS.hamletParterre} for update`.execute(tx);
      locked();
      await released;
    });
    await isLocked;
    try {
      const started = performance.now();
      const answer = await api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.hamletParterre, qty: 1 } });
      const ms = performance.now() - started;
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ code: 503, result: { errorCode: 'timeout', message: TIMEOUT_MESSAGE } });
      expect(ms).toBeLessThan(300 + 1_500);
      // Still waiting on the row: nothing of it is written yet.
      expect(await carts(api)).toBe(cartsBefore);
    } finally {
      release();
      await locker;
    }
    await vi.waitFor(async () => expect(await held(api, SKUS.hamletParterre)).toBe(heldBefore + 1), { timeout: 5_000, interval: 50 });
    expect(await carts(api)).toBe(cartsBefore + 1);
  });
});
