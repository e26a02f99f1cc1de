import { PAYMENT_MESSAGES } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { PaymentReconciler } from '../src/modules/order/payment-reconciler.ts';
import { CAPTURE_JOB } from '../src/modules/order/order.repo.ts';
import { JobRunner } from '../src/platform/jobs/job-runner.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { cartWith, orderBody } from './order-helpers.ts';
import { attemptRow, paymentStatus, ProviderProbe } from './payment-flow.ts';
import { payToken } from './payment-token.ts';

const quiet = { error: () => undefined, warn: () => undefined };
const minutesLater = (m: number) => ({ now: () => new Date(Date.now() + m * 60_000) });

async function orderState(api: TestApi, orderNumber: string) {
  const order = await api.db.selectFrom('sales_order').select(['id', 'status']).where('increment_id', '=', orderNumber).executeTakeFirstOrThrow();
  const payment = await api.db.selectFrom('payment').select('status').where('order_id', '=', order.id).executeTakeFirstOrThrow();
  const job = await api.db.selectFrom('job').select(['attempts', 'last_error', 'run_at']).where('id', '=', `${CAPTURE_JOB}:${order.id}`).executeTakeFirst();
  return { id: order.id, order: order.status, payment: payment.status, job };
}

describe.skipIf(!dbAvailable)('payment reconciliation through the job runner', () => {
  const probe = new ProviderProbe();
  const api = useApi({ env: { JOB_POLL_INTERVAL_MS: '0' }, wrapPaymentProvider: probe.wrap });
  /** The runner and reconciler an API process runs, here on a clock the test moves. */
  const runnerAt = (clock: { now(): Date }) => {
    const runner = new JobRunner(api.db, clock, quiet);
    const reconciler = new PaymentReconciler(api.db, probe.wrap(probe.real), clock);
    runner.register(CAPTURE_JOB, reconciler.captureJob);
    return { runner, reconciler };
  };

  it('a failed capture is retried with backoff from the job written with the order, until it is recorded', async () => {
    probe.captureFault = 'refuse';
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const placed = await api.post('/api/order', orderBody(cartId, await payToken(api, cartId)));
    expect(placed.status).toBe(200);
    const number = placed.body.result.orderNumber as string;
    const first = await orderState(api, number);
    expect(first).toMatchObject({ order: 'pending', payment: 'capture_failed', job: { attempts: 0 } });

    // Still refused at the first retry: the job stays, due again after the backoff.
    const { runner } = runnerAt(minutesLater(2));
    await runner.runDue();
    const second = await orderState(api, number);
    expect(second).toMatchObject({ order: 'pending', payment: 'capture_failed', job: { attempts: 1, last_error: 'capture refused: provider unavailable' } });
    expect(Date.parse(second.job!.run_at)).toBeGreaterThanOrEqual(Date.now() + 2 * 60_000 + 9_000);

    probe.captureFault = null;
    await runnerAt(minutesLater(3)).runner.runDue();
    expect(await orderState(api, number)).toMatchObject({ order: 'complete', payment: 'captured', job: undefined });
    // Completing the order queued its confirmation e-mail.
    expect(await api.db.selectFrom('job').select('kind').where('id', '=', `order-confirmation:${first.id}`).executeTakeFirst()).toEqual({ kind: 'order-confirmation' });
  });

  it('a capture that succeeded at the provider but whose answer was lost is recorded by the job', async () => {
    probe.captureFault = 'lost';
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const placed = await api.post('/api/order', orderBody(cartId, await payToken(api, cartId)));
    const number = placed.body.result.orderNumber as string;
    expect(await orderState(api, number)).toMatchObject({ payment: 'capture_failed' });
    probe.captureFault = null;
    const captures = probe.captures;
    await runnerAt(minutesLater(2)).runner.runDue();
    expect(await orderState(api, number)).toMatchObject({ order: 'complete', payment: 'captured', job: undefined });
    expect(probe.captures - captures).toBe(1);
  });

  it('the sweep voids an authorisation whose answer was lost before the order was written', async () => {
    probe.loseAuthorizeAnswer = true;
    const cartId = await cartWith(api, [[SKUS.kentBalkong, 1]]);
    const body = orderBody(cartId, await payToken(api, cartId));
    const r = await api.post('/api/order', body);
    probe.loseAuthorizeAnswer = false;
    expect(r.body).toEqual({ code: 402, result: { errorCode: 'payment_failed', message: PAYMENT_MESSAGES.generic } });
    expect(await attemptRow(api, body.order_id)).toMatchObject({ status: 'unknown', provider_reference: null });
    // A retry of the same order id does not authorise again: it is told the payment is in progress.
    const authorizations = probe.authorizations;
    expect((await api.post('/api/order', body)).body).toEqual({ code: 409, result: { errorCode: 'payment_pending', message: PAYMENT_MESSAGES.pending } });
    expect(probe.authorizations).toBe(authorizations);
    expect((await paymentStatus(api, cartId, body.order_id)).body.result.status).toBe('pending');

    const reference = (await probe.real.findByKey(body.order_id))!.reference;
    // Too early: an answer may still be on its way.
    expect(await runnerAt(minutesLater(1)).reconciler.sweep()).toBe(0);
    const voids = probe.voids.length;
    expect(await runnerAt(minutesLater(6)).reconciler.sweep()).toBeGreaterThanOrEqual(1);
    expect(probe.voids.slice(voids)).toContain(reference);
    expect(await attemptRow(api, body.order_id)).toMatchObject({ status: 'voided', provider_reference: reference, message: PAYMENT_MESSAGES.generic });
    expect((await paymentStatus(api, cartId, body.order_id)).body.result).toMatchObject({ status: 'failed', message: PAYMENT_MESSAGES.generic });
    // The voided money can no longer be captured.
    expect((await probe.real.capture(reference, 1)).ok).toBe(false);
  });

  it('the sweep settles an attempt a crash left mid-authorisation and a shopper who never came back from the provider', async () => {
    const now = new Date().toISOString();
    const plan = JSON.stringify({});
    await api.db
      .insertInto('payment_attempt')
      .values([
        { client_order_id: 'crashed-1', cart_id: 'c1', provider: 'test', method: 'card', amount: 100, currency: 'SEK', status: 'authorizing', plan_json: plan, created_at: now, updated_at: now },
        { client_order_id: 'left-1', cart_id: 'c2', provider: 'test', method: 'test_redirect', amount: 100, currency: 'SEK', status: 'requires_action', provider_reference: 'test_pay_gone', plan_json: plan, created_at: now, updated_at: now },
      ])
      .execute();
    const { reconciler } = runnerAt(minutesLater(10));
    await reconciler.sweep();
    expect(await attemptRow(api, 'crashed-1')).toMatchObject({ status: 'voided', provider_reference: null });
    // Half an hour at the provider is not yet over after ten minutes.
    expect(await attemptRow(api, 'left-1')).toMatchObject({ status: 'requires_action' });
    await runnerAt(minutesLater(31)).reconciler.sweep();
    expect(await attemptRow(api, 'left-1')).toMatchObject({ status: 'refused', error_code: 'payment_cancelled', message: PAYMENT_MESSAGES.cancelled });
    expect(probe.voids).toContain('test_pay_gone');
  });
});
