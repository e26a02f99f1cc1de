import { describe, expect, it } from 'vitest';
import { couponCustomerEmail } from './coupon-customer.ts';

describe('couponCustomerEmail: one key per mailbox', () => {
  it.each([
    ['plain address, lower-cased and trimmed', '  Anna.Svensson@Example.se ', 'anna.svensson@example.se'],
    ['a +tag is dropped at any provider', 'anna+coupon@example.se', 'anna@example.se'],
    ['only the first + starts the tag', 'anna+a+b@example.se', 'anna@example.se'],
    ['dots stay at other providers', 'a.n.n.a@example.se', 'a.n.n.a@example.se'],
    ['Gmail ignores dots', 'A.n.n.a@gmail.com', 'anna@gmail.com'],
    ['Gmail ignores dots and tags together', 'an.na+x.y@Gmail.com', 'anna@gmail.com'],
    ['googlemail.com is the same mailbox as gmail.com', 'an.na+1@googlemail.com', 'anna@gmail.com'],
    ['a look-alike domain is not Gmail', 'an.na@gmail.co', 'an.na@gmail.co'],
    ['a subdomain of gmail.com is not Gmail', 'an.na@mail.gmail.com', 'an.na@mail.gmail.com'],
    ['a local part that is only a tag stays', '+tag@example.se', '+tag@example.se'],
    ['a Gmail local part of only dots stays', '...@gmail.com', '...@gmail.com'],
    ['the last @ splits local part and domain', '"a@b"+x@example.se', '"a@b"@example.se'],
    ['no @ at all is only lower-cased', 'Not-An-Address', 'not-an-address'],
    ['an @ at the end is only lower-cased', 'Anna@', 'anna@'],
  ])('%s', (_case, input, key) => {
    expect(couponCustomerEmail(input)).toBe(key);
  });
});
