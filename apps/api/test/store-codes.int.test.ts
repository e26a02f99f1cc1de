import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, searchPath, useApi } from './harness.ts';

/**
 * Names every object inherits are no store codes: sent wherever a route takes a store code (path
 * segment, query or body) they answer like any other unknown store, never with a 500.
 */
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty'] as const;

const unknownStore = (code: string) => ({ errorCode: 'not_found', message: `Unknown store view: ${code}` });
const notAStoreCode = { errorCode: 'validation_error', message: 'storeCode: Invalid option: expected one of "default"|"store_de"|"store_it"', field: 'storeCode' };

describe.skipIf(!dbAvailable)('store codes that are inherited object keys', () => {
  const api = useApi();

  describe.each(INHERITED)('%s', (code) => {
    const q = encodeURIComponent(code);

    it('is an unknown store view to the catalogue search, by POST and by GET', async () => {
      const post = await api.post(`/api/catalog/${q}/product/_search`, {});
      expect(post.status).toBe(404);
      expect(post.body).toEqual({ code: 404, result: unknownStore(code) });
      const get = await api.get(searchPath(q, 'product', {}));
      expect(get.status).toBe(404);
      expect(get.body.result).toEqual(unknownStore(code));
      const categories = await api.post(`/api/catalog/${q}/category/_search`, {});
      expect(categories.body).toEqual({ code: 404, result: unknownStore(code) });
    });

    it('is an unknown store view to the content search', async () => {
      for (const entity of ['cms_page', 'cms_block', 'config', 'url_rewrite']) {
        const post = await api.post(`/api/catalog/${q}/${entity}/_search`, {});
        expect(post.status, entity).toBe(404);
        expect(post.body.result, entity).toEqual(unknownStore(code));
        const get = await api.get(searchPath(q, entity, {}));
        expect(get.body, entity).toEqual({ code: 404, result: unknownStore(code) });
      }
    });

    it('creates no cart, for guests and customers alike', async () => {
      const guest = await api.post(`/api/cart/create?storeCode=${q}`);
      expect(guest.status).toBe(404);
      expect(guest.body.result).toEqual({ ...unknownStore(code), field: 'storeCode' });
      const customer = await api.post(`/api/cart/create?storeCode=${q}`, undefined, { token: api.userToken(77) });
      expect(customer.status).toBe(404);
      expect(customer.body.result).toEqual({ ...unknownStore(code), field: 'storeCode' });
    });

    it('is an unknown store view to the URL lookup and the URL map', async () => {
      const lookup = await api.get(`/api/url?path=evenemang&storeCode=${q}`);
      expect(lookup.status).toBe(404);
      expect(lookup.body.result).toEqual(unknownStore(code));
      const map = await api.post('/api/url/map', { url: 'c/konserter', storeCode: code });
      expect(map.status).toBe(404);
      expect(map.body.result).toEqual(unknownStore(code));
    });

    it('is refused by the store-code schema of the single-entity reads and the popular lists', async () => {
      for (const path of [
        `/api/ext/catalog/category?key=id&value=3&storeCode=${q}`,
        `/api/ext/catalog/product?sku=${SKUS.kent}&storeCode=${q}`,
        `/api/ext/catalog/product/variant?parentSku=${SKUS.kent}&storeCode=${q}`,
        `/api/ext/catalog/suggest?q=kent&storeCode=${q}`,
        `/api/ext/popular/get-list?entityType=popularArtists&storeCode=${q}`,
        `/api/ext/venues/get-list?storeCode=${q}`,
      ]) {
        const r = await api.get(path);
        expect(r.status, path).toBe(400);
        expect(r.body.result, path).toEqual(notAStoreCode);
      }
    });
  });

  it('still answers the real store views', async () => {
    expect((await api.post('/api/catalog/store_de/product/_search', {})).status).toBe(200);
    expect((await api.post('/api/catalog/store_it/cms_page/_search', {})).status).toBe(200);
    expect((await api.post('/api/cart/create?storeCode=store_de')).status).toBe(200);
    expect((await api.get('/api/url?path=evenemang&storeCode=store_it')).status).toBe(200);
  });
});

describe.skipIf(!dbAvailable)('search fields that are inherited object keys', () => {
  const api = useApi();

  it('filters, sorts and aggregates on them are ignored like any other unknown field, for products and categories', async () => {
    const all = await api.post('/api/catalog/default/product/_search', {});
    for (const field of INHERITED) {
      const r = await api.post(`/api/catalog/default/product/_search?sort=${field === '__proto__' ? 'position' : field}`, {
        filters: [{ attribute: field, value: { eq: 'x' }, scope: 'default' }],
        aggregations: [{ field }],
      });
      expect(r.status, field).toBe(200);
      expect(r.body.result.total, field).toBe(all.body.result.total);
      expect(r.body.result.aggregations, field).toEqual({});
      const categories = await api.post('/api/catalog/default/category/_search', { filters: [{ attribute: field, value: { eq: 'x' }, scope: 'default' }] });
      expect(categories.status, field).toBe(200);
      expect(categories.body.result.total, field).toBeGreaterThan(0);
    }
  });

  it('a projection of them carries nothing', async () => {
    const r = await api.post(`/api/catalog/default/product/_search?_source_include=sku,constructor,__proto__,toString&size=1`, {});
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.result.items[0])).toEqual(['sku']);
  });
});
