import { searchBodySchema } from '@encore/contracts';
import { describe, expect, it, vi } from 'vitest';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
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
  const r = await catalog.search({ storeCode: 'default', entityType: 'product', source: {}, body: eventListing(sku), cacheKey: `sku:${sku}`, groupId: 0 });
  if (!r.ok) throw new Error('search failed');
  return r.value;
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
    const cached = () => [...index.cache.values()];
    expect(cached()).toContain(kentBefore);
    const left = ticketsLeft(hamletBefore, SKUS.hamletParterre);

    await hold(api, SKUS.hamletParterre, 2);
    await vi.waitFor(async () => expect(ticketsLeft(await searchJson(catalog, SKUS.hamlet), SKUS.hamletParterre)).toBe(left - 2), { timeout: 5000, interval: 100 });
    expect(cached()).not.toContain(hamletBefore);
    // The very same answer object: never rebuilt, only kept.
    expect(cached()).toContain(kentBefore);
    expect(await searchJson(catalog, SKUS.kent)).toBe(kentBefore);

    // Past the hold timer (10 minutes) the tickets show as free again, though nothing was written.
    clock.advance(11 * 60_000);
    await vi.waitFor(async () => expect(ticketsLeft(await searchJson(catalog, SKUS.hamlet), SKUS.hamletParterre)).toBe(left), { timeout: 5000, interval: 100 });
    expect(cached()).toContain(kentBefore);
  });
});
