import { describe, expect, it, vi } from 'vitest';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { readCatalogVersion } from '../src/modules/catalog/catalog.repo.ts';
import { bumpVersion, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const clock = { now: () => new Date() };

describe.skipIf(!dbAvailable)('after a catalogue change, the store views in use are rebuilt without waiting for a request', () => {
  const api = useApi();

  it('builds the new indexes of the store views asked since the last change, and only those', async () => {
    const catalog = new CatalogService(api.db, clock);
    await catalog.storeIndex('default');
    await catalog.storeIndex('store_de');
    expect(catalog.builtStoreViews().sort()).toEqual(['default', 'store_de']);

    await api.db.updateTable('product').set({ name: 'Kent – Extrakonsert', updated_at: new Date().toISOString() }).where('sku', '=', SKUS.kent).execute();
    await bumpVersion(api.db);
    const version = await readCatalogVersion(api.db);
    // The version is looked at again once its quarter second has passed, on the next use of the catalogue.
    await vi.waitFor(
      async () => {
        await catalog.fresh();
        expect(catalog.version).toBe(version);
      },
      { timeout: 5000, interval: 50 },
    );
    // No store view is asked for from here on: the two in use are built all the same, the third is not.
    await vi.waitFor(() => expect(catalog.builtStoreViews().sort()).toEqual(['default', 'store_de']), { timeout: 5000, interval: 20 });
    const built = catalog.builtStoreViews();
    const index = (await catalog.storeIndex('default'))!;
    expect(catalog.builtStoreViews()).toEqual(built);
    expect(index.bySku.get(SKUS.kent)!.name).toBe('Kent – Extrakonsert');
  });

  it('builds nothing ahead for a catalogue that no store view was asked of', async () => {
    const catalog = new CatalogService(api.db, clock);
    await catalog.fresh();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(catalog.builtStoreViews()).toEqual([]);
  });
});
