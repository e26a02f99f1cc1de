import { describe, expect, it } from 'vitest';
import { ACTION_RULES, parseRateLimits } from './rate-limit-config.ts';

const maxima = (raw: string | undefined) => Object.fromEntries(Object.values(parseRateLimits(raw)).map((r) => [r.name, r.max]));

describe('parseRateLimits', () => {
  it('has per-minute defaults a rush of many shoppers never meets but one script does', () => {
    expect(maxima(undefined)).toEqual({
      'cart-create': 30,
      hold: 120,
      'hold-cart': 60,
      'hold-extend': 30,
      'hold-extend-cart': 10,
      order: 30,
      'order-cart': 10,
      coupon: 30,
      'coupon-cart': 10,
      'card-token': 20,
      'order-lookup': 10,
      'payment-status': 60,
      'sign-in': 20,
      'sign-in-account': 10,
      'account-create': 10,
      'password-reset': 5,
      'password-reset-account': 3,
      'token-refresh': 60,
      'checkout-link': 10,
      'check-in': 600,
      'ticket-download': 30,
      review: 10,
    });
    expect(Object.values(parseRateLimits('')).every((r) => r.windowMs === 60_000)).toBe(true);
  });

  it('counts per address, and per cart or per account tried where the action has one', () => {
    const rules = parseRateLimits(undefined);
    for (const [action, names] of Object.entries(ACTION_RULES)) {
      expect(rules[names[0]].scope, action).toBe('address');
      // An action that is two at once (a cart made with its first hold) also counts as the second's address rule.
      for (const name of names.slice(1)) expect(rules[name].scope, action).toBe(name.endsWith('-account') ? 'account' : name.endsWith('-cart') ? 'cart' : 'address');
    }
    expect(Object.values(rules).filter((r) => r.slowDown).map((r) => r.name)).toEqual(['sign-in', 'sign-in-account']);
  });

  it('sets single rules, all rules with *, later entries winning, and switches everything off', () => {
    expect(maxima('hold=5, card-token=0')).toMatchObject({ hold: 5, 'card-token': 0, 'cart-create': 30 });
    expect(Object.values(maxima('*=1000000,coupon=3'))).toEqual(expect.arrayContaining([1_000_000, 3]));
    expect(maxima('*=1000000,coupon=3').coupon).toBe(3);
    expect(new Set(Object.values(maxima('off')))).toEqual(new Set([0]));
  });

  it.each(['hold', 'hold=-1', 'hold=1.5', 'holds=3', 'on', 'off,hold=3'])('refuses %s, naming the rules', (raw) => {
    expect(() => parseRateLimits(raw)).toThrow(/RATE_LIMITS: .* the rules are cart-create, hold, hold-cart/);
  });
});
