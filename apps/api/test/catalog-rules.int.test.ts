import { describe, expect, it } from 'vitest';
import { buildListingSearch, emptyListingState, facetsFromAggregations, periodRange, setSort, toggleFilter, type ListingState } from '@encore/domain';
import { bumpVersion, PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

type Item = { sku: string; date: string; city: string; final_price_incl_tax: number };

describe.skipIf(!dbAvailable)('catalogue rules: categories, product load, render-list, listing filters', () => {
  const api = useApi();

  const listing = async (state: ListingState, store = 'default', categoryIds = [3, 9]) => {
    const q = buildListingSearch(state, { categoryIds });
    const r = await api.post(`/api/catalog/${store}/product/_search?from=${q.from}&size=${q.size}&sort=${q.sort}`, q.body);
    expect(r.status).toBe(200);
    return r.body.result as { items: Item[]; total: number; aggregations: Record<string, { buckets: Array<{ key: string | number; doc_count: number }> }> };
  };

  it('finds a category by url_path with its artist fields and popular-events block', async () => {
    const r = await api.get('/api/ext/catalog/category?value=konserter/kent');
    expect(r.status).toBe(200);
    expect(r.body.result.category).toMatchObject({ id: 9, is_artist: true, url_path: 'konserter/kent' });
    expect(r.body.result.category).toHaveProperty('tour_information');
    expect(r.body.result.category).toHaveProperty('spotify_embed_url');
    expect(r.body.result.category).toHaveProperty('youtube_embed_url');
    expect(r.body.result.popularEventBlock).toEqual({ categoryId: 3, name: 'concerts' });
    const de = await api.get('/api/ext/catalog/category?storeCode=store_de&value=konzerte');
    expect(de.body.result.category).toMatchObject({ id: 3, name: 'Konzerte' });
  });

  it('answers 404 with the empty-result text for an inactive, missing or below-root category', async () => {
    const inactive = await api.get('/api/ext/catalog/category?value=konserter/gammalt');
    expect(inactive.status).toBe(404);
    expect(inactive.body).toEqual({ code: 404, result: { errorCode: 'not_found', message: 'Category query returned empty result url_path = konserter/gammalt' } });
    expect((await api.get('/api/ext/catalog/category?value=konserter/gammalt&includeInactive=true')).status).toBe(200);
    const below = await api.get('/api/ext/catalog/category?key=id&value=1');
    expect(below.status).toBe(404);
    expect(below.body.result.message).toBe('Category query returned empty result id = 1');
    const missing = await api.get('/api/ext/catalog/category?key=slug&value=finns-inte');
    expect(missing.body.result.message).toBe('Category query returned empty result slug = finns-inte');
  });

  it('applies the product load rules with their texts', async () => {
    const ok = await api.get(`/api/ext/catalog/product?sku=${SKUS.kent}`);
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ product: { sku: SKUS.kent, errors: {} }, redirect: null });

    const disabled = await api.get(`/api/ext/catalog/product?sku=${SKUS.disabled}`);
    expect(disabled.status).toBe(404);
    expect(disabled.body.result.message).toBe('Product query returned empty result product status = 2');

    const child = await api.get(`/api/ext/catalog/product?sku=${SKUS.kentBalkong}`);
    expect(child.status).toBe(200);
    expect(child.body.result.redirect).toEqual({ from: SKUS.kentBalkong, to: SKUS.kent, status: 301 });
    expect(child.body.result.product.sku).toBe(SKUS.kent);

    const orphan = await api.get(`/api/ext/catalog/product?sku=${SKUS.disabledChild}`);
    expect(orphan.status).toBe(404);
    expect(orphan.body.result.message).toBe('Product query returned empty result product visibility = 1');

    const noKey = await api.get('/api/ext/catalog/product?id=1000');
    expect(noKey.status).toBe(400);
    expect(noKey.body.result.message).toBe('Please provide the search key sku for product/single action!');
  });

  it('needs parentSku for a variant and reports a product without available variants', async () => {
    const noParent = await api.get(`/api/ext/catalog/product/variant?sku=${SKUS.kentBalkong}`);
    expect(noParent.status).toBe(400);
    expect(noParent.body.result.message).toBe("Product doesn't have parentSku, please check if this is configurable product");
    const v = await api.get(`/api/ext/catalog/product/variant?parentSku=${SKUS.kent}&sku=${SKUS.kentBalkong}`);
    expect(v.body.result.variant.sku).toBe(SKUS.kentBalkong);
    const none = await api.get(`/api/ext/catalog/product/variant?parentSku=${SKUS.kent}&sku=NOPE`);
    expect(none.status).toBe(404);
    expect(none.body.result.message).toBe('No available product variants');

    // A configurable event whose only ticket category is disabled.
    const now = new Date().toISOString();
    const base = { status: 1, visibility: 4, tax_class_id: 2, description: '', short_description: '', image: '', event_date: now, venue_id: 1, city: 'Stockholm', activity: '', ticket_type: 'e-ticket', ticket_category: null, best_selling_event: 0, avoid_single_ticket: 0, cart_heading: '', cart_description: '', position: 0, attributes_json: '[]', i18n_json: '{}', created_at: now, updated_at: now };
    await api.db.insertInto('product').values({ ...base, id: 1100, sku: 'NOVARIANT', type_id: 'configurable', parent_id: null, name: 'Utan biljetter', url_key: 'novariant' }).execute();
    await api.db.insertInto('product').values({ ...base, id: 1101, sku: 'NOVARIANT-A', type_id: 'simple', parent_id: 1100, name: 'A', url_key: 'novariant-a', status: 2, visibility: 1 }).execute();
    await bumpVersion(api.db);
    await expect
      .poll(async () => (await api.get('/api/ext/catalog/product?sku=NOVARIANT')).body.result?.product?.errors, { timeout: 5000, interval: 200 })
      .toEqual({ variants: 'No available product variants' });
  });

  it('render-list gives current prices with the active special price, refuses a foreign currency, and prices tiers by the token group', async () => {
    const r = await api.get(`/api/product/render-list?skus=${SKUS.kentStaplats},${SKUS.kent},${SKUS.disabled}&currencyCode=SEK&storeId=1`);
    expect(r.status).toBe(200);
    const [sta, kent] = r.body.result.items;
    expect(r.body.result.items).toHaveLength(2);
    expect(sta).toMatchObject({ sku: SKUS.kentStaplats, currency_code: 'SEK', store_id: 1, price_info: { final_price: PRICES.kentStaplats.specialSEK, regular_price: PRICES.kentStaplats.SEK, special_price: PRICES.kentStaplats.specialSEK } });
    expect(sta.price_info.tax_adjustments.final_price).toBe(Math.round(PRICES.kentStaplats.specialSEK / 1.06));
    expect(kent.price_info).toMatchObject({ final_price: PRICES.kentStaplats.specialSEK, max_price: PRICES.kentParterre.SEK });
    const eur = await api.get(`/api/product/render-list?skus=${SKUS.kentStaplats}&currencyCode=EUR&storeId=2`);
    expect(eur.body.result.items[0].price_info.final_price).toBe(PRICES.kentStaplats.specialEUR);
    const wrong = await api.get(`/api/product/render-list?skus=${SKUS.kentStaplats}&currencyCode=EUR&storeId=1`);
    expect(wrong.status).toBe(400);
    const noSkus = await api.get('/api/product/render-list?skus=&currencyCode=SEK&storeId=1');
    expect(noSkus.status).toBe(400);

    await api.db.insertInto('tier_price').values({ product_id: 1002, currency: 'SEK', customer_group_id: 1, qty: 1, value: 44_900 }).execute();
    await bumpVersion(api.db);
    const token = api.userToken(42);
    await expect
      .poll(async () => (await api.get(`/api/product/render-list?skus=${SKUS.kentBalkong}&currencyCode=SEK&storeId=1&userGroupId=1`, { token })).body.result.items[0].price_info.final_price, { timeout: 5000, interval: 200 })
      .toBe(44_900);
    const guest = await api.get(`/api/product/render-list?skus=${SKUS.kentBalkong}&currencyCode=SEK&storeId=1`);
    expect(guest.body.result.items[0].price_info.final_price).toBe(PRICES.kentBalkong.SEK);
    const spoof = await api.get(`/api/product/render-list?skus=${SKUS.kentBalkong}&currencyCode=SEK&storeId=1&userGroupId=1`);
    expect(spoof.status).toBe(400);
    // product/single takes the group from the token too; a group named without one is refused.
    const single = await api.get(`/api/ext/catalog/product?sku=${SKUS.kent}&groupId=1`, { token });
    expect(single.body.result.product.configurable_children.find((c: { sku: string }) => c.sku === SKUS.kentBalkong).final_price_incl_tax).toBe(44_900);
    expect((await api.get(`/api/ext/catalog/product?sku=${SKUS.kent}&groupId=1`)).status).toBe(400);
  });

  it('filters a listing by city toggle, sorts by price both ways and counts facets', async () => {
    const all = await listing(emptyListingState());
    expect(all.items.map((i) => i.sku)).toEqual([SKUS.rockfest, SKUS.kent]);
    const facets = facetsFromAggregations(all.aggregations, { currencySign: 'kr' });
    expect(facets.city).toEqual([
      { id: 'Göteborg', label: 'Göteborg', type: 'city', count: 1 },
      { id: 'Stockholm', label: 'Stockholm', type: 'city', count: 1 },
    ]);
    expect(facets.price!.map((o) => [o.label, o.count])).toEqual([['< kr50', 0], ['kr50 - 100', 0], ['kr100 - 150', 0], ['> kr150', 2]]);

    const sthlm = toggleFilter(emptyListingState(), 'city', 'Stockholm');
    expect((await listing(sthlm)).items.map((i) => i.sku)).toEqual([SKUS.kent]);
    expect((await listing(toggleFilter(sthlm, 'city', 'Stockholm'))).total).toBe(2);

    const desc = await listing(setSort(emptyListingState(), 'final_price:desc'));
    expect(desc.items.map((i) => i.sku)).toEqual([SKUS.rockfest, SKUS.kent]);
    const asc = await listing(setSort(emptyListingState(), 'final_price:asc'));
    expect(asc.items.map((i) => i.sku)).toEqual([SKUS.kent, SKUS.rockfest]);
  });

  it('replaces single-select price ranges in the EUR store, with facet labels in euro', async () => {
    const low = toggleFilter(emptyListingState(), 'price', '0-50');
    expect((await listing(low, 'store_de')).items.map((i) => i.sku)).toEqual([SKUS.kent]);
    const mid = toggleFilter(low, 'price', '50-100');
    expect(mid.filters.price).toEqual(['50-100']);
    expect((await listing(mid, 'store_de')).items.map((i) => i.sku)).toEqual([SKUS.rockfest]);
    const all = await listing(emptyListingState(), 'store_de');
    const facets = facetsFromAggregations(all.aggregations, { currencySign: '€' });
    expect(facets.price!.map((o) => [o.label, o.count])).toEqual([['< €50', 1], ['€50 - 100', 1], ['€100 - 150', 0], ['> €150', 0]]);
  });

  it('limits a listing to the period year in Stockholm time', async () => {
    const everything = await listing(emptyListingState(), 'default', [3, 4, 5, 6, 7, 8, 9]);
    const year = Number(everything.items[0]!.date.slice(0, 4));
    const r = periodRange(year);
    const expected = everything.items.filter((i) => i.date >= r.from && i.date <= r.to).map((i) => i.sku);
    const inYear = await listing({ ...emptyListingState(), period: year }, 'default', [3, 4, 5, 6, 7, 8, 9]);
    expect(inYear.items.map((i) => i.sku)).toEqual(expected);
    const never = await listing({ ...emptyListingState(), period: 1999 }, 'default', [3, 4, 5, 6, 7, 8, 9]);
    expect(never.total).toBe(0);
  });

  it("finds an artist's events from a misspelt artist name, and suggests as you type", async () => {
    const r = await api.post('/api/catalog/default/product/_search', { text: 'Kentt' });
    expect(r.body.result.items.map((i: Item) => i.sku)).toContain(SKUS.kent);
    const s = await api.get('/api/ext/catalog/suggest?q=hamlte');
    expect(s.status).toBe(200);
    expect(s.body.result.products[0]).toMatchObject({ sku: SKUS.hamlet, name: 'Hamlet' });
    const c = await api.get('/api/ext/catalog/suggest?q=kent');
    expect(c.body.result.categories).toEqual([{ id: 9, name: 'Kent', url_path: 'konserter/kent', is_artist: true }]);
    const none = await api.get('/api/ext/catalog/suggest?q=Inställd');
    expect(none.body.result.products).toEqual([]);
  });
});
