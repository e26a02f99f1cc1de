import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AuthorizeRequest, PaymentProvider } from '../src/modules/payment/payment-provider.ts';
import { SKUS } from './fixtures.ts';
import { TEST_SECRET, dbAvailable, useApi } from './harness.ts';
import { cartWith, orderBody } from './order-helpers.ts';

const config = (env: Record<string, string> = {}) => loadConfig({ ENCORE_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', HOLD_CLEANUP_SECONDS: '0', ...env });
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123', cart_id: 'c', amount: 1 };

describe.skipIf(!dbAvailable)('the payment provider is chosen by configuration', () => {
  const api = useApi();

  it('mounts the test provider and its tokenisation only when it is selected (the default)', async () => {
    expect(config().paymentProvider).toBe('test');
    const app = await buildApp({ db: api.db, config: config({ PAYMENT_PROVIDER: 'test' }) });
    try {
      expect((await app.inject({ method: 'POST', url: '/api/ext/payment-test/tokens', payload: card })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with Stripe configured but its keys missing, and with an unknown provider', async () => {
    expect(() => config({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
    await expect(buildApp({ db: api.db, config: config({ PAYMENT_PROVIDER: 'paypal' }) })).rejects.toThrow(/PAYMENT_PROVIDER=paypal is not a payment provider/);
  });

  it('with Stripe configured, orders take its methods and the test cards do not exist', async () => {
    const stripe = config({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PAYMENT_METHODS: 'paypal,card,swish' });
    const app = await buildApp({ db: api.db, config: stripe });
    try {
      expect((await app.inject({ method: 'POST', url: '/api/ext/payment-test/tokens', payload: card })).statusCode).toBe(404);
      // Test cards are no Stripe method: the order is refused before any payment is tried.
      const cartId = await cartWith(api, [[SKUS.standupSeat, 1]]);
      const placed = await app.inject({ method: 'POST', url: '/api/order', payload: orderBody(cartId, 'tok_x') });
      expect(placed.json()).toMatchObject({ code: 400, result: { message: 'addressInformation.payment_method_code: the cart offers no payment method card' } });
    } finally {
      await app.close();
    }
  });

  it('with any other provider the test cards and their routes do not exist, and orders go to that provider', async () => {
    const asked: AuthorizeRequest[] = [];
    const real: PaymentProvider = {
      name: 'real',
      methods: [{ code: 'card', title: 'Card', kind: 'card' }],
      authorize: async (request) => (asked.push(request), { status: 'authorized', reference: 'pi_1', brand: 'visa', last4: '0000' }),
      capture: async () => ({ ok: true }),
      void: async () => ({ ok: true }),
      findByKey: async () => null,
      onEvent: () => undefined,
    };
    const app = await buildApp({ db: api.db, config: config(), paymentProvider: real });
    try {
      const tokens = await app.inject({ method: 'POST', url: '/api/ext/payment-test/tokens', payload: card });
      expect(tokens.statusCode).toBe(404);
      const cartId = await cartWith(api, [[SKUS.standupSeat, 1]]);
      const placed = await app.inject({ method: 'POST', url: '/api/order', payload: orderBody(cartId, 'pm_real') });
      expect(placed.statusCode).toBe(200);
      expect(asked).toEqual([expect.objectContaining({ paymentMethodToken: 'pm_real', reference: cartId })]);
      const payment = await api.db.selectFrom('payment').select(['provider', 'provider_reference']).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(payment).toEqual({ provider: 'real', provider_reference: 'pi_1' });
    } finally {
      await app.close();
    }
  });
});
