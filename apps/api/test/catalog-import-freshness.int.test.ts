import { describe, expect, it } from 'vitest';
import { buildListingSearch, emptyListingState, toggleFilter } from '@encore/domain';
import { generateLargeCatalogue, artistName } from '../src/db/generate/large-catalogue.ts';
import { importCatalogue } from '../src/db/import/import-catalogue.ts';
import { dbAvailable, useApi } from './harness.ts';

/** Polls until `check` holds; returns the milliseconds it took. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    if (await check()) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 50));
  }
  return Number.POSITIVE_INFINITY;
}

describe.skipIf(!dbAvailable)('a generated catalogue import shows in search and filters without a restart', () => {
  const api = useApi();

  it('reflects a search and a filter change within 2 s of the import', async () => {
    // The running API has built its index on the fixtures first.
    const before = await api.post('/api/catalog/default/product/_search', { text: artistName(3) });
    expect(before.body.result.total).toBe(0);

    // 300 events x 5 ticket categories, below the fixture's top categories, attribute and tax rules.
    const doc = generateLargeCatalogue({ events: 300, ticketsPerEvent: 3, artists: 20, withTaxonomy: false, seed: 3, prefix: 'FRESH' });
    await importCatalogue(api.db, doc);

    const misspelt = artistName(3).replace(/(\w)(\w)$/, '$2$1'); // last two letters swapped
    expect(misspelt).not.toBe(artistName(3));
    const searchMs = await msUntil(async () => {
      const r = await api.post('/api/catalog/default/product/_search?size=5', { text: misspelt });
      return r.body.result.items.some((i: { sku: string }) => i.sku.startsWith('FRESH-'));
    }, 5000);
    expect(searchMs).toBeLessThan(2000);

    // A filter change: Umeå holds only generated events, so its listing appears with the import.
    const q = buildListingSearch(toggleFilter(emptyListingState(), 'city', 'Umeå'), { categoryIds: [3, 4, 5, 6, 7, 8] });
    const umea = await api.post(`/api/catalog/default/product/_search?from=${q.from}&size=${q.size}&sort=${q.sort}`, q.body);
    expect(umea.body.result.total).toBeGreaterThan(0);
    expect(umea.body.result.items.every((i: { city: string }) => i.city === 'Umeå')).toBe(true);

    // And a second import (prices changed) is reflected the same way.
    const events = doc.events as Array<{ sku: string; children: Array<{ prices: { SEK: number; EUR: number } }> }>;
    events[0]!.children[0]!.prices = { SEK: 1_000, EUR: 100 };
    await importCatalogue(api.db, doc);
    const priceMs = await msUntil(async () => {
      const r = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'sku', value: { eq: events[0]!.sku } }] });
      return r.body.result.items[0]?.final_price_incl_tax === 1_000;
    }, 5000);
    expect(priceMs).toBeLessThan(2000);
  });
});
