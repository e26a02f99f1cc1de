import { describe, expect, it } from 'vitest';
import { luhnValid, newOrderId, parseExpiry, validateCard, validateEmail, validateName, validatePersonal } from './validation.ts';

describe('personal details', () => {
  it.each([
    ['', 'validation.required'],
    ['  ', 'validation.required'],
    ['A', 'validation.nameMin'],
    ['Jo', undefined],
    ['Åsa', undefined],
    ['Anne-Marie', undefined],
    ["O'Brien", undefined],
    ['R2D2', 'validation.nameAlpha'],
  ])('name %j → %s', (v, e) => expect(validateName(v)).toBe(e));

  it.each([
    ['', 'validation.required'],
    ['anna@example', 'validation.email'],
    ['anna@@example.se', 'validation.email'],
    ['anna example@x.se', 'validation.email'],
    ['anna@example.se', undefined],
    [' anna.lind+tix@mail.example.com ', undefined],
  ])('email %j → %s', (v, e) => expect(validateEmail(v)).toBe(e));

  it('collects all field errors', () => {
    expect(validatePersonal({ firstname: '', lastname: 'L', email: 'x' })).toEqual({
      firstname: 'validation.required',
      lastname: 'validation.nameMin',
      email: 'validation.email',
    });
  });
});

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
