import { PAYMENT_MESSAGES } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { PaymentReconciler } from '../src/modules/order/payment-reconciler.ts';
import type { PaymentProvider } from '../src/modules/payment/payment-provider.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { cartWith, countRows, orderBody } from './order-helpers.ts';
import { attemptRow, paymentStatus } from './payment-flow.ts';
import { useStripeStandIn } from './support/stripe-stand-in.ts';

/** An order paid through Stripe's card method with one of Stripe's test payment methods. */
const stripeOrder = (cartId: string, paymentMethod: string) => orderBody(cartId, paymentMethod, { payment_method_code: 'stripe' });
const webhookUrl = (api: TestApi) => `${api.url}/api/ext/payment-stripe/webhook`;
const paymentOf = (api: TestApi, orderNumber: string) =>
  api.db.selectFrom('payment').innerJoin('sales_order', 'sales_order.id', 'payment.order_id').select(['payment.status', 'payment.provider', 'payment.provider_reference', 'payment.card_last4']).where('sales_order.increment_id', '=', orderNumber).executeTakeFirstOrThrow();

describe.skipIf(!dbAvailable)('payments through Stripe (against a local stand-in of its API)', () => {
  const stripe = useStripeStandIn();
  let provider!: PaymentProvider;
  const api = useApi({ env: Object.assign(stripe.env, { HOLD_CLEANUP_SECONDS: '0', JOB_POLL_INTERVAL_MS: '0', STRIPE_PAYMENT_METHODS: 'card,klarna' }), wrapPaymentProvider: (p) => (provider = p) });

  it('pm_card_visa: the order is placed and its PaymentIntent captured, made once under the order id', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const body = stripeOrder(cartId, 'pm_card_visa');
    const r = await api.post('/api/order', body);
    expect(r.status).toBe(200);
    const [pi, ...others] = stripe.intentsFor(body.order_id);
    expect(others).toEqual([]);
    expect(pi).toMatchObject({ status: 'succeeded', capture_method: 'manual', currency: 'sek', amount: r.body.result.grand_total, metadata: { order_id: body.order_id, cart_id: cartId } });
    expect(await paymentOf(api, r.body.result.orderNumber)).toEqual({ status: 'captured', provider: 'stripe', provider_reference: pi!.id, card_last4: '4242' });
  });

  it('a declined card and a card without funds answer the texts of the test provider, with the same statuses', async () => {
    const declinedCart = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const declined = await api.post('/api/order', stripeOrder(declinedCart, 'pm_card_chargeDeclined'));
    expect(declined.body).toEqual({ code: 402, result: { errorCode: 'card_declined', message: PAYMENT_MESSAGES.declined } });
    const poorCart = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const poor = await api.post('/api/order', stripeOrder(poorCart, 'pm_card_chargeDeclinedInsufficientFunds'));
    expect(poor.body).toEqual({ code: 402, result: { errorCode: 'insufficient_funds', message: PAYMENT_MESSAGES.insufficientFunds } });
  });

  it('3-D Secure: 202 with Stripe\'s challenge address; a signed webhook of the approval places the order', async () => {
    const cartId = await cartWith(api, [[SKUS.kentBalkong, 2]]);
    const body = stripeOrder(cartId, 'pm_card_threeDSecure2Required');
    const r = await api.post('/api/order', body);
    expect(r.status).toBe(202);
    const pi = stripe.intentsFor(body.order_id)[0]!;
    expect(r.body.result).toEqual({ status: 'requires_action', order_id: body.order_id, action: 'three_d_secure', action_url: `http://127.0.0.1:${stripe.port}/3ds/${pi.id}`, require_3ds: true });
    // Stripe sends the shopper back to the shop's own return page, as an absolute address.
    expect(pi.next_action).toMatchObject({ type: 'redirect_to_url', redirect_to_url: { return_url: `http://localhost:3000/checkout/payment-return?order_id=${encodeURIComponent(body.order_id)}` } });

    const waiting = await api.post('/api/ext/payment-stripe/get-requires-action', { orderId: body.order_id });
    expect(waiting.body).toEqual({ code: 200, result: { requiresAction: true, actionUrl: r.body.result.action_url, clientSecret: pi.client_secret } });

    const delivered = await stripe.sendWebhook(webhookUrl(api), stripe.completeAction(pi.id, true));
    expect(delivered).toEqual({ status: 200, body: { code: 200, result: { received: true } } });
    const status = (await paymentStatus(api, cartId, body.order_id)).body.result;
    expect(status).toMatchObject({ status: 'paid', orderNumber: expect.any(String) });
    expect(await paymentOf(api, status.orderNumber)).toMatchObject({ status: 'captured', provider_reference: pi.id, card_last4: '3220' });
    expect((await api.post('/api/ext/payment-stripe/get-requires-action', { orderId: body.order_id })).body.result).toEqual({ requiresAction: false, actionUrl: null, clientSecret: null });
    // Stripe delivers events again now and then: a second delivery changes nothing.
    expect((await stripe.sendWebhook(webhookUrl(api), stripe.event('payment_intent.succeeded', pi))).status).toBe(200);
    expect(await api.db.selectFrom('sales_order').select('id').where('client_order_id', '=', body.order_id).execute()).toHaveLength(1);
  });

  it('3-D Secure failed: the webhook of the failure fails the attempt with its text, and nothing is sold', async () => {
    const cartId = await cartWith(api, [[SKUS.kentBalkong, 1]]);
    const body = stripeOrder(cartId, 'pm_card_threeDSecure2Required');
    const orders = await countRows(api, 'sales_order');
    expect((await api.post('/api/order', body)).status).toBe(202);
    const pi = stripe.intentsFor(body.order_id)[0]!;
    expect((await stripe.sendWebhook(webhookUrl(api), stripe.completeAction(pi.id, false))).status).toBe(200);
    expect((await paymentStatus(api, cartId, body.order_id)).body.result).toEqual({ status: 'failed', orderNumber: null, message: PAYMENT_MESSAGES.threeDSecureFailed, errorCode: 'three_d_secure_failed', action_url: null });
    expect(await countRows(api, 'sales_order')).toBe(orders);
  });

  it('a webhook whose signature does not match is refused with 400 and changes nothing', async () => {
    const cartId = await cartWith(api, [[SKUS.kentParterre, 1]]);
    const body = stripeOrder(cartId, 'pm_card_threeDSecure2Required');
    expect((await api.post('/api/order', body)).status).toBe(202);
    const pi = stripe.intentsFor(body.order_id)[0]!;
    const event = stripe.completeAction(pi.id, true);
    const forged = await stripe.sendWebhook(webhookUrl(api), event, 'whsec_not_the_endpoints_secret');
    expect(forged.status).toBe(400);
    expect(forged.body.result).toMatchObject({ errorCode: 'validation_error', message: expect.stringContaining('Stripe-Signature') });
    const unsigned = await fetch(webhookUrl(api), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect((await attemptRow(api, body.order_id)).status).toBe('requires_action');
  });

  it('one order id sent 10 times at once gives one order and one PaymentIntent', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const body = stripeOrder(cartId, 'pm_card_visa');
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/order', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.result.orderNumber)).size).toBe(1);
    expect(stripe.intentsFor(body.order_id)).toHaveLength(1);
    expect(await api.db.selectFrom('sales_order').select('id').where('client_order_id', '=', body.order_id).execute()).toHaveLength(1);
  });

  it('a redirect method (Klarna) takes no card: 202 to Stripe\'s page, and its approval places the order', async () => {
    const cartId = await cartWith(api, [[SKUS.kentParterre, 1]]);
    const body = orderBody(cartId, '', { payment_method_code: 'klarna', payment_method_additional: {} });
    const r = await api.post('/api/order', body);
    expect(r.status).toBe(202);
    expect(r.body.result).toMatchObject({ action: 'redirect', require_3ds: false, action_url: expect.stringContaining(`127.0.0.1:${stripe.port}/approve/`) });
    const pi = stripe.intentsFor(body.order_id)[0]!;
    await stripe.sendWebhook(webhookUrl(api), stripe.completeAction(pi.id, true));
    expect((await paymentStatus(api, cartId, body.order_id)).body.result.status).toBe('paid');
  });

  it('create-payment-intent: a PaymentIntent for the cart\'s own total, the same one again while the total stands', async () => {
    const cartId = await cartWith(api, [[SKUS.kentParterre, 2]]);
    const total = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result.grand_total as number;
    const first = await api.post('/api/ext/payment-stripe/create-payment-intent', { cartId });
    expect(first.body).toEqual({ code: 200, result: { clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), publishableKey: stripe.publishableKey, amount: total, currency: 'sek' } });
    const again = await api.post('/api/ext/payment-stripe/create-payment-intent', { cartId });
    expect(again.body.result.clientSecret).toBe(first.body.result.clientSecret);
    expect((await api.post('/api/ext/payment-stripe/create-payment-intent', { cartId: 'no-such-cart' })).status).toBe(404);
    expect((await api.post('/api/ext/payment-stripe/create-payment-intent', { cartId, amount: 1 })).status).toBe(400);
    expect((await api.post('/api/ext/payment-stripe/create-payment-intent', { cartId, method: 'paypal' })).body.result).toMatchObject({ errorCode: 'validation_error', field: 'method' });
  });

  it('get-requires-action: 404 for an unknown order id and 400 without one; mandate-data describes the request', async () => {
    expect((await api.post('/api/ext/payment-stripe/get-requires-action', { orderId: 'nobody' })).status).toBe(404);
    expect((await api.post('/api/ext/payment-stripe/get-requires-action', {})).status).toBe(400);
    const mandate = await fetch(`${api.url}/api/ext/payment-stripe/mandate-data`, { headers: { 'user-agent': 'Encore test browser' } });
    expect(mandate.status).toBe(200);
    expect(await mandate.json()).toEqual({ code: 200, result: { customer_acceptance: { type: 'online', online: { ip_address: '127.0.0.1', user_agent: 'Encore test browser' } } } });
  });

  it('a lost answer is retried under the same key; lost every time, the sweep finds the PaymentIntent by order id and cancels it', async () => {
    const retried = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const once = stripeOrder(retried, 'pm_card_visa');
    stripe.dropAnswers = 1;
    expect((await api.post('/api/order', once)).status).toBe(200);
    expect(stripe.intentsFor(once.order_id)).toHaveLength(1);

    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const body = stripeOrder(cartId, 'pm_card_visa');
    // The SDK retries a dropped connection twice (once whatever its retry setting, once more for maxNetworkRetries: 1).
    stripe.dropAnswers = 3;
    expect((await api.post('/api/order', body)).body).toEqual({ code: 402, result: { errorCode: 'payment_failed', message: PAYMENT_MESSAGES.generic } });
    expect(await attemptRow(api, body.order_id)).toMatchObject({ status: 'unknown', provider_reference: null });
    const [pi] = stripe.intentsFor(body.order_id);
    expect(pi!.status).toBe('requires_capture');
    await new PaymentReconciler(api.db, provider, { now: () => new Date(Date.now() + 6 * 60_000) }).sweep();
    expect(pi!.status).toBe('canceled');
    expect(await attemptRow(api, body.order_id)).toMatchObject({ status: 'voided', provider_reference: pi!.id });
  });

  it('capture and void are idempotent: a second capture is ok, a captured payment cannot be voided, a second void is ok', async () => {
    const cartId = await cartWith(api, [[SKUS.kentParterre, 1]]);
    const body = stripeOrder(cartId, 'pm_card_visa');
    const placed = await api.post('/api/order', body);
    const reference = (await paymentOf(api, placed.body.result.orderNumber)).provider_reference;
    expect(await provider.capture(reference, placed.body.result.grand_total)).toEqual({ ok: true });
    expect(await provider.void(reference)).toEqual({ ok: false });
    expect(await provider.findByKey(body.order_id)).toEqual({ reference });
    expect(await provider.findByKey("it's-nobody\\")).toBeNull();

    const waiting = await cartWith(api, [[SKUS.kentParterre, 1]]);
    const challenged = stripeOrder(waiting, 'pm_card_threeDSecure2Required');
    await api.post('/api/order', challenged);
    const pi = stripe.intentsFor(challenged.order_id)[0]!;
    expect(await provider.void(pi.id)).toEqual({ ok: true });
    expect(await provider.void(pi.id)).toEqual({ ok: true });
    expect(await provider.capture(pi.id, pi.amount)).toMatchObject({ ok: false, message: 'cannot capture a PaymentIntent that is canceled' });
  });

  it('hostile input is a 4xx in the envelope, never a 5xx', async () => {
    const answers = [
      await api.post('/api/ext/payment-stripe/create-payment-intent', undefined, { raw: '{"cartId":' }),
      await api.post('/api/ext/payment-stripe/create-payment-intent', { cartId: 'x'.repeat(65) }),
      await api.post('/api/ext/payment-stripe/get-requires-action', { orderId: 7 }),
      await api.post('/api/ext/payment-stripe/webhook', undefined, { raw: '' }),
      // Signed correctly, but not an event: the SDK cannot read it.
      await stripe.sendWebhook(webhookUrl(api), 'not json'),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    // Signed JSON that is no event changes nothing.
    for (const odd of ['"a string"', 'null', '[]', '{"type":"payment_intent.succeeded"}', '{"type":"payment_intent.succeeded","data":{"object":null}}', '{"type":"payment_intent.payment_failed","data":{"object":{"object":"payment_intent","id":"pi_none"}}}']) {
      expect((await stripe.sendWebhook(webhookUrl(api), odd)).status).toBe(200);
    }
    for (const a of answers) expect(a.body).toMatchObject({ code: 400, result: { errorCode: 'validation_error' } });
    const huge = await fetch(webhookUrl(api), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: 'x'.repeat(600 * 1024) });
    expect(huge.status).toBe(413);
  });
});

