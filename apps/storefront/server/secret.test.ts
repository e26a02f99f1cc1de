import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { storefrontSecret } from './secret.js';

const LONG = 'x'.repeat(32);

describe('storefront secret', () => {
  it('production refuses to start without a secret, or with one shorter than 32 bytes', () => {
    expect(storefrontSecret({}, { production: true })).toEqual({ error: expect.stringContaining('STOREFRONT_SECRET is not set') });
    expect(storefrontSecret({ STOREFRONT_SECRET: 'x'.repeat(31) }, { production: true })).toEqual({ error: expect.stringContaining('at least 32 bytes') });
    expect(storefrontSecret({ COOKIE_SECRET: 'short' }, { production: true })).toEqual({ error: expect.stringContaining('at least 32 bytes') });
    expect(storefrontSecret({ STOREFRONT_SECRET: LONG }, { production: true })).toEqual({ secret: LONG, generated: false });
    // Bytes, not characters: 16 two-byte characters are 32 bytes.
    expect(storefrontSecret({ STOREFRONT_SECRET: 'å'.repeat(16) }, { production: true })).toMatchObject({ secret: 'å'.repeat(16) });
  });

  it('takes STOREFRONT_SECRET before COOKIE_SECRET', () => {
    expect(storefrontSecret({ STOREFRONT_SECRET: LONG, COOKIE_SECRET: 'y'.repeat(40) }, { production: true })).toMatchObject({ secret: LONG });
    expect(storefrontSecret({ COOKIE_SECRET: 'y'.repeat(40) }, { production: true })).toMatchObject({ secret: 'y'.repeat(40) });
  });

  it('outside production a missing secret is made up for the process, a short one is still refused', () => {
    const a = storefrontSecret({}, { production: false });
    const b = storefrontSecret({}, { production: false });
    expect(a).toMatchObject({ generated: true });
    expect(a.secret.length).toBeGreaterThanOrEqual(32);
    expect(a.secret).not.toBe(b.secret);
    expect(storefrontSecret({ STOREFRONT_SECRET: 'short' }, { production: false })).toHaveProperty('error');
  });
});
