import { searchBodySchema } from '@encore/contracts';
import { normaliseSearch } from '@encore/domain';
import { describe, expect, it } from 'vitest';
import { isKnownField, type StoreIndex } from '../src/modules/catalog/catalog-index.ts';
import { runSearch } from '../src/modules/catalog/catalog-search.ts';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { productSearchJson } from '../src/modules/catalog/product-search.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const clock = { now: () => new Date() };

/** A category listing as the storefront asks for it: in stock, with the price, city and category facets. */
const listing = (categoryIds: number[], city?: string, text?: string) =>
  searchBodySchema.parse({
    ...(text ? { text } : {}),
    filters: [
      { attribute: 'category_ids', value: { in: categoryIds } },
      { attribute: 'stock.is_in_stock', value: { eq: true } },
      ...(city ? [{ attribute: 'city', value: { eq: city } }] : []),
    ],
    aggregations: [{ field: 'final_price_incl_tax', ranges: [{ to: 40_000 }, { from: 40_000, to: 80_000 }, { from: 80_000 }] }, { field: 'city' }, { field: 'category_ids' }],
  });

function answers(index: StoreIndex, body: ReturnType<typeof listing>, sort: string, from: number, groupId: number) {
  const n = normaliseSearch({ entityType: 'product', from, size: 2, sort, body }, { isKnownField: (f) => isKnownField(index, 'product', f), knownAttributeCodes: index.attributeCodes });
  return { actual: productSearchJson(index, n, {}, performance.now(), groupId).json, expected: JSON.stringify({ code: 200, result: runSearch(index, n, {}, performance.now(), groupId) }) };
}

describe.skipIf(!dbAvailable)("a search's facet counts, shared by its pages and sorts (ADR 0069)", () => {
  const api = useApi();

  it('gives every page and sort of a search the facets the document-by-document search counts, per customer group', async () => {
    const index = (await new CatalogService(api.db, clock).storeIndex('default'))!;
    const bodies = [listing([3]), listing([3, 9]), listing([3], 'Stockholm'), listing([3, 4, 5, 7]), listing([3, 4], undefined, 'kent'), listing([999_999])];
    for (const groupId of [0, 1])
      for (const body of bodies)
        for (const sort of ['date:asc', 'final_price:asc', 'name:desc', 'final_price:desc,date:asc'])
          for (const from of [0, 2, 4]) {
            const { actual, expected } = answers(index, body, sort, from, groupId);
            expect(actual).toBe(expected);
          }
  });

  it('counts again once a sale changes what the facets count', async () => {
    const catalog = new CatalogService(api.db, clock);
    const index = (await catalog.storeIndex('default'))!;
    const facetsOf = (json: string) => JSON.parse(json).result.aggregations;
    const first = answers(index, listing([3, 4]), 'date:asc', 0, 0);
    expect(first.actual).toBe(first.expected);
    const theatre = facetsOf(first.actual).agg_terms_category_ids.buckets.find((b: { key: number }) => b.key === 4);
    expect(theatre.doc_count).toBe(1);

    // Hamlet (the only theatre event) sells out: it leaves the in-stock listing and its facets.
    await api.db.updateTable('inventory').set((eb) => ({ sold: eb.ref('qty') })).where('sku', '=', SKUS.hamletParterre).execute();
    for (let i = 0; i < 50 && (await catalog.storeIndex('default'))!.bySku.get(SKUS.hamlet)!.stock.is_in_stock; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await catalog.fresh();
    }
    const later = answers((await catalog.storeIndex('default'))!, listing([3, 4]), 'final_price:asc', 2, 0);
    expect(later.actual).toBe(later.expected);
    expect(facetsOf(later.actual).agg_terms_category_ids.buckets.find((b: { key: number }) => b.key === 4)).toBeUndefined();
  });
});
