import { describe, expect, it, vi } from 'vitest';
import { bumpVersion, PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, searchPath, useApi } from './harness.ts';

const listing = (categoryId: number) => ({
  filters: [
    { attribute: 'category_ids', value: { in: [categoryId] } },
    { attribute: 'stock.is_in_stock', value: { eq: true } },
  ],
});
const skus = (r: { body: { result: { items: Array<{ sku: string }> } } }) => r.body.result.items.map((i) => i.sku);

describe.skipIf(!dbAvailable)('catalogue search', () => {
  const api = useApi();

  it('normalises paging: size 0 becomes 50 and a negative start becomes 0', async () => {
    const r = await api.post('/api/catalog/default/product/_search?size=0&from=-5', {});
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.result).toMatchObject({ perPage: 50, start: 0, total: 6 });
    expect(r.body.result.items).toHaveLength(6);
  });

  it('pages with from and size and reports the requested size as perPage', async () => {
    const r = await api.post('/api/catalog/default/product/_search?from=2&size=2&sort=date:asc', {});
    expect(r.body.result).toMatchObject({ perPage: 2, start: 2, total: 6 });
    expect(skus(r)).toEqual([SKUS.standup, SKUS.kent]);
  });

  it('lists a category by event date and hides sold-out events with the in-stock filter', async () => {
    const concerts = await api.post('/api/catalog/default/product/_search?size=16&sort=date:asc', listing(3));
    expect(skus(concerts)).toEqual([SKUS.rockfest, SKUS.kent]);
    const opera = await api.post('/api/catalog/default/product/_search?size=16&sort=date:asc', listing(5));
    expect(opera.body.result.total).toBe(0);
    const operaAll = await api.post('/api/catalog/default/product/_search?size=16', { filters: [{ attribute: 'category_ids', value: { in: [5] } }] });
    expect(skus(operaAll)).toEqual([SKUS.carmen]);
    expect(operaAll.body.result.items[0].stock).toEqual({ qty: 0, is_in_stock: false, manage_stock: true });
  });

  it('answers the GET form (body in the request parameter) exactly like POST', async () => {
    const body = { ...listing(3), aggregations: [{ field: 'category_ids' }] };
    const post = await api.post('/api/catalog/default/product/_search?from=0&size=16&sort=date:asc', body);
    const get = await api.get(searchPath('default', 'product', body, { from: 0, size: 16, sort: 'date:asc' }));
    expect(get.status).toBe(200);
    expect(get.body).toEqual(post.body);
  });

  it('always forces visibility 2,3,4 and status 0,1 on products', async () => {
    const children = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'visibility', value: { in: [1] } }] });
    expect(children.body.result.total).toBe(0);
    const disabled = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'status', value: { eq: 2 } }] });
    expect(disabled.body.result.total).toBe(0);
    const bySku = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'sku', value: { in: [SKUS.disabled, SKUS.kentParterre] } }] });
    expect(bySku.body.result.total).toBe(0);
  });

  it('prices a configurable event from its cheapest ticket category, with the active special price and 6 % VAT', async () => {
    const r = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'sku', value: { eq: SKUS.kent } }] });
    const kent = r.body.result.items[0];
    expect(kent).toMatchObject({
      sku: SKUS.kent,
      type_id: 'configurable',
      final_price_incl_tax: PRICES.kentStaplats.specialSEK,
      price_incl_tax: PRICES.kentStaplats.specialSEK,
      price: Math.round(PRICES.kentStaplats.specialSEK / 1.06),
      price_tax: PRICES.kentStaplats.specialSEK - Math.round(PRICES.kentStaplats.specialSEK / 1.06),
      special_price_incl_tax: PRICES.kentStaplats.specialSEK,
      original_price_incl_tax: PRICES.kentStaplats.SEK,
      url_key: 'kent-sthlm',
      slug: 'kent-sthlm',
      url_path: 'p/KENT-STHLM/kent-sthlm',
      category_ids: [3, 9],
      location: 'Avicii Arena',
      city: 'Stockholm',
      stock: { qty: 90 + 3 + 200, is_in_stock: true, manage_stock: true },
      tickets_left: 293,
    });
    expect(kent.category).toEqual([
      { category_id: 3, name: 'Konserter', url_path: 'konserter' },
      { category_id: 9, name: 'Kent', url_path: 'konserter/kent' },
    ]);
    const children = Object.fromEntries(kent.configurable_children.map((c: { sku: string }) => [c.sku, c]));
    expect(children[SKUS.kentParterre]).toMatchObject({ price_incl_tax: 59_900, special_price: 0, ticket_category: 101, ticket_category_label: 'Parkett', stock: { qty: 90, is_in_stock: true } });
    expect(children[SKUS.kentBalkong].stock).toMatchObject({ qty: 3, is_in_stock: true });
    expect(kent.configurable_options[0]).toMatchObject({ attribute_code: 'ticket_category', attribute_id: 200, values: [{ value_index: 101, label: 'Parkett' }, { value_index: 102, label: 'Balkong' }, { value_index: 103, label: 'Ståplats' }] });

    const rock = (await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'sku', value: { eq: SKUS.rockfest } }] })).body.result.items[0];
    const parterre = rock.configurable_children.find((c: { sku: string }) => c.sku === SKUS.rockfestParterre);
    // The special price window ended yesterday: zeroed.
    expect(parterre).toMatchObject({ price_incl_tax: PRICES.rockfestParterre.SEK, special_price: 0, special_price_incl_tax: 0 });
    expect(rock.final_price_incl_tax).toBe(PRICES.rockfestStaplats.SEK);
  });

  it('prices the German store in EUR with 7 % VAT and German names', async () => {
    const r = await api.post('/api/catalog/store_de/product/_search', { filters: [{ attribute: 'sku', value: { eq: SKUS.kent } }] });
    const kent = r.body.result.items[0];
    expect(kent).toMatchObject({ name: 'Kent – Abschiedstournee', final_price_incl_tax: PRICES.kentStaplats.specialEUR, price: Math.round(PRICES.kentStaplats.specialEUR / 1.07) });
    expect(kent.category[0]).toMatchObject({ name: 'Konzerte', url_path: 'konzerte' });
    expect(kent.configurable_children[1].ticket_category_label).toBe('Balkon');
    expect(kent.configurable_children.map((c: { name: string }) => c.name)).toEqual(['Kent – Abschiedstournee – Parkett', 'Kent – Abschiedstournee – Balkon', 'Kent – Abschiedstournee – Stehplatz']);
    // The Swedish store keeps the ticket categories' own names.
    const sv = (await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'sku', value: { eq: SKUS.kent } }] })).body.result.items[0];
    expect(sv.configurable_children.map((c: { name: string }) => c.name)).toEqual(['Kent – Avskedsturné – Parkett', 'Kent – Avskedsturné – Balkong', 'Kent – Avskedsturné – Ståplats']);
  });

  it('sorts by price both ways', async () => {
    const asc = await api.post('/api/catalog/default/product/_search?sort=final_price:asc', {});
    expect(skus(asc)).toEqual([SKUS.standup, SKUS.kent, SKUS.hamlet, SKUS.giftcard, SKUS.rockfest, SKUS.carmen]);
    const desc = await api.post('/api/catalog/default/product/_search?sort=final_price:desc', {});
    expect(skus(desc)).toEqual([SKUS.carmen, SKUS.rockfest, SKUS.giftcard, SKUS.hamlet, SKUS.kent, SKUS.standup]);
    const latest = await api.post('/api/catalog/default/product/_search?sort=created_at:desc&size=2', {});
    expect(skus(latest)).toEqual([SKUS.giftcard, SKUS.hamlet]);
  });

  it('aggregates terms and price ranges over the matching products', async () => {
    const r = await api.post('/api/catalog/default/product/_search?size=0', {
      filters: [{ attribute: 'stock.is_in_stock', value: { eq: true } }],
      aggregations: [{ field: 'category_ids' }, { field: 'final_price_incl_tax', ranges: [{ to: 30_000 }, { from: 30_000, to: 60_000 }, { from: 60_000 }] }, { field: 'ticket_category' }],
    });
    const aggs = r.body.result.aggregations;
    expect(aggs.agg_terms_category_ids.buckets).toEqual([
      { key: 3, doc_count: 2 },
      { key: 4, doc_count: 1 },
      { key: 7, doc_count: 1 },
      { key: 8, doc_count: 1 },
      { key: 9, doc_count: 1 },
    ]);
    expect(aggs.agg_range_final_price_incl_tax.buckets).toEqual([
      { key: '*-30000', to: 30_000, doc_count: 2 },
      { key: '30000-60000', from: 30_000, to: 60_000, doc_count: 2 },
      { key: '60000-*', from: 60_000, doc_count: 1 },
    ]);
    expect(aggs.agg_terms_ticket_category.buckets).toEqual([
      { key: 101, doc_count: 4 },
      { key: 103, doc_count: 2 },
      { key: 102, doc_count: 1 },
    ]);
    expect(r.body.result.attributeMetadata.map((a: { attribute_code: string }) => a.attribute_code)).toEqual(['ticket_category']);
  });

  it('filters by date range and by ticket category through the children', async () => {
    const soon = await api.post('/api/catalog/default/product/_search?sort=date:asc', { filters: [{ attribute: 'date', value: { lte: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10) } }] });
    expect(skus(soon)).toEqual([SKUS.rockfest, SKUS.hamlet]);
    const balcony = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'ticket_category', value: { eq: 102 } }] });
    expect(skus(balcony)).toEqual([SKUS.kent]);
  });

  it('finds an event by text despite a typo, and never finds a disabled one', async () => {
    const typo = await api.post('/api/catalog/default/product/_search', { text: 'Hamlte' });
    expect(skus(typo)[0]).toBe(SKUS.hamlet);
    expect(typo.body.result.items[0]._score).toBeGreaterThan(0);
    const city = await api.post('/api/catalog/default/product/_search', { text: 'rokfest göteborg' });
    expect(skus(city)).toContain(SKUS.rockfest);
    const category = await api.post('/api/catalog/default/product/_search', { text: 'konserter' });
    expect(skus(category).sort()).toEqual([SKUS.kent, SKUS.rockfest].sort());
    const disabled = await api.post('/api/catalog/default/product/_search', { text: 'Inställd' });
    expect(disabled.body.result.total).toBe(0);
  });

  it('applies _source_include and _source_exclude', async () => {
    const inc = await api.post('/api/catalog/default/product/_search?size=1&sort=date:asc&_source_include=sku,stock.is_in_stock', {});
    expect(inc.body.result.items).toEqual([{ sku: SKUS.rockfest, stock: { is_in_stock: true } }]);
    const exc = await api.post('/api/catalog/default/product/_search?size=1&sort=date:asc&_source_exclude=configurable_children,description', {});
    expect(exc.body.result.items[0]).not.toHaveProperty('configurable_children');
    expect(exc.body.result.items[0]).toHaveProperty('sku', SKUS.rockfest);
  });

  it('searches categories: active only, by level, in position order, with children_data', async () => {
    const r = await api.post('/api/catalog/default/category/_search?size=4000&sort=position:asc', {
      filters: [
        { attribute: 'is_active', value: { eq: true } },
        { attribute: 'level', value: { eq: 2 } },
      ],
    });
    expect(r.body.result.items.map((c: { id: number }) => c.id)).toEqual([3, 4, 5, 6, 7, 8]);
    const concerts = r.body.result.items[0];
    expect(concerts).toMatchObject({ id: 3, name: 'Konserter', parent_id: 2, parent_ids: [1, 2], level: 2, is_active: true, product_count: 2, url_path: 'konserter', slug: 'konserter', children_count: 2 });
    expect(concerts.children_data).toEqual([
      { id: 9, is_artist: true, name: 'Kent', url_path: 'konserter/kent' },
      { id: 10, is_artist: false, name: 'Gammalt', url_path: 'konserter/gammalt' },
    ]);
    const byPath = await api.post('/api/catalog/default/category/_search', { filters: [{ attribute: 'url_path', value: { eq: 'konserter/kent' } }] });
    expect(byPath.body.result.items.map((c: { id: number }) => c.id)).toEqual([9]);
    const inactive = await api.post('/api/catalog/default/category/_search', { filters: [{ attribute: 'is_active', value: { eq: true } }, { attribute: 'parent_id', value: { eq: 3 } }] });
    expect(inactive.body.result.items.map((c: { id: number }) => c.id)).toEqual([9]);
    const dotted = await api.post('/api/catalog/default/category/_search', { filters: [{ attribute: 'id', value: { in: [3, '4.5'] } }] });
    expect(dotted.body.result.items.map((c: { id: number }) => c.id)).toEqual([3]);
  });

  it('searches attributes ignoring dotted and unknown codes, and tax rules', async () => {
    const attrs = await api.post('/api/catalog/default/attribute/_search?size=150', { filters: [{ attribute: 'attribute_code', value: { in: ['ticket_category', 'category.name', 'no_such_code'] } }] });
    expect(attrs.body.result.items).toHaveLength(1);
    expect(attrs.body.result.items[0]).toMatchObject({ attribute_code: 'ticket_category', frontend_label: 'Biljettkategori', options: [{ value: '101', label: 'Parkett' }, { value: '102', label: 'Balkong' }, { value: '103', label: 'Ståplats' }] });
    const onlyUnknown = await api.post('/api/catalog/default/attribute/_search', { filters: [{ attribute: 'attribute_code', value: { in: ['no_such_code'] } }] });
    expect(onlyUnknown.body.result.total).toBe(0);
    const de = await api.post('/api/catalog/store_de/attribute/_search', { filters: [{ attribute: 'attribute_code', value: { eq: 'ticket_category' } }] });
    expect(de.body.result.items[0].frontend_label).toBe('Ticketkategorie');
    const tax = await api.post('/api/catalog/default/taxrule/_search', {});
    expect(tax.body.result.items).toEqual([
      {
        id: 1,
        code: 'Event tickets',
        product_tax_class_ids: [2],
        customer_tax_class_ids: [3],
        rates: [
          { rate: 6, tax_country_id: 'SE', tax_region_id: 0, region_name: '*', code: 'SE-6' },
          { rate: 7, tax_country_id: 'DE', tax_region_id: 0, region_name: '*', code: 'DE-7' },
        ],
      },
    ]);
  });

  it('answers entity types without data yet with an empty result, and unknown stores with 404', async () => {
    const cms = await api.post('/api/catalog/default/cms_page/_search', {});
    expect(cms.body).toEqual({ code: 200, result: { items: [], total: 0, perPage: 50, start: 0, aggregations: {}, attributeMetadata: [] } });
    const store = await api.post('/api/catalog/store_xx/product/_search', {});
    expect(store.status).toBe(404);
    expect(store.body).toEqual({ code: 404, result: { errorCode: 'not_found', message: 'Unknown store view: store_xx' } });
    const entity = await api.post('/api/catalog/default/orders/_search', {});
    expect(entity.status).toBe(400);
    expect(entity.body.result.field).toBe('entityType');
  });

  it('refuses invalid search bodies with the field named, for POST and GET', async () => {
    const post = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'date', value: { like: 'x' } }] });
    expect(post.status).toBe(400);
    expect(post.body.result.field).toBe('filters.0.value.like');
    const get = await api.get(`/api/catalog/default/product/_search?request=${encodeURIComponent('{"filters": [')}`);
    expect(get.status).toBe(400);
    expect(get.body.result).toEqual({ errorCode: 'validation_error', message: 'request: The request parameter is not valid JSON', field: 'request' });
    const getBad = await api.get(searchPath('default', 'product', { filters: 'all' }));
    expect(getBad.status).toBe(400);
    expect(getBad.body.result.field).toBe('request.filters');
  });

  it('shows stock changes in listings within about a second and catalogue changes after a version bump', async () => {
    await api.db.updateTable('inventory').set({ sold: 80 }).where('sku', '=', SKUS.hamletParterre).execute();
    await vi.waitFor(
      async () => {
        const r = await api.post('/api/catalog/default/product/_search?size=16&sort=date:asc', listing(4));
        expect(r.body.result.total).toBe(0);
      },
      { timeout: 5000, interval: 200 },
    );
    await api.db.updateTable('product').set({ name: 'Hamlet (ny uppsättning)' }).where('sku', '=', SKUS.hamlet).execute();
    await bumpVersion(api.db);
    await vi.waitFor(
      async () => {
        const r = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'sku', value: { eq: SKUS.hamlet } }] });
        expect(r.body.result.items[0].name).toBe('Hamlet (ny uppsättning)');
      },
      { timeout: 5000, interval: 200 },
    );
    const health = await api.get('/api/health');
    expect(health.body).toEqual({ code: 200, result: { status: 'ok', db: api.engine, catalogVersion: expect.stringMatching(/^fixture-/) } });
  });
});
