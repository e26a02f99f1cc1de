import { LISTING_FILTERS, SORT_OPTIONS } from '@encore/domain';
import { describe, expect, it } from 'vitest';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { dbAvailable, useApi } from './harness.ts';

const clock = { now: () => new Date() };

describe.skipIf(!dbAvailable)('a new index is made ready for category pages before their first request', () => {
  const api = useApi();

  it('reads every sort option, the listing filters and facets and the stock filter into the guest columns', async () => {
    const catalog = new CatalogService(api.db, clock);
    const index = (await catalog.storeIndex('default'))!;
    // Nothing is read into columns while the index is built: the first answer does not wait for it.
    expect(index.columns.size).toBe(0);
    await catalog.listingsWarmed();
    const fields = [...index.columns.get(0)!.fieldNames()];
    const sorted = SORT_OPTIONS.map((o) => o.id.split(':')[0]!);
    expect(fields).toEqual(expect.arrayContaining([...sorted, ...LISTING_FILTERS.map((f) => f.field), 'stock.is_in_stock']));
  });

  it('leaves an index that a newer one replaced', async () => {
    const catalog = new CatalogService(api.db, clock);
    const index = (await catalog.storeIndex('default'))!;
    // What the service would do when an import lands: the store view's index is dropped and rebuilt.
    (catalog as unknown as { state: { stores: Map<string, unknown> } }).state.stores.delete('default');
    await catalog.listingsWarmed();
    expect(index.columns.size).toBe(0);
  });
});
