import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser build the shop serves (the browser tests' setup makes sure it exists).
const ASSETS = 'apps/storefront/build/client/assets';

describe('the browser build', () => {
  it('ships no zod: browser code uses only the contracts’ schema-free modules (a schema would also trip the CSP’s eval probe)', () => {
    const scripts = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const withZod = scripts.filter((f) => readFileSync(join(ASSETS, f), 'utf8').includes('_zod'));
    expect(withZod).toEqual([]);
  });
});
