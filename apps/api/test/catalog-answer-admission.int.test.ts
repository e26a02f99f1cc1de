import { searchBodySchema } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { suggestAnswer } from '../src/modules/catalog/catalog-lookup.ts';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { dbAvailable, useApi } from './harness.ts';

const clock = { now: () => new Date() };
const listing = searchBodySchema.parse({ filters: [{ attribute: 'stock.is_in_stock', value: { eq: true } }], aggregations: [{ field: 'city' }] });

describe.skipIf(!dbAvailable)('answers kept from their second request on', () => {
  const api = useApi();

  it('keeps a listing only once it is asked again, then answers it with the kept answer', async () => {
    const catalog = new CatalogService(api.db, clock);
    const ask = async (cacheKey: string) => {
      const r = await catalog.search({ storeCode: 'default', entityType: 'product', sort: 'date:asc', source: {}, body: listing, cacheKey, groupId: 0 });
      if (!r.ok) throw new Error('search failed');
      return r.value;
    };
    const index = (await catalog.storeIndex('default'))!;
    const first = await ask('listing-a');
    expect(index.cache.size).toBe(0);
    // Another request seen once is not kept either.
    await ask('listing-b');
    expect(index.cache.size).toBe(0);
    const second = await ask('listing-a');
    expect(second).not.toBe(first);
    expect(second.json).toBe(first.json);
    expect(index.cache.size).toBe(1);
    expect(await ask('listing-a')).toBe(second);
    expect(await ask('listing-a')).toBe(second);
  });

  it('keeps a suggestion the same way', async () => {
    const catalog = new CatalogService(api.db, clock);
    const index = (await catalog.storeIndex('default'))!;
    const first = suggestAnswer(index, { storeCode: 'default', q: 'kent', size: 5 });
    expect(index.suggestions.size).toBe(0);
    const second = suggestAnswer(index, { storeCode: 'default', q: 'kent', size: 5 });
    expect(second.json).toBe(first.json);
    expect(JSON.parse(second.json).result.products.length).toBeGreaterThan(0);
    expect(suggestAnswer(index, { storeCode: 'default', q: 'kent', size: 5 })).toBe(second);
    expect(index.suggestions.size).toBe(1);
  });
});
