import { describe, expect, it } from 'vitest';
import { signUserToken, verifyUserToken } from './auth.ts';
import { signPayload, verifyPayload } from './signing.ts';
import { describeValidation } from './http.ts';

const now = new Date('2027-03-15T12:00:00Z');

describe('user tokens', () => {
  it('round-trips claims and rejects tampering, other secrets and expiry', () => {
    const token = signUserToken({ sub: 7, grp: 2 }, 's1', now);
    expect(verifyUserToken(token, 's1', now)).toEqual({ status: 'valid', claims: { sub: 7, grp: 2, exp: now.getTime() / 1000 + 3600 } });
    expect(verifyUserToken(token, 's2', now)).toEqual({ status: 'invalid' });
    expect(verifyUserToken(token.replace(/^./, 'x'), 's1', now)).toEqual({ status: 'invalid' });
    expect(verifyUserToken('garbage', 's1', now)).toEqual({ status: 'invalid' });
    expect(verifyUserToken(token, 's1', new Date(now.getTime() + 3600_000))).toEqual({ status: 'expired' });
  });

  it('never accepts a token signed for another purpose', () => {
    const payment = signPayload({ sub: 1, grp: 1, exp: 9_999_999_999 }, 's1', 'payment-test-card');
    expect(verifyUserToken(payment, 's1', now)).toEqual({ status: 'invalid' });
    expect(verifyPayload(payment, 's1', 'payment-test-card')).toMatchObject({ sub: 1 });
  });
});

describe('describeValidation', () => {
  it.each([
    [[{ instancePath: '/cartItem/qty', message: 'Quantity must be above 0' }], 'body', 'cartItem.qty', 'cartItem.qty: Quantity must be above 0'],
    [[{ instancePath: '/cartItem', message: 'Invalid input: expected object, received undefined' }], 'body', 'cartItem', 'cartItem: Field is required'],
    [[{ instancePath: '/', keyword: 'unrecognized_keys', message: 'Unrecognized key: "coupon"', params: { keys: ['coupon'] } }], 'body', 'coupon', 'coupon: Unrecognized key: "coupon"'],
    [[{ instancePath: '/', message: 'Invalid input: expected object, received undefined' }], 'body', 'body', 'body: Field is required'],
    [[{ instancePath: '/cartId', message: 'cartId is required' }], 'querystring', 'cartId', 'cartId: cartId is required'],
  ])('%j → %s', (issues, context, field, message) => {
    expect(describeValidation(issues, context)).toEqual({ errorCode: 'validation_error', field, message });
  });
});
