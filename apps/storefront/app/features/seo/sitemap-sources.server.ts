import type { StoreCode } from '@encore/contracts';
import { CATEGORY_ROOT_ID, storeViewByCode } from '@encore/contracts';
import { loadCategories } from '#app/features/catalog/catalog.server.ts';
import { cmsSitemapEntries } from '#app/features/cms/cms-sitemap.server.ts';
import { productPath } from '#app/features/catalog/reshape.ts';
import { searchProducts } from '#app/lib/api.server.ts';
import { stripStorePrefix } from '#app/lib/store-path.ts';
import type { SitemapPage, SitemapSource } from './sitemap.ts';

const PAGE_SIZE = 1000;
// A sitemap file holds at most 50,000 URLs; three stores of the large catalogue stay below it.
const MAX_EVENTS_PER_STORE = 16_000;

const homeSource: SitemapSource = { name: 'home', pages: async () => [{ key: 'home', path: '/' }] };

const categorySource: SitemapSource = {
  name: 'categories',
  async pages(storeCode) {
    const store = storeViewByCode(storeCode);
    if (!store) return [];
    const nodes = await loadCategories(store);
    return nodes.filter((n) => n.id > CATEGORY_ROOT_ID).map((n) => ({ key: `category:${n.id}`, path: n.path }));
  },
};

const eventSource: SitemapSource = {
  name: 'events',
  async pages(storeCode) {
    const pages: SitemapPage[] = [];
    for (let from = 0; from < MAX_EVENTS_PER_STORE; from += PAGE_SIZE) {
      const r = await searchProducts({
        storeCode: storeCode as StoreCode,
        body: { filters: [], aggregations: [] },
        sort: 'id:asc',
        from,
        size: PAGE_SIZE,
        includeFields: ['id', 'sku', 'name', 'url_key', 'slug', 'parentSku', 'updated_at'],
      });
      for (const p of r.items) pages.push({ key: `event:${p.parentSku || p.sku}`, path: productPath(p), ...(p.updated_at ? { lastmod: p.updated_at } : {}) });
      if (r.items.length < PAGE_SIZE || from + PAGE_SIZE >= r.total) break;
    }
    return pages;
  },
};

/** CMS pages (`/i/{identifier}` and the static pages); the same identifier in each store is the same page. */
const cmsSource: SitemapSource = {
  name: 'cms',
  async pages(storeCode) {
    const store = storeViewByCode(storeCode);
    if (!store) return [];
    const prefixes = store.urlPrefix ? [store.urlPrefix] : [];
    return (await cmsSitemapEntries(store)).map((e) => {
      const path = stripStorePrefix(e.path, prefixes) || '/';
      return { key: `cms:${path}`, path, ...(e.lastmod ? { lastmod: e.lastmod } : {}) };
    });
  },
};

/** Every source of sitemap pages; a new kind of page adds its source here. */
export const SITEMAP_SOURCES: SitemapSource[] = [homeSource, categorySource, eventSource, cmsSource];
