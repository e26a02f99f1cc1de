import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, TEST_CARDS, cardTokenBodySchema } from '@encore/contracts';
import { cardBrand, isExpired, luhnValid } from './card-rules.ts';
import { TestPaymentProvider, type TestPayment, type TestPaymentStore, type UsedTokens } from './test-provider.ts';

let now = new Date('2027-03-15T12:00:00Z');
const clock = { now: () => now };
/** Used tokens kept in memory, as the database keeps them for the API. */
function memoryTokens(): UsedTokens {
  const used = new Set<string>();
  return { use: async (id) => !used.has(id) && Boolean(used.add(id)) };
}
/** The provider's records kept in memory, as the database keeps them for the API (test-provider.repo.ts). */
function memoryPayments(): TestPaymentStore {
  const answers = new Map<string, Awaited<ReturnType<TestPaymentStore['keepAnswer']>>>();
  const payments = new Map<string, TestPayment>();
  return {
    answer: async (key) => answers.get(key),
    keepAnswer: async (key, outcome) => {
      if (!answers.has(key)) answers.set(key, outcome);
      return answers.get(key)!;
    },
    payment: async (reference) => {
      const p = payments.get(reference);
      return p && { ...p };
    },
    addPayment: async (reference, p) => void payments.set(reference, { ...p }),
    moveStatus: async (reference, from, to) => {
      const p = payments.get(reference);
      if (!p || !from.includes(p.status)) return false;
      p.status = to;
      return true;
    },
  };
}
const newProvider = (secret = 'test-secret') => new TestPaymentProvider(secret, clock, memoryTokens(), memoryPayments());
const provider = newProvider();
const CART = 'cart-1';
const card = (number: string, exp_month = 12, exp_year = 2030, extra: { cart_id?: string; amount?: number } = {}) =>
  cardTokenBodySchema.parse({ number, exp_month, exp_year, cvc: '123', cart_id: CART, amount: 100, ...extra });

describe('card rules', () => {
  it.each([
    [TEST_CARDS.success, true],
    [TEST_CARDS.declined, true],
    [TEST_CARDS.insufficientFunds, true],
    [TEST_CARDS.threeDSecure, true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['42424242', false],
  ])('luhn(%s) = %s', (n, valid) => {
    expect(luhnValid(n)).toBe(valid);
  });

  it('names brands', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('unknown');
  });

  it('treats a card as valid through its expiry month', () => {
    expect(isExpired(3, 2027, now)).toBe(false);
    expect(isExpired(2, 2027, now)).toBe(true);
    expect(isExpired(1, 2026, now)).toBe(true);
    expect(isExpired(1, 2028, now)).toBe(false);
  });
});

describe('test provider', () => {
  const authorize = (token: string, amount = 100, reference = CART, by = provider) =>
    by.authorize({ amount, currency: 'SEK', method: 'card', paymentMethodToken: token, reference, idempotencyKey: randomUUID(), returnUrl: '/checkout/payment-return' });
  const tokenFor = (n: string, extra: { cart_id?: string; amount?: number } = {}) => {
    const r = provider.tokenize(card(n, 12, 2030, extra));
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('tokenises without keeping the number', () => {
    const t = tokenFor('4242 4242 4242 4242');
    expect(t).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    expect(t.id.startsWith('tok_')).toBe(true);
    expect(Buffer.from(t.id.slice(4).split('.')[0]!, 'base64url').toString()).not.toContain('4242424242424242');
  });

  it('refuses Luhn-invalid and expired cards', () => {
    expect(provider.tokenize(card('4242424242424241'))).toEqual({ ok: false, error: { errorCode: 'validation_error', message: 'number: Your card number is invalid', field: 'number' } });
    expect(provider.tokenize(card(TEST_CARDS.success, 1, 2027))).toMatchObject({ ok: false, error: { field: 'exp_year', message: 'exp_year: Your card has expired' } });
  });

  it.each([
    [TEST_CARDS.success, { status: 'authorized', brand: 'visa', last4: '4242' }],
    ['5555555555554444', { status: 'authorized', brand: 'mastercard', last4: '4444' }],
    [TEST_CARDS.declined, { status: 'declined', errorCode: 'card_declined', message: 'Your card was declined, contact your bank or try another card' }],
    [TEST_CARDS.insufficientFunds, { status: 'insufficient_funds', errorCode: 'insufficient_funds', message: PAYMENT_MESSAGES.insufficientFunds }],
    [TEST_CARDS.threeDSecure, { status: 'requires_action', action: 'three_d_secure', actionUrl: expect.stringMatching(/^\/api\/ext\/payment-test\/pay\/test_pay_/) }],
  ])('card %s behaves as documented', async (n, expected) => {
    expect(await authorize(tokenFor(n).id)).toMatchObject(expected);
  });

  it('declines forged or foreign tokens', async () => {
    const t = tokenFor(TEST_CARDS.declined).id;
    const [body] = t.slice(4).split('.');
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString());
    forged.b = 'success';
    const tampered = `tok_${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${t.split('.')[1]}`;
    expect(await authorize(tampered)).toMatchObject({ status: 'failed', errorCode: 'payment_failed' });
    expect(await authorize(t, 100, CART, newProvider('other-secret'))).toMatchObject({ status: 'failed' });
    expect(await authorize('pm_card_visa')).toMatchObject({ status: 'failed' });
  });

  it('pays once: the same token is refused the second time, whatever the first answer was', async () => {
    const t = tokenFor(TEST_CARDS.success).id;
    expect(await authorize(t)).toMatchObject({ status: 'authorized' });
    expect(await authorize(t)).toEqual({ status: 'failed', errorCode: 'payment_failed', message: PAYMENT_MESSAGES.generic });
    const declined = tokenFor(TEST_CARDS.declined).id;
    expect(await authorize(declined)).toMatchObject({ errorCode: 'card_declined' });
    expect(await authorize(declined)).toMatchObject({ errorCode: 'payment_failed' });
  });

  it('pays only the cart and the amount it was made for, and does not use itself up refusing them', async () => {
    const t = tokenFor(TEST_CARDS.success, { amount: 59_900 }).id;
    const changed = { status: 'failed', errorCode: 'payment_amount_changed', message: PAYMENT_MESSAGES.amountChanged };
    expect(await authorize(t, 59_901)).toEqual(changed);
    expect(await authorize(t, 0)).toEqual(changed);
    expect(await authorize(t, 59_900, 'cart-2')).toEqual(changed);
    expect(await authorize(t, 59_900)).toMatchObject({ status: 'authorized' });
  });

  it('is accepted for half an hour', async () => {
    const t = tokenFor(TEST_CARDS.success).id;
    const later = tokenFor(TEST_CARDS.success).id;
    const start = now;
    try {
      now = new Date(start.getTime() + 29 * 60_000);
      expect(await authorize(later)).toMatchObject({ status: 'authorized' });
      now = new Date(start.getTime() + 30 * 60_000);
      expect(await authorize(t)).toMatchObject({ status: 'failed', errorCode: 'payment_failed' });
    } finally {
      now = start;
    }
  });
});

