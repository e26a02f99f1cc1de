import { describe, expect, it } from 'vitest';
import { luhnValid, newOrderId, parseExpiry, validateCard } from './validation.ts';

describe('card', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
  it.each([
    ['12/34', { month: 12, year: 2034 }],
    ['1234', { month: 12, year: 2034 }],
    ['1 / 29', { month: 1, year: 2029 }],
    ['03/2030', { month: 3, year: 2030 }],
    ['13/30', null],
    ['aa/bb', null],
  ])('expiry %j', (v, e) => expect(parseExpiry(v)).toEqual(e));

  it('validates the whole card', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({});
    expect(validateCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({ number: 'validation.required', expiry: 'validation.required', cvc: 'validation.required' });
    expect(validateCard({ number: '1234', expiry: '10/26', cvc: '12' }, now)).toEqual({ number: 'validation.cardNumber', expiry: 'validation.cardExpired', cvc: 'validation.cvc' });
    expect(validateCard({ number: '4242424242424242', expiry: '11/26', cvc: '1234' }, now)).toEqual({});
  });
});

it('order id = timestamp-random', () => {
  expect(newOrderId(1700000000000, () => 0.5)).toMatch(/^1700000000000-[0-9a-z]{6}$/);
});
