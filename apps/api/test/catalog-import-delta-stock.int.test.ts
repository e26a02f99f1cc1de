import { describe, expect, it, vi } from 'vitest';
import { generateLargeCatalogue } from '../src/db/generate/large-catalogue.ts';
import { CATALOG_DELTA_KEY, type CatalogDelta } from '../src/db/import/catalog-delta.ts';
import { importCatalogue } from '../src/db/import/import-catalogue.ts';
import type { StoreIndex } from '../src/modules/catalog/catalog-index.ts';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { dbAvailable, useApi } from './harness.ts';

type Child = { id: number; sku: string; qty: number; sold: number };
type Event = { sku: string; name: string; children: Child[] };

const clock = { now: () => new Date() };

/** Every document's stock and its ticket categories' stock, by sku. */
const stockOf = (index: StoreIndex) =>
  index.products.map((p) => ({ sku: p.sku, stock: p.stock, tickets_left: p.tickets_left, children: p.configurable_children.map((c) => ({ sku: c.sku, stock: c.stock })) }));

describe.skipIf(!dbAvailable)('stock after an import that changed a few events (ADR 0068)', () => {
  const api = useApi();

  it('reads the changed events’ stock again and keeps every other change the stock log carries: the same stock as a full reload', async () => {
    const doc = generateLargeCatalogue({ events: 30, ticketsPerEvent: 3, artists: 10, withTaxonomy: false, seed: 11, prefix: 'STOCKDELTA' });
    const events = doc.events as Event[];
    await importCatalogue(api.db, doc);
    await importCatalogue(api.db, doc);
    const catalog = new CatalogService(api.db, clock);
    await catalog.storeIndex('default');

    // The import gives one event a fourth ticket category and another more tickets.
    const grown = events[3]!;
    grown.name = `${grown.name} Extra`;
    grown.children.push({ ...grown.children[0]!, id: grown.children[2]!.id + 1, sku: `${grown.sku}-EXTRA`, qty: 77, sold: 0 });
    const refilled = events[4]!.children[1]!;
    refilled.qty += 500;
    const markers = async () => new Map((await api.db.selectFrom('inventory').select(['product_id', 'stock_version']).execute()).map((r) => [r.product_id, String(r.stock_version)]));
    const before = await markers();
    const { catalogVersion } = await importCatalogue(api.db, doc);
    const delta = JSON.parse((await api.db.selectFrom('catalog_meta').select('value').where('key', '=', CATALOG_DELTA_KEY).executeTakeFirstOrThrow()).value) as CatalogDelta;
    expect(delta).toMatchObject({ full: false, version: catalogVersion });
    expect(delta.products).toHaveLength(2);
    // It left every other stock row alone: only the new and the refilled ticket categories have a new change marker.
    const after = await markers();
    const moved = [...after].filter(([id, marker]) => before.get(id) !== marker).map(([id]) => id);
    expect(moved.sort((a, b) => a - b)).toEqual([refilled.id, grown.children[3]!.id].sort((a, b) => a - b));
    // Then, before the catalogue looks again, a sale elsewhere empties a ticket category of an untouched event.
    const untouched = events[7]!.children[0]!;
    await api.db.updateTable('inventory').set((eb) => ({ sold: eb.ref('qty') })).where('sku', '=', untouched.sku).execute();

    await vi.waitFor(
      async () => {
        await catalog.fresh();
        expect(catalog.version).toBe(catalogVersion);
        expect(catalog.builtStoreViews()).toEqual(['default']);
      },
      { timeout: 5000, interval: 50 },
    );
    const patched = (await catalog.storeIndex('default'))!;
    const full = (await new CatalogService(api.db, clock).storeIndex('default'))!;
    expect(stockOf(patched)).toEqual(stockOf(full));

    const child = (sku: string) => patched.bySku.get(sku.replace(/-[^-]+$/, ''))!.configurable_children.find((c) => c.sku === sku)!;
    expect(child(`${grown.sku}-EXTRA`).stock).toMatchObject({ qty: 77, is_in_stock: true });
    expect(child(untouched.sku).stock).toMatchObject({ qty: 0, is_in_stock: false });
    expect(child(refilled.sku).stock.qty).toBe(refilled.qty - refilled.sold);
    expect(catalog.knownStock(grown.children[3]!.id)).toMatchObject({ qty: 77, sold: 0 });
  });
});