describe.skipIf(!dbAvailable)('the Stripe routes are rate-limited like the other payment routes', () => {
  const stripe = useStripeStandIn();
  const api = useApi({ env: Object.assign(stripe.env, { RATE_LIMITS: 'card-token=2,payment-status=2' }) });

  it('create-payment-intent counts as card tokenisation and get-requires-action as a payment status, per address', async () => {
    const cartId = await cartWith(api, [[SKUS.kentParterre, 1]]);
    const creates = [];
    for (let i = 0; i < 3; i++) creates.push((await api.post('/api/ext/payment-stripe/create-payment-intent', { cartId })).status);
    expect(creates).toEqual([200, 200, 429]);
    const asks = [];
    for (let i = 0; i < 3; i++) asks.push((await api.post('/api/ext/payment-stripe/get-requires-action', { orderId: 'nobody' })).status);
    expect(asks).toEqual([404, 404, 429]);
  });
});

describe.skipIf(!dbAvailable)('the Stripe routes with another provider configured', () => {
  const api = useApi();

  it.each([
    ['POST', '/api/ext/payment-stripe/create-payment-intent'],
    ['POST', '/api/ext/payment-stripe/get-requires-action'],
    ['GET', '/api/ext/payment-stripe/mandate-data'],
    ['POST', '/api/ext/payment-stripe/webhook'],
  ])('%s %s answers 404 saying Stripe is not the provider', async (method, path) => {
    const r = method === 'GET' ? await api.get(path) : await api.post(path, { orderId: 'x', cartId: 'y' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 404, result: { errorCode: 'not_found', message: 'Stripe is not the configured payment provider (PAYMENT_PROVIDER=test)' } });
  });
});
