import { describe, expect, it } from 'vitest';
import { circles, moduleGraph, moduleOf } from './check-cycles.mjs';

describe('import-cycle gate', () => {
  it('finds each circle once, however long, and nothing in a tree', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set(['e'])],
      ['e', new Set(['d'])],
      ['f', new Set(['a'])],
    ]);
    expect(circles(graph)).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['d', 'e']]));
    expect(circles(graph)).toHaveLength(2);
    expect(circles(new Map([['a', new Set(['b', 'c'])], ['b', new Set(['c'])]]))).toEqual([]);
  });

  it('groups files by API module and domain area only', () => {
    expect(moduleOf('apps/api/src/modules/cart/cart.repo.ts')).toBe('api/cart');
    expect(moduleOf('packages/domain/src/pricing/price-state.ts')).toBe('domain/pricing');
    expect(moduleOf('apps/api/src/platform/http.ts')).toBeUndefined();
    expect(moduleOf('apps/storefront/app/root.tsx')).toBeUndefined();
  });

  it('turns two modules that import each other into a circle, but not through a test file', () => {
    const file = (source: string, ...deps: string[]) => ({ source, dependencies: deps.map((resolved) => ({ resolved })) });
    const { graph, witness } = moduleGraph([
      file('apps/api/src/modules/cart/cart.service.ts', 'apps/api/src/modules/hold/hold.repo.ts'),
      file('apps/api/src/modules/hold/hold.service.ts', 'apps/api/src/modules/cart/cart.repo.ts'),
      file('apps/api/src/modules/order/order.test.ts', 'apps/api/src/modules/cart/cart.repo.ts'),
    ]);
    expect(circles(graph)).toEqual([['api/cart', 'api/hold']]);
    expect(witness.get('api/hold -> api/cart')).toBe('apps/api/src/modules/hold/hold.service.ts imports apps/api/src/modules/cart/cart.repo.ts');
    expect(graph.has('api/order')).toBe(false);
  });
});
