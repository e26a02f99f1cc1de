import { describe, expect, it } from 'vitest';
import { couponRefusalShown } from './coupon-probing.ts';

const expired = { errorCode: 'coupon_expired', message: 'The coupon code "EXPIRED" has expired.' };
const usedUp = { errorCode: 'coupon_usage_limit', message: 'The coupon code "ONCE" has already been used the maximum number of times.' };
const unknown = { errorCode: 'coupon_invalid', message: 'The coupon code "NOPE" is not valid.' };
const minimum = { errorCode: 'coupon_min_subtotal', message: 'The coupon code "WELCOME100" needs a subtotal of at least 500 kr.' };

describe('couponRefusalShown: after a few refused codes every refusal reads like an unknown code', () => {
  it.each([
    ['the first refusal says why', expired, 'expired', 1, expired],
    ['the fifth refusal still says why', usedUp, 'once', 5, usedUp],
    ['the sixth: expired reads as unknown', expired, ' expired ', 6, { errorCode: 'coupon_invalid', message: 'The coupon code "EXPIRED" is not valid.' }],
    ['the sixth: used up reads as unknown', usedUp, 'once', 6, { errorCode: 'coupon_invalid', message: 'The coupon code "ONCE" is not valid.' }],
    ['the sixth: too small a cart reads as unknown', minimum, 'welcome100', 6, { errorCode: 'coupon_invalid', message: 'The coupon code "WELCOME100" is not valid.' }],
    ['an unknown code reads the same before and after', unknown, 'nope', 50, unknown],
  ])('%s', (_case, refusal, requested, failures, shown) => {
    expect(couponRefusalShown(refusal, requested, failures)).toEqual(shown);
  });
});
