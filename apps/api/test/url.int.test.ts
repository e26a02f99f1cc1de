import { beforeAll, describe, expect, it } from 'vitest';
import { seedContentIfEmpty } from '../src/modules/cms/cms.seed.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

describe.skipIf(!dbAvailable)('URL rewrites and mapping', () => {
  const api = useApi();
  beforeAll(async () => {
    await seedContentIfEmpty(api.db);
    await api.db
      .insertInto('url_rewrite')
      .values([
        { id: 50, store_id: 2, entity_type: 'category', entity: '3', redirect_type: 302, request_path: 'evenemang/konserter', target_path: 'c/konzerte', is_disabled: 1, created_at: new Date().toISOString() },
      ])
      .execute();
  });

  it('answers the rewrite of a path, whatever its slashes and query', async () => {
    for (const path of ['/evenemang/konserter', 'evenemang/konserter/', '/evenemang/konserter?utm=x']) {
      const r = await api.get(`/api/url?path=${encodeURIComponent(path)}`);
      expect(r.status).toBe(200);
      expect(r.body.result).toEqual({ id: 1, store_id: 0, entity_type: 'category', entity: '3', redirect_type: 301, request_path: 'evenemang/konserter', target_path: 'c/konserter', disabled: false });
    }
  });

  it("answers the store's own rewrite before the all-stores one, and null for a path without one", async () => {
    const de = await api.get('/api/url?path=/evenemang/konserter&storeCode=store_de');
    expect(de.body.result).toMatchObject({ id: 50, redirect_type: 302, target_path: 'c/konzerte', disabled: true });
    const none = await api.get('/api/url?path=/finns-inte');
    expect(none.body).toEqual({ code: 200, result: null });
    expect((await api.get('/api/url?path=/x&storeCode=nowhere')).status).toBe(404);
    expect((await api.get('/api/url')).status).toBe(400);
  });

  it('maps a path to a product by url_path or url_key', async () => {
    const byKey = await api.post('/api/url/map', { url: '/kent-sthlm' });
    expect(byKey.status).toBe(200);
    expect(byKey.body.result).toMatchObject({ _type: 'product', _index: 'encore_default_product', _source: { sku: SKUS.kent, url_path: 'p/KENT-STHLM/kent-sthlm' } });
    const byPath = await api.post('/api/url/map', { url: '/p/KENT-STHLM/kent-sthlm/', includeFields: ['sku', 'url_path'] });
    expect(byPath.body.result._source).toEqual({ sku: SKUS.kent, url_path: 'p/KENT-STHLM/kent-sthlm' });
  });

  it('maps a path to an active category by url_path, per store', async () => {
    const sv = await api.post('/api/url/map', { url: '/konserter/kent' });
    expect(sv.body.result).toMatchObject({ _type: 'category', _id: '9', _source: { url_path: 'konserter/kent' } });
    const de = await api.post('/api/url/map', { url: '/konzerte', storeCode: 'store_de' });
    expect(de.body.result).toMatchObject({ _type: 'category', _id: '3' });
    const inactive = await api.post('/api/url/map', { url: '/konserter/gammalt' });
    expect(inactive.body.result).toBeNull();
  });

  it('maps a path to a CMS page by identifier, otherwise null', async () => {
    const page = await api.post('/api/url/map', { url: '/about-us', storeCode: 'store_it', excludeFields: ['content'] });
    expect(page.body.result).toMatchObject({ _type: 'cms_page', _source: { identifier: 'about-us', title: 'Chi siamo' } });
    expect(page.body.result._source.content).toBeUndefined();
    const none = await api.post('/api/url/map', { url: '/finns/inte' });
    expect(none.body).toEqual({ code: 200, result: null });
  });

  it('requires a url', async () => {
    const r = await api.post('/api/url/map', {});
    expect(r.status).toBe(400);
    expect(r.body.result.message).toBe('url: Missing url');
  });
});
