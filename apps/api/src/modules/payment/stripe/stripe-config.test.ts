import { describe, expect, it } from 'vitest';
import { parseStripeConfig } from './stripe-config.ts';
import { stripeMethods } from './stripe-methods.ts';

const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('Stripe configuration', () => {
  it('is read only when Stripe is the provider', () => {
    expect(parseStripeConfig({}, 'test')).toBeUndefined();
    expect(parseStripeConfig(keys, 'stripe')).toEqual({ secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret: 'whsec_abc', api: {}, paymentMethods: ['card'] });
  });

  it('refuses to start without its keys, naming every one missing, and with a key in the wrong variable', () => {
    expect(() => parseStripeConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }, 'stripe')).toThrow('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET');
    expect(() => parseStripeConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' }, 'stripe')).toThrow('STRIPE_SECRET_KEY must be a secret key');
    expect(() => parseStripeConfig({ ...keys, STRIPE_WEBHOOK_SECRET: 'sk_live_abc' }, 'stripe')).toThrow('STRIPE_WEBHOOK_SECRET must be');
  });

  it('takes another API address for tests, and refuses one it cannot use', () => {
    expect(parseStripeConfig({ ...keys, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'HTTP' }, 'stripe')?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(() => parseStripeConfig({ ...keys, STRIPE_API_HOST: 'http://x' }, 'stripe')).toThrow('STRIPE_API_HOST');
    expect(() => parseStripeConfig({ ...keys, STRIPE_API_PORT: '70000' }, 'stripe')).toThrow('STRIPE_API_PORT');
    expect(() => parseStripeConfig({ ...keys, STRIPE_API_PROTOCOL: 'ftp' }, 'stripe')).toThrow('STRIPE_API_PROTOCOL');
  });

  it('lists the methods the account offers in the checkout\'s order, whatever order they are named in', () => {
    const methods = parseStripeConfig({ ...keys, STRIPE_PAYMENT_METHODS: ' PayPal, card ,swish,google_pay,klarna,apple_pay,card' }, 'stripe')!.paymentMethods;
    expect(methods).toEqual(['swish', 'card', 'apple_pay', 'google_pay', 'klarna', 'paypal']);
    expect(() => parseStripeConfig({ ...keys, STRIPE_PAYMENT_METHODS: 'card,bitcoin' }, 'stripe')).toThrow("STRIPE_PAYMENT_METHODS: 'bitcoin' is not one of swish, card, apple_pay, google_pay, klarna, paypal");
  });
});

describe('Stripe methods at the checkout', () => {
  it('the card method is "stripe", titled as the spec says and not the default; wallets are cards, the rest redirects', () => {
    expect(stripeMethods(['swish', 'card', 'apple_pay', 'google_pay', 'klarna', 'paypal']).map(({ code, title, kind, default: isDefault }) => ({ code, title, kind, isDefault }))).toEqual([
      { code: 'swish', title: 'Swish', kind: 'redirect', isDefault: undefined },
      { code: 'stripe', title: 'Pay by Card (Stripe)', kind: 'card', isDefault: undefined },
      { code: 'apple_pay', title: 'Apple Pay', kind: 'card', isDefault: undefined },
      { code: 'google_pay', title: 'Google Pay', kind: 'card', isDefault: undefined },
      { code: 'klarna', title: 'Klarna', kind: 'redirect', isDefault: undefined },
      { code: 'paypal', title: 'PayPal', kind: 'redirect', isDefault: undefined },
    ]);
  });

  it('holds the money until the order is written, except Swish, which Stripe captures at once', () => {
    expect(stripeMethods(['swish', 'card', 'klarna', 'paypal']).map((m) => [m.code, m.paymentMethodType, m.manualCapture])).toEqual([
      ['swish', 'swish', false],
      ['stripe', 'card', true],
      ['klarna', 'klarna', true],
      ['paypal', 'paypal', true],
    ]);
  });
});
