import { CMS_MAX_COUNT, type CmsPage, type StoreView } from '@encore/contracts';
import { searchCatalog } from '#app/lib/api.server.ts';
import { localizePath } from '#app/lib/store-path.ts';
import { cmsPagePath } from './static-pages.ts';

/** Every active CMS page of a store as a store-prefixed path with its last change, for the sitemap. */
export async function cmsSitemapEntries(store: StoreView): Promise<Array<{ path: string; lastmod: string }>> {
  const result = await searchCatalog<Pick<CmsPage, 'identifier' | 'updated_at'>>('cms_page', {
    storeCode: store.storeCode,
    body: {},
    size: CMS_MAX_COUNT,
    sort: 'identifier:asc',
    includeFields: ['identifier', 'updated_at'],
  });
  return result.items.map((p) => ({ path: localizePath(cmsPagePath(p.identifier), store.urlPrefix), lastmod: p.updated_at }));
}
