import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/create-db.ts';
import { loadCatalogData, loadInventory } from '../src/modules/catalog/catalog.repo.ts';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { OffThreadTableReader } from '../src/modules/catalog/off-thread/table-reader.ts';
import { activeHeldByProduct } from '../src/modules/hold/hold.repo.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const clock = { now: () => new Date() };

describe.skipIf(!dbAvailable)('a large catalogue’s prices and stock read by a worker thread (ADR 0076)', () => {
  const api = useApi();
  const readers: OffThreadTableReader[] = [];
  const reader = () => {
    const made = OffThreadTableReader.for(api.db);
    if (!made) throw new Error(`no table reader for the ${api.engine} test database`);
    readers.push(made);
    return made;
  };
  afterAll(async () => {
    for (const r of readers) await r.close();
  });

  it('reads the same price rows, in the same order, and the same stock rows as the API’s own thread', async () => {
    // A stock row changed just before, so a stale or cached read would show.
    await api.db.updateTable('inventory').set({ sold: 7 }).where('product_id', '=', 1001).execute();
    const tables = await reader().read();
    const here = await loadCatalogData(api.db);
    expect(here.prices.length).toBeGreaterThan(5);
    expect([...tables.prices]).toEqual([...here.prices]);
    const ids = (await api.db.selectFrom('inventory').select('product_id').execute()).map((r) => r.product_id);
    const stock = await loadInventory(api.db, ids);
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) expect(tables.inventory.get(id)).toEqual(stock.get(id));
    expect(tables.inventory.get(1001)!.sold).toBe(7);
  });

  it('builds the same documents, stock and prices as a service that reads everything itself', async () => {
    const holds = { activeHeld: (ids?: readonly number[]) => activeHeldByProduct(api.db, clock.now().toISOString(), ids) };
    const own = (await new CatalogService(api.db, clock, holds).storeIndex('default'))!;
    // Counted, so a service that fell back to reading everything itself would fail here.
    const worker = reader();
    let answered = 0;
    const read = worker.read.bind(worker);
    worker.read = () => read().then((tables) => (answered++, tables));
    const service = new CatalogService(api.db, clock, holds, { reader: worker, minProducts: 0 });
    const offThread = (await service.storeIndex('default'))!;
    expect(answered).toBe(1);
    expect(offThread.products.length).toBe(own.products.length);
    expect(JSON.stringify(offThread.products)).toBe(JSON.stringify(own.products));
    const kent = offThread.products.find((p) => p.sku === SKUS.kent)!;
    expect(kent.configurable_children.map((c) => c.sku)).toEqual([SKUS.kentParterre, SKUS.kentBalkong, SKUS.kentStaplats]);
  });

  it('reads everything itself when the worker fails, and a closed reader starts a new worker', async () => {
    const failing = { read: () => Promise.reject(new Error('the worker is gone')), close: async () => undefined } as unknown as OffThreadTableReader;
    const own = (await new CatalogService(api.db, clock).storeIndex('default'))!;
    const fallback = (await new CatalogService(api.db, clock, undefined, { reader: failing, minProducts: 0 }).storeIndex('default'))!;
    expect(JSON.stringify(fallback.products)).toBe(JSON.stringify(own.products));

    const r = reader();
    const first = await r.read();
    await r.close();
    const again = await r.read();
    expect([...again.prices]).toEqual([...first.prices]);
  });

  it('is not used for an SQLite database in memory, which no other connection sees', async () => {
    const memory = createDb({ sqlitePath: ':memory:' });
    try {
      expect(OffThreadTableReader.for(memory)).toBeUndefined();
    } finally {
      await memory.destroy();
    }
  });
});
