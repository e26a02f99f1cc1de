import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretWeakness } from './secret-strength.ts';

const DEV = 'encore-development-secret-do-not-use-in-production';

describe('secretWeakness', () => {
  it.each([
    ['32 random bytes in hex', randomBytes(32).toString('hex')],
    ['32 random bytes in base64', randomBytes(32).toString('base64')],
    ['32 random bytes in base64url', randomBytes(32).toString('base64url')],
    ['48 random bytes in base64', randomBytes(48).toString('base64')],
  ])('accepts %s', (_name, secret) => {
    expect(secretWeakness(secret, [DEV])).toBeUndefined();
  });

  it.each([
    ['an unset secret', undefined, /not set/],
    ['an empty secret', '', /not set/],
    ['the development secret', DEV, /public development secret/],
    ['16 random bytes in hex', randomBytes(16).toString('hex'), /shorter than 32 random bytes/],
    ['31 random bytes in base64', randomBytes(31).toString('base64'), /shorter than 32 random bytes/],
    ['a short word', 'changeme', /shorter/],
    ['one character repeated', 'a'.repeat(80), /does not look random/],
    ['a repeated phrase', 'secret12'.repeat(10), /does not look random/],
    ['few different characters', 'xyxyxyxyyxyxyxyyxxyyxyxyxyyxyxxyxyxyyxyxyyxyxxyxyxyxyyxyxyxyxxyxyyxyx', /does not look random/],
    ['a repeated hex pattern', '0123456789'.repeat(7), /does not look random/],
  ])('refuses %s', (_name, secret, why) => {
    expect(secretWeakness(secret, [DEV])).toMatch(why);
  });
});
