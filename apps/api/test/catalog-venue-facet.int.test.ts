import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bumpVersion, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

type Bucket = { key: string; doc_count: number };
type VenueItem = { name: string; slug: string; city: string };

const concerts = { attribute: 'category_ids', value: { in: [3] } };
const inStock = { attribute: 'stock.is_in_stock', value: { eq: true } };

/**
 * The listing's venue facet goes by the venue's url_key (`venue_key` on product documents, ADR 0023):
 * two venues of the same name in different cities are two buckets, and the venue list labels each key.
 */
describe.skipIf(!dbAvailable)('venue facet by venue key', () => {
  const api = useApi();
  const search = (body: unknown) => api.post('/api/catalog/default/product/_search?size=16&sort=date:asc', body).then((r) => r.body.result);

  beforeAll(async () => {
    // A second "Avicii Arena", in Malmö, hosting the Göteborg rock festival.
    const now = new Date().toISOString();
    await api.db
      .insertInto('venue')
      .values({ id: 3, name: 'Avicii Arena', url_key: 'avicii-arena-malmo', city: 'Malmö', address: '', country_id: 'SE', capacity: 9000, description: '', created_at: now })
      .execute();
    await api.db.updateTable('product').set({ venue_id: 3, city: 'Malmö', updated_at: now }).where('sku', '=', SKUS.rockfest).execute();
    await bumpVersion(api.db);
    await vi.waitFor(async () => expect((await search({ filters: [{ attribute: 'venue_key', value: { eq: 'avicii-arena-malmo' } }] })).total).toBe(1), { timeout: 5000, interval: 100 });
  });

  it('puts the venue key next to the venue name on every event', async () => {
    const r = await search({ filters: [concerts, inStock] });
    const bySku = Object.fromEntries(r.items.map((p: { sku: string; venue_key: string; location: string; city: string }) => [p.sku, [p.venue_key, p.location, p.city]]));
    expect(bySku).toEqual({ [SKUS.kent]: ['avicii-arena', 'Avicii Arena', 'Stockholm'], [SKUS.rockfest]: ['avicii-arena-malmo', 'Avicii Arena', 'Malmö'] });
  });

  it('counts same-named venues apart by key, where the name would merge them', async () => {
    const r = await search({ filters: [concerts, inStock], aggregations: [{ field: 'venue_key' }, { field: 'location' }] });
    const buckets = (field: string) => [...(r.aggregations[`agg_terms_${field}`].buckets as Bucket[])].sort((a, b) => a.key.localeCompare(b.key));
    expect(buckets('venue_key')).toEqual([
      { key: 'avicii-arena', doc_count: 1 },
      { key: 'avicii-arena-malmo', doc_count: 1 },
    ]);
    expect(buckets('location')).toEqual([{ key: 'Avicii Arena', doc_count: 2 }]);
  });

  it('labels each bucket key with its venue name and city from the venue list', async () => {
    const r = await search({ filters: [concerts, inStock], aggregations: [{ field: 'venue_key' }] });
    const keys = (r.aggregations.agg_terms_venue_key.buckets as Bucket[]).map((b) => b.key);
    await vi.waitFor(async () => expect((await api.get('/api/ext/venues/get-list')).body.result.items).toHaveLength(3), { timeout: 5000, interval: 100 });
    const venues = (await api.get('/api/ext/venues/get-list')).body.result.items as VenueItem[];
    const labelOf = new Map(venues.map((v) => [v.slug, `${v.name} (${v.city})`]));
    expect(keys.map((k) => labelOf.get(k)).sort()).toEqual(['Avicii Arena (Malmö)', 'Avicii Arena (Stockholm)']);
  });

  it('filters by venue key: one venue of the name, or both when both keys are chosen', async () => {
    const one = await search({ filters: [concerts, inStock, { attribute: 'venue_key', value: { in: ['avicii-arena'] } }] });
    expect(one.items.map((p: { sku: string }) => p.sku)).toEqual([SKUS.kent]);
    const malmo = await search({ filters: [concerts, inStock, { attribute: 'venue_key', value: { in: ['avicii-arena-malmo'] } }] });
    expect(malmo.items.map((p: { sku: string }) => p.sku)).toEqual([SKUS.rockfest]);
    const both = await search({ filters: [concerts, inStock, { attribute: 'venue_key', value: { in: ['avicii-arena', 'avicii-arena-malmo'] } }] });
    expect(both.total).toBe(2);
    const unknown = await search({ filters: [concerts, inStock, { attribute: 'venue_key', value: { in: ['finns-inte'] } }] });
    expect(unknown.total).toBe(0);
  });

  it('keeps the key when a venue is renamed', async () => {
    await api.db.updateTable('venue').set({ name: 'Globen' }).where('id', '=', 1).execute();
    await bumpVersion(api.db);
    await vi.waitFor(async () => {
      const r = await search({ filters: [concerts, inStock, { attribute: 'venue_key', value: { in: ['avicii-arena'] } }] });
      expect(r.items.map((p: { sku: string; location: string }) => [p.sku, p.location])).toEqual([[SKUS.kent, 'Globen']]);
    }, { timeout: 5000, interval: 100 });
  });
});
