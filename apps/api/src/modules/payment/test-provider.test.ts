import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, TEST_CARDS, cardTokenBodySchema } from '@encore/contracts';
import { cardBrand, isExpired, luhnValid } from './card-rules.ts';
import { TestPaymentProvider, type UsedTokens } from './test-provider.ts';

let now = new Date('2027-03-15T12:00:00Z');
const clock = { now: () => now };
/** Used tokens kept in memory, as the database keeps them for the API. */
function memoryTokens(): UsedTokens {
  const used = new Set<string>();
  return { use: async (id) => !used.has(id) && Boolean(used.add(id)) };
}
const provider = new TestPaymentProvider('test-secret', clock, memoryTokens());
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
  const authorize = (token: string, amount = 100, reference = CART, by = provider) => by.authorize({ amount, currency: 'SEK', paymentMethodToken: token, reference });
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
    [TEST_CARDS.insufficientFunds, { status: 'declined', errorCode: 'insufficient_funds', message: PAYMENT_MESSAGES.insufficientFunds }],
    [TEST_CARDS.threeDSecure, { status: 'requires_action', message: PAYMENT_MESSAGES.threeDSecureFailed }],
  ])('card %s behaves as documented', async (n, expected) => {
    expect(await authorize(tokenFor(n).id)).toMatchObject(expected);
  });

  it('declines forged or foreign tokens', async () => {
    const t = tokenFor(TEST_CARDS.declined).id;
    const [body] = t.slice(4).split('.');
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString());
    forged.b = 'success';
    const tampered = `tok_${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${t.split('.')[1]}`;
    expect(await authorize(tampered)).toMatchObject({ status: 'declined', errorCode: 'payment_failed' });
    expect(await authorize(t, 100, CART, new TestPaymentProvider('other-secret', clock, memoryTokens()))).toMatchObject({ status: 'declined' });
    expect(await authorize('pm_card_visa')).toMatchObject({ status: 'declined' });
  });

  it('pays once: the same token is refused the second time, whatever the first answer was', async () => {
    const t = tokenFor(TEST_CARDS.success).id;
    expect(await authorize(t)).toMatchObject({ status: 'authorized' });
    expect(await authorize(t)).toEqual({ status: 'declined', errorCode: 'payment_failed', message: PAYMENT_MESSAGES.generic });
    const declined = tokenFor(TEST_CARDS.declined).id;
    expect(await authorize(declined)).toMatchObject({ errorCode: 'card_declined' });
    expect(await authorize(declined)).toMatchObject({ errorCode: 'payment_failed' });
  });

  it('pays only the cart and the amount it was made for, and does not use itself up refusing them', async () => {
    const t = tokenFor(TEST_CARDS.success, { amount: 59_900 }).id;
    const changed = { status: 'declined', errorCode: 'payment_amount_changed', message: PAYMENT_MESSAGES.amountChanged };
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
      expect(await authorize(t)).toMatchObject({ status: 'declined', errorCode: 'payment_failed' });
    } finally {
      now = start;
    }
  });
});
