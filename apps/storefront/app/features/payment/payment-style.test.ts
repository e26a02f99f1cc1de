import { describe, expect, it } from 'vitest';
import { paymentStyle } from './payment-style.ts';

describe('paymentStyle', () => {
  it('tells card fields of the test provider and of Stripe, approvals at the provider and cash on delivery apart', () => {
    expect(paymentStyle('card')).toBe('card');
    for (const code of ['stripe', 'apple_pay', 'google_pay']) expect(paymentStyle(code)).toBe('stripe_card');
    for (const code of ['test_redirect', 'swish', 'klarna', 'paypal']) expect(paymentStyle(code)).toBe('redirect');
    expect(paymentStyle('cashondelivery')).toBe('on_delivery');
  });
});
