import { describe, expect, it } from 'vitest';
import { searchBodySchema, type ParsedSearchBody, type StoreCode } from '@encore/contracts';
import { PRICE_RANGES, normaliseSearch } from '@encore/domain';
import { generateLargeCatalogue, artistName } from '../src/db/generate/large-catalogue.ts';
import { importCatalogue } from '../src/db/import/import-catalogue.ts';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { isKnownField } from '../src/modules/catalog/catalog-index.ts';
import { runSearch } from '../src/modules/catalog/catalog-search.ts';
import { productSearchJson } from '../src/modules/catalog/product-search.ts';
import { systemClock } from '../src/platform/clock.ts';
import type { SourceFilter } from '../src/platform/projection.ts';
import { dbAvailable, useApi } from './harness.ts';

/** Deterministic choices (mulberry32), so a failing query can be replayed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Query {
  store: StoreCode;
  groupId: number;
  from?: number;
  size?: number;
  sort?: string;
  source: SourceFilter;
  body: ParsedSearchBody;
}

const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå', 'Nowhere'];
const SORTS = [undefined, 'updated_at:desc', 'final_price:asc', 'final_price:desc', 'date:asc', 'name:asc', 'final_price:asc,date:desc', '_score:desc', 'stock.qty:desc', 'city', 'id:desc', 'category_ids:asc'];
const FACETS = [{ field: 'city' }, { field: 'venue_key' }, { field: 'event_month' }, { field: 'category_ids' }, { field: 'status' }, { field: 'stock.is_in_stock' }, { field: 'configurable_children.sku', size: 5 }];

function queries(count: number, categoryIds: number[]): Query[] {
  const r = rng(37);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const out: Query[] = [];
  for (let i = 0; i < count; i++) {
    const filters: { attribute: string; value: Record<string, unknown> }[] = [];
    const c = r();
    if (c < 0.3) filters.push({ attribute: 'category_ids', value: { in: [pick(categoryIds)] } });
    else if (c < 0.7) filters.push({ attribute: 'category_ids', value: { in: [pick(categoryIds), pick(categoryIds), pick(categoryIds), pick(categoryIds)] } });
    if (r() < 0.5) filters.push({ attribute: 'stock.is_in_stock', value: { eq: true } });
    if (r() < 0.4) filters.push({ attribute: 'city', value: { in: r() < 0.7 ? [pick(CITIES)] : [pick(CITIES), pick(CITIES)] } });
    if (r() < 0.3) {
      const range = pick(PRICE_RANGES);
      filters.push({ attribute: 'final_price_incl_tax', value: { gte: range.from ?? 0, ...(range.to !== undefined ? { lt: range.to } : {}) } });
    }
    if (r() < 0.1) filters.push({ attribute: 'city', value: { nin: [pick(CITIES)] } });
    if (r() < 0.1) filters.push({ attribute: 'date', value: { gte: '2026-03-01', lte: '2026-09-30' } });
    if (r() < 0.05) filters.push({ attribute: 'venue_key', value: { eq: null } });
    if (r() < 0.05) filters.push({ attribute: 'final_price', value: { gt: '300' } });
    const text = r() < 0.35 ? pick([artistName(Math.floor(r() * 20)).replace(/(\w)(\w)$/, '$2$1'), artistName(Math.floor(r() * 20)).slice(0, 5), 'rock', 'stockholm arena', 'zz']) : undefined;
    const aggregations = r() < 0.6 ? [...FACETS.filter(() => r() < 0.5), ...(r() < 0.5 ? [{ field: 'final_price_incl_tax', ranges: PRICE_RANGES.map((p) => ({ ...(p.from !== undefined ? { from: p.from } : {}), ...(p.to !== undefined ? { to: p.to } : {}) })) }] : [])] : [];
    const source: SourceFilter = r() < 0.1 ? { include: ['id', 'sku', 'name', 'stock.qty'] } : r() < 0.05 ? { exclude: ['configurable_children'] } : {};
    out.push({
      store: pick(['default', 'default', 'store_de', 'store_it'] as const),
      groupId: r() < 0.2 ? 1 : 0,
      ...(r() < 0.8 ? { from: Math.floor(r() * 4) * 16 } : {}),
      ...(r() < 0.8 ? { size: pick([1, 16, 16, 50]) } : {}),
      ...(r() < 0.9 ? { sort: pick(SORTS) } : {}),
      source,
      // Parsed as the route parses it (defaults filled in).
      body: searchBodySchema.parse({ filters, ...(text ? { text } : {}), aggregations }),
    });
  }
  return out;
}

describe.skipIf(!dbAvailable)('product searches from the columns answer exactly as filtering every document', () => {
  const api = useApi();

  it('gives the same bytes for 1,200 generated searches: hits, order, totals, facets, prices per group', async () => {
    const doc = generateLargeCatalogue({ events: 400, ticketsPerEvent: 3, artists: 20, withTaxonomy: false, seed: 11, prefix: 'DIFF' });
    await importCatalogue(api.db, doc);
    // A customer group with its own one-ticket price on a fixture event, so group-priced documents take part.
    await api.db.insertInto('tier_price').values([{ product_id: 1031, currency: 'SEK', customer_group_id: 1, qty: 1, value: 100 }]).execute();
    const catalog = new CatalogService(api.db, systemClock);
    const index = (await catalog.storeIndex('default'))!;
    const categoryIds = [...index.productsByCategory.keys()];
    const mismatches: string[] = [];
    let withHits = 0;
    for (const q of queries(1200, [...categoryIds, 999_999])) {
      const store = (await catalog.storeIndex(q.store))!;
      const n = normaliseSearch(
        { entityType: 'product', from: q.from, size: q.size, sort: q.sort, body: q.body },
        { isKnownField: (f) => isKnownField(store, 'product', f), knownAttributeCodes: store.attributeCodes },
      );
      const expected = JSON.stringify({ code: 200, result: runSearch(store, n, q.source, performance.now(), q.groupId) });
      const actual = productSearchJson(store, n, q.source, performance.now(), q.groupId).json;
      if (JSON.parse(expected).result.total > 0) withHits++;
      if (actual !== expected) {
        const ids = (j: string) => (JSON.parse(j).result.items as { id: number }[]).map((x) => x.id).join(',');
        const meta = (j: string) => JSON.stringify({ ...JSON.parse(j).result, items: undefined });
        mismatches.push(`${JSON.stringify(q)}\n old ${ids(expected)} ${meta(expected)}\n new ${ids(actual)} ${meta(actual)}`);
      }
    }
    // Many generated searches must find something, or equal answers would prove little.
    expect(withHits).toBeGreaterThan(400);
    expect(mismatches.length, mismatches.slice(0, 3).join('\n')).toBe(0);
  }, 120_000);
});
