import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { resolve } from './production-router-hooks.js';

const next = async (specifier: string) => ({ url: new URL(import.meta.resolve(specifier)).href, format: 'module' });

describe('React Router in production', () => {
  it('resolves the router and its DOM entry to the production build the package ships, which exists', async () => {
    for (const specifier of ['react-router', 'react-router/dom']) {
      const development = await next(specifier);
      expect(development.url).toContain('/react-router/dist/development/');
      const production = await resolve(specifier, {}, next);
      expect(production.url).toBe(development.url.replace('/dist/development/', '/dist/production/'));
      expect(existsSync(fileURLToPath(production.url))).toBe(true);
    }
  });

  it('leaves every other module alone', async () => {
    for (const specifier of ['react', '@react-router/express', 'react-router/package.json']) expect(await resolve(specifier, {}, next)).toEqual(await next(specifier));
  });
});