describe('test provider: payments that require action and idempotency', () => {
  const tokenFor = (n: string) => {
    const r = provider.tokenize(card(n));
    if (!r.ok) throw new Error(r.error.message);
    return r.value.id;
  };
  const request = (extra: { method?: string; token?: string; key?: string }) => ({
    amount: 100,
    currency: 'SEK',
    method: extra.method ?? 'card',
    paymentMethodToken: extra.token,
    reference: CART,
    idempotencyKey: extra.key ?? randomUUID(),
    returnUrl: '/checkout/payment-return?order_id=x',
  });

  it('answers a repeated idempotency key with its first answer and authorises once', async () => {
    const key = randomUUID();
    const first = await provider.authorize(request({ token: tokenFor(TEST_CARDS.success), key }));
    // Even with another, fresh token the key's first answer stands.
    const again = await provider.authorize(request({ token: tokenFor(TEST_CARDS.declined), key }));
    expect(first).toMatchObject({ status: 'authorized' });
    expect(again).toEqual(first);
    expect(await provider.findByKey(key)).toEqual({ reference: (first as { reference: string }).reference });
    expect(await provider.findByKey(randomUUID())).toBeNull();
  });

  it('a 3-D Secure challenge reports its outcome once, then sends the shopper back', async () => {
    const events: unknown[] = [];
    const p = newProvider();
    p.onEvent(async (e) => void events.push(e));
    const t = p.tokenize(card(TEST_CARDS.threeDSecure));
    if (!t.ok) throw new Error('no token');
    const auth = await p.authorize(request({ token: t.value.id }));
    if (auth.status !== 'requires_action') throw new Error(`unexpected ${auth.status}`);
    expect(await p.actionView(auth.reference)).toEqual({ action: 'three_d_secure', amount: 100, currency: 'SEK', open: true });
    expect(await p.complete(auth.reference, false)).toBe('/checkout/payment-return?order_id=x');
    expect(await p.complete(auth.reference, true)).toBe('/checkout/payment-return?order_id=x');
    expect(events).toEqual([{ reference: auth.reference, outcome: 'failed', errorCode: 'three_d_secure_failed', message: PAYMENT_MESSAGES.threeDSecureFailed }]);
    expect((await p.actionView(auth.reference))?.open).toBe(false);
    expect(await p.complete('test_pay_unknown', true)).toBeUndefined();
  });

  it('the redirect method needs no card and is approved on the provider page; an approved payment captures, a voided one does not', async () => {
    const events: unknown[] = [];
    const p = newProvider();
    p.onEvent(async (e) => void events.push(e));
    const auth = await p.authorize(request({ method: 'test_redirect' }));
    if (auth.status !== 'requires_action') throw new Error(`unexpected ${auth.status}`);
    expect(auth.action).toBe('redirect');
    await p.complete(auth.reference, true);
    expect(events).toEqual([{ reference: auth.reference, outcome: 'authorized', brand: null, last4: null }]);
    expect(await p.capture(auth.reference, 100)).toEqual({ ok: true });
    expect(await p.capture(auth.reference, 100)).toEqual({ ok: true });
    expect(await p.void(auth.reference)).toEqual({ ok: false });
    const other = await p.authorize(request({ method: 'test_redirect' }));
    if (other.status !== 'requires_action') throw new Error('unexpected');
    expect(await p.void(other.reference)).toEqual({ ok: true });
    expect((await p.capture(other.reference, 100)).ok).toBe(false);
  });
});
