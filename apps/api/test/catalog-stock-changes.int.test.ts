import { searchBodySchema } from '@encore/contracts';
import { normaliseSearch } from '@encore/domain';
import { describe, expect, it, vi } from 'vitest';
import { isKnownField, type StoreIndex } from '../src/modules/catalog/catalog-index.ts';
import { runSearch } from '../src/modules/catalog/catalog-search.ts';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { productSearchJson } from '../src/modules/catalog/product-search.ts';
import { activeHeldByProduct } from '../src/modules/hold/hold.repo.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

/** A clock the test moves; the API itself runs on the real one. */
function movableClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => (offset += ms) };
}

const eventListing = (sku: string) => searchBodySchema.parse({ filters: [{ attribute: 'sku', value: { eq: sku } }] });

async function searchJson(catalog: CatalogService, sku: string): Promise<string> {
  return answer(catalog, eventListing(sku), `sku:${sku}`);
}

/** The answer to a search asked twice: an answer is kept from its request's second sighting on. */
async function answer(catalog: CatalogService, body: ReturnType<typeof eventListing>, cacheKey: string, sort?: string): Promise<string> {
  const ask = () => catalog.search({ storeCode: 'default', entityType: 'product', sort, source: {}, body, cacheKey, groupId: 0 });
  await ask();
  const r = await ask();
  if (!r.ok) throw new Error('search failed');
  return r.value.json;
}

/** In-stock listings of every category, sorted by price, with price and category facets. */
const stockListings = (index: StoreIndex) =>
  [...index.productsByCategory.keys()].map((c) => ({
    key: `cat:${c}`,
    body: searchBodySchema.parse({
      filters: [
        { attribute: 'category_ids', value: { in: [c] } },
        { attribute: 'stock.is_in_stock', value: { eq: true } },
      ],
      aggregations: [{ field: 'price', ranges: [{ to: 50_000 }, { from: 50_000 }] }, { field: 'category_ids' }],
    }),
  }));

/** The columns' answers equal the reference implementation's, which reads the documents one by one. */
function expectColumnsExact(index: StoreIndex): void {
  for (const { body } of stockListings(index)) {
    const n = normaliseSearch({ entityType: 'product', size: 16, sort: 'price:asc', body }, { isKnownField: (f) => isKnownField(index, 'product', f), knownAttributeCodes: index.attributeCodes });
    expect(productSearchJson(index, n, {}, performance.now(), 0).json).toBe(JSON.stringify({ code: 200, result: runSearch(index, n, {}, performance.now(), 0) }));
  }
}

const ticketsLeft = (json: string, childSku: string): number => {
  const event = JSON.parse(json).result.items[0];
  return event.configurable_children.find((c: { sku: string }) => c.sku === childSku).stock.qty;
};

async function hold(api: TestApi, sku: string, qty: number): Promise<void> {
  const cartId = (await api.post('/api/cart/create')).body.result as string;
  const r = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });
  expect(r.status).toBe(200);
}

describe.skipIf(!dbAvailable)('stock changes reach only the cached answers they touch', () => {
  const api = useApi();

  it('a hold on one event keeps another event cached, shows the new stock of the held one, and gives the tickets back when its timer runs out', async () => {
    const clock = movableClock();
    const catalog = new CatalogService(api.db, clock, { activeHeld: (ids) => activeHeldByProduct(api.db, clock.now().toISOString(), ids) });
    const hamletBefore = await searchJson(catalog, SKUS.hamlet);
    const kentBefore = await searchJson(catalog, SKUS.kent);
    const index = (await catalog.storeIndex('default'))!;
    // Kent's category listing filters on stock.is_in_stock, which a hold of two Hamlet tickets leaves as it was.
    const kentListing = stockListings(index).find((l) => l.key === 'cat:9')!;
    const kentCategory = await answer(catalog, kentListing.body, kentListing.key, 'price:asc');
    expect(JSON.parse(kentCategory).result.items.map((i: { sku: string }) => i.sku)).toEqual([SKUS.kent]);
    for (const l of stockListings(index)) await answer(catalog, l.body, l.key, 'price:asc');
    const cached = () => [...index.cache.values()].map((kept) => kept.json);
    expect(cached()).toContain(kentBefore);
    const left = ticketsLeft(hamletBefore, SKUS.hamletParterre);

    await hold(api, SKUS.hamletParterre, 2);
    await vi.waitFor(async () => expect(ticketsLeft(await searchJson(catalog, SKUS.hamlet), SKUS.hamletParterre)).toBe(left - 2), { timeout: 5000, interval: 100 });
    expect(cached()).not.toContain(hamletBefore);
    // The very same answer object: never rebuilt, only kept.
    expect(cached()).toContain(kentBefore);
    expect(await searchJson(catalog, SKUS.kent)).toBe(kentBefore);
    expect(cached()).toContain(kentCategory);
    expectColumnsExact(index);

    // Past the hold timer (10 minutes) the tickets show as free again, though nothing was written.
    clock.advance(11 * 60_000);
    await vi.waitFor(async () => expect(ticketsLeft(await searchJson(catalog, SKUS.hamlet), SKUS.hamletParterre)).toBe(left), { timeout: 5000, interval: 100 });
    expect(cached()).toContain(kentBefore);
    expectColumnsExact(index);

    // Selling out Hamlet's only ticket category takes it out of in-stock listings: those answers go.
    await api.db.updateTable('inventory').set((eb) => ({ sold: eb.ref('qty') })).where('sku', '=', SKUS.hamletParterre).execute();
    await vi.waitFor(async () => expect(JSON.parse(await searchJson(catalog, SKUS.hamlet)).result.items[0].stock.is_in_stock).toBe(false), { timeout: 5000, interval: 100 });
    expect(cached()).not.toContain(kentCategory);
    expectColumnsExact(index);
  });
});
