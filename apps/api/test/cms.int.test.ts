import { beforeAll, describe, expect, it } from 'vitest';
import { BANNER_CONFIG_PATHS, CMS_EMPTY_RESULT } from '@encore/contracts';
import { seedContentIfEmpty } from '../src/modules/cms/cms.seed.ts';
import { STATIC_PAGE_IDENTIFIERS } from '../src/modules/cms/content/types.ts';
import { dbAvailable, searchPath, useApi } from './harness.ts';

describe.skipIf(!dbAvailable)('CMS data', () => {
  const api = useApi();
  beforeAll(async () => {
    expect(await seedContentIfEmpty(api.db)).toBe(true);
    expect(await seedContentIfEmpty(api.db)).toBe(false);
    // An extra page for every store, a store override of it, and an inactive page.
    const now = new Date().toISOString();
    const page = { title: 'Alla butiker', content_heading: '', content: '<p>all</p>', meta_description: '', is_active: 1, sort_order: 99, created_at: now, updated_at: now };
    await api.db
      .insertInto('cms_page')
      .values([
        { ...page, id: 900, identifier: 'everywhere', store_id: 0 },
        { ...page, id: 901, identifier: 'everywhere', store_id: 2, title: 'Nur Deutschland' },
        { ...page, id: 902, identifier: 'hidden', store_id: 0, is_active: 0 },
      ])
      .execute();
  });

  it('answers a page by identifier and store id with its real content in each language', async () => {
    const sv = await api.get('/api/ext/cms-data/cmsPageIdentifier/returns/storeId/1');
    expect(sv.status).toBe(200);
    expect(sv.body.code).toBe(200);
    expect(sv.body.result).toMatchObject({ identifier: 'returns', store_id: 1, title: 'Återbetalning', active: true });
    expect(sv.body.result.content).toContain('Inställt evenemang');
    const de = await api.get('/api/ext/cms-data/cmsPageIdentifier/returns/storeId/2');
    expect(de.body.result).toMatchObject({ identifier: 'returns', store_id: 2, title: 'Erstattung' });
    const it_ = await api.get('/api/ext/cms-data/cmsPageIdentifier/returns/storeId/3');
    expect(it_.body.result).toMatchObject({ identifier: 'returns', store_id: 3, title: 'Rimborsi' });
  });

  it('seeds every static page of the customer journey in Swedish, German and Italian', async () => {
    for (const storeId of [1, 2, 3]) {
      for (const identifier of STATIC_PAGE_IDENTIFIERS) {
        const r = await api.get(`/api/ext/cms-data/cmsPageIdentifier/${identifier}/storeId/${storeId}`);
        expect(r.status, `${identifier} in store ${storeId}`).toBe(200);
        expect(r.body.result.content.length).toBeGreaterThan(200);
      }
    }
  });

  it('prefers the store’s own row over the all-stores row', async () => {
    expect((await api.get('/api/ext/cms-data/cmsPageIdentifier/everywhere/storeId/1')).body.result.title).toBe('Alla butiker');
    expect((await api.get('/api/ext/cms-data/cmsPageIdentifier/everywhere/storeId/2')).body.result.title).toBe('Nur Deutschland');
  });

  it('answers a page and a block by id', async () => {
    const page = await api.get('/api/ext/cms-data/cmsPage/1');
    expect(page.body.result).toMatchObject({ id: 1, identifier: 'legal', title: 'Köpvillkor' });
    const block = await api.get('/api/ext/cms-data/cmsBlock/101');
    expect(block.body.result).toMatchObject({ id: 101, identifier: 'footer-about', store_id: 2, title: 'Über Encore' });
    const byIdentifier = await api.get('/api/ext/cms-data/cmsBlockIdentifier/home-intro/storeId/3');
    expect(byIdentifier.body.result.title).toBe('Benvenuto su Encore');
  });

  it("answers missing and inactive content with 404 'CMS query returned empty result'", async () => {
    for (const path of ['/api/ext/cms-data/cmsPageIdentifier/nope/storeId/1', '/api/ext/cms-data/cmsPageIdentifier/hidden/storeId/1', '/api/ext/cms-data/cmsPage/902', '/api/ext/cms-data/cmsBlock/999']) {
      const r = await api.get(path);
      expect(r.status, path).toBe(404);
      expect(r.body).toEqual({ code: 404, result: { errorCode: 'not_found', message: CMS_EMPTY_RESULT } });
    }
    expect(CMS_EMPTY_RESULT).toBe('CMS query returned empty result');
  });

  it('validates ids and identifiers', async () => {
    expect((await api.get('/api/ext/cms-data/cmsPage/abc')).status).toBe(400);
    expect((await api.get('/api/ext/cms-data/cmsPageIdentifier/a%3Cb/storeId/1')).status).toBe(400);
  });
});

