import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_CARDS } from '@encore/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, TEST_SECRET, useApi, type TestApi } from './harness.ts';
import { cartWith, inventory, orderBody } from './order-helpers.ts';
import { answerAtProvider, paymentStatus } from './payment-flow.ts';
import { payToken } from './payment-token.ts';

/**
 * Behind a load balancer (or with API_WORKERS above 1) the shopper's answer to a 3-D Secure challenge
 * can reach another API process than the one that started the payment: the test provider keeps its
 * payments in the shared database, as a real provider keeps them on its servers.
 */
describe.skipIf(!dbAvailable)('the test provider across two API processes', () => {
  const api = useApi();
  let other: FastifyInstance;
  let otherApi: TestApi;
  let outbox: string;

  beforeAll(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'encore-outbox-'));
    const config = loadConfig({ RATE_LIMITS: 'off', HOLD_MAX_PER_CLIENT_EVENT: 'off', MAIL_OUTBOX_DIR: outbox, ENCORE_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    other = await buildApp({ db: api.db, config });
    await other.listen({ port: 0, host: '127.0.0.1' });
    otherApi = { ...api, url: `http://127.0.0.1:${(other.server.address() as AddressInfo).port}` };
  });

  afterAll(async () => {
    await other.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('a challenge started on one process is shown and answered on the other, and the order is placed once', async () => {
    const cartId = await cartWith(api, [[SKUS.kentBalkong, 1]]);
    const soldBefore = (await inventory(api, SKUS.kentBalkong)).sold;
    const token = await payToken(api, cartId, { number: TEST_CARDS.threeDSecure });
    const body = orderBody(cartId, token, { payment_method_additional: { token, return_url: '/checkout/payment-return?order_id=shared' } });
    const started = await api.post('/api/order', body);
    expect(started.status).toBe(202);

    const back = await answerAtProvider(otherApi, started.body.result.action_url, 'approve');
    expect(back).toEqual({ status: 303, location: '/checkout/payment-return?order_id=shared' });
    const status = (await paymentStatus(api, cartId, body.order_id)).body.result;
    expect(status).toMatchObject({ status: 'paid', orderNumber: expect.stringMatching(/^[A-Z0-9]+$/) });
    // A second answer, on the first process this time, changes nothing.
    expect((await answerAtProvider(api, started.body.result.action_url, 'fail', false)).status).toBe(303);
    expect((await paymentStatus(otherApi, cartId, body.order_id)).body.result).toMatchObject({ status: 'paid', orderNumber: status.orderNumber });
    expect((await inventory(api, SKUS.kentBalkong)).sold).toBe(soldBefore + 1);
  });

  it('a repeated submit on the other process answers the same challenge without a second authorisation', async () => {
    const cartId = await cartWith(api, [[SKUS.kentBalkong, 1]]);
    const body = orderBody(cartId, await payToken(api, cartId, { number: TEST_CARDS.threeDSecure }));
    const first = await api.post('/api/order', body);
    expect(first.status).toBe(202);
    const again = await otherApi.post('/api/order', body);
    expect(again.body).toEqual(first.body);
    expect(await api.db.selectFrom('test_provider_payment').select('reference').where('idempotency_key', '=', body.order_id).execute()).toHaveLength(1);
  });
});
