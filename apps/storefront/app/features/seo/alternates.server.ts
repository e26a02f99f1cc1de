import type { Product, StoreCode } from '@encore/contracts';
import { loadCategories } from '#app/features/catalog/catalog.server.ts';
import { searchCategories } from '#app/lib/api.server.ts';
import { enabledStoreViews } from '#app/lib/store-view.ts';
import type { StorePaths } from './seo.server.ts';

type ProductPathFields = Pick<Product, 'sku' | 'parentSku' | 'store_slugs'>;

/**
 * Counterparts of catalogue pages in the other store views: category
 * url_paths and event slugs are translated, so the same page has another
 * path per store. A store that cannot answer simply gets no alternate.
 */
export async function categoryPaths(categoryId: number): Promise<StorePaths> {
  const entries = await Promise.all(
    enabledStoreViews().map(async (s) => {
      const nodes = await loadCategories(s).catch(() => []);
      const node = nodes.find((n) => n.id === categoryId);
      return node ? ([s.storeCode, node.path] as const) : undefined;
    }),
  );
  return Object.fromEntries(entries.filter((e): e is readonly [StoreCode, string] => e !== undefined));
}

/**
 * An event's path in every enabled store view, from the event the page asks its own store for:
 * its document carries its slug in each store view (`store_slugs`), so the page takes one catalogue
 * call whatever the number of stores. A store the event has no slug in gets no alternate.
 */
export function eventPaths(p: ProductPathFields): StorePaths {
  const sku = p.parentSku || p.sku;
  const paths: StorePaths = {};
  for (const { storeCode } of enabledStoreViews()) {
    const slug = p.store_slugs?.[storeCode];
    if (slug) paths[storeCode] = `/p/${encodeURIComponent(sku)}/${encodeURIComponent(slug)}`;
  }
  return paths;
}

/** Artist pages live at `/artist/{url_key}`, and url keys are translated per store. */
export async function artistPaths(categoryId: number): Promise<StorePaths> {
  const entries = await Promise.all(
    enabledStoreViews().map(async (s) => {
      try {
        const r = await searchCategories({
          storeCode: s.storeCode,
          body: { filters: [{ attribute: 'id', value: { eq: categoryId }, scope: 'default' }, { attribute: 'is_active', value: { eq: true }, scope: 'default' }], aggregations: [] },
          size: 1,
        });
        const c = r.items.find((x) => x.id === categoryId);
        return c?.url_key ? ([s.storeCode, `/artist/${encodeURIComponent(c.url_key)}`] as readonly [StoreCode, string]) : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e): e is readonly [StoreCode, string] => e !== undefined));
}