describe.skipIf(!dbAvailable)('content searches under /api/catalog', () => {
  const api = useApi();
  beforeAll(async () => {
    await seedContentIfEmpty(api.db);
  });

  it('lists the store’s CMS pages (default size 50, at most 500) and leaves products to the catalogue', async () => {
    const r = await api.post('/api/catalog/default/cms_page/_search?sort=identifier:asc', {});
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ total: STATIC_PAGE_IDENTIFIERS.length, perPage: 50, start: 0 });
    const blocks = await api.post('/api/catalog/default/cms_block/_search', {});
    expect(blocks.body.result.perPage).toBe(150);
    expect(r.body.result.items.map((p: { identifier: string }) => p.identifier)).toEqual([...STATIC_PAGE_IDENTIFIERS].sort());
    expect(r.body.result.items.every((p: { store_id: number }) => p.store_id === 1)).toBe(true);
    const capped = await api.post('/api/catalog/store_de/cms_page/_search?size=9999', {});
    expect(capped.body.result.perPage).toBe(500);
    expect(capped.body.result.items[0].store_id).toBe(2);
    const products = await api.post('/api/catalog/default/product/_search', {});
    expect(products.body.result.total).toBeGreaterThan(0);
  });

  it('filters pages and blocks by identifier with eq and like', async () => {
    const eq = await api.post('/api/catalog/default/cms_page/_search', { filters: [{ attribute: 'identifier', value: { eq: 'privacy' } }] });
    expect(eq.body.result.items).toHaveLength(1);
    expect(eq.body.result.items[0].title).toBe('Integritetspolicy');
    const like = await api.post('/api/catalog/store_it/cms_block/_search', { filters: [{ attribute: 'identifier', value: { like: 'footer-%' } }] });
    expect(like.body.result.items.map((b: { identifier: string }) => b.identifier).sort()).toEqual(['footer-about', 'footer-service']);
    const get = await api.get(searchPath('store_it', 'cms_block', { filters: [{ attribute: 'identifier', value: { like: 'footer-%' } }] }));
    expect(get.body).toEqual(like.body);
  });

  it('finds config entries by path with in and eq, store values first', async () => {
    const paths = Object.values(BANNER_CONFIG_PATHS);
    const r = await api.post('/api/catalog/store_de/config/_search', { filters: [{ attribute: 'path', value: { in: paths } }] });
    expect(r.body.result.total).toBe(4);
    expect(r.body.result.perPage).toBe(300);
    const main = r.body.result.items.find((e: { path: string }) => e.path === BANNER_CONFIG_PATHS.mainBanners);
    expect(main.store_id).toBe(2);
    expect(main.value[0]).toMatchObject({ title: 'Konzerte im Herbst', link: '/c/konzerte' });
    const eq = await api.post('/api/catalog/default/config/_search', { filters: [{ attribute: 'path', value: { eq: BANNER_CONFIG_PATHS.headImage } }] });
    expect(eq.body.result.items).toHaveLength(1);
    expect(eq.body.result.items[0].value.title).toBe('Livemusik, teater och sport i hela Sverige');
  });

  it('lists the page hierarchy and the URL rewrites, disabled ones apart', async () => {
    const tree = await api.post('/api/catalog/default/cms_hierarchy/_search', { filters: [{ attribute: 'identifier', value: { eq: 'about-us' } }] });
    expect(tree.body.result.items[0]).toMatchObject({ identifier: 'about-us', level: 1, request_url: 'i/about-us' });
    const live = await api.post('/api/catalog/default/url_rewrite/_search', { filters: [{ attribute: 'request_path', value: { eq: 'evenemang/konserter' } }] });
    expect(live.body.result.items[0]).toMatchObject({ redirect_type: 301, target_path: 'c/konserter', disabled: false });
    expect(live.body.result.perPage).toBe(50);
    const disabled = await api.post('/api/catalog/default/disabled_url_rewrite/_search', {});
    expect(disabled.body.result.items.map((r: { request_path: string }) => r.request_path).sort()).toEqual(['julklapp', 'om-encore']);
  });

  it('rejects filters on unknown fields, unknown sort fields and unknown stores', async () => {
    const field = await api.post('/api/catalog/default/cms_page/_search', { filters: [{ attribute: 'content', value: { like: '%' } }] });
    expect(field.status).toBe(400);
    expect(field.body.result.message).toContain('content is not a filterable field of cms_page');
    expect((await api.post('/api/catalog/default/cms_page/_search?sort=content:asc', {})).status).toBe(400);
    expect((await api.post('/api/catalog/store_xx/cms_page/_search', {})).status).toBe(404);
  });

  it('reads a GET search body from ?request= as the catalogue search does, naming the failing field', async () => {
    const ok = await api.get(searchPath('default', 'cms_page', { filters: [{ attribute: 'identifier', value: { eq: 'about-us' } }] }));
    expect(ok.body.result.items.map((p: { identifier: string }) => p.identifier)).toEqual(['about-us']);
    const badJson = await api.get(`/api/catalog/default/cms_block/_search?request=${encodeURIComponent('{"filters": [')}`);
    expect(badJson.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'request: The request parameter is not valid JSON', field: 'request' } });
    const unknownKey = await api.get(searchPath('default', 'config', { filters: [], sort: 'path' }));
    expect(unknownKey.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'request.sort: Unrecognized key: "sort"', field: 'request.sort' } });
    const badFilter = await api.get(searchPath('default', 'url_rewrite', { filters: [{ attribute: 'request_path', value: {} }] }));
    expect(badFilter.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'request.filters.0.value: a filter needs at least one operator', field: 'request.filters.0.value' } });
  });
});
