import type { Product, StoreCode } from '@encore/contracts';
import { loadCategories } from '#app/features/catalog/catalog.server.ts';
import { productPath } from '#app/features/catalog/reshape.ts';
import { searchCategories, searchProducts } from '#app/lib/api.server.ts';
import { createCache, memoize } from '#app/lib/cache.ts';
import { enabledStoreViews } from '#app/lib/store-view.ts';
import type { StorePaths } from './seo.server.ts';

type ProductPathFields = Parameters<typeof productPath>[0] & Pick<Product, 'sku'>;

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
 * An event's path in another store view, by store and SKU. Kept for a minute, as the category trees
 * are: a renamed event's alternate link catches up within that, and an event page asks only its own
 * store while the entry lives.
 */
const otherStorePaths = createCache<string, Promise<string | null>>({ max: 20_000, ttlMs: 60_000 });

/**
 * `known` is the event the page already asks its own store for: that store's path comes from it
 * instead of a second search for the same product, so a shop with one store view renders an event
 * page with one catalogue call. Every other store is asked at the same time, for its own slug, unless
 * its answer is still kept.
 */
export async function eventPaths(sku: string, known?: { storeCode: StoreCode; product: Promise<ProductPathFields | null> }): Promise<StorePaths> {
  const entries = await Promise.all(
    enabledStoreViews().map(async (s) => {
      try {
        if (s.storeCode === known?.storeCode) {
          const p = await known.product;
          return p?.sku === sku ? ([s.storeCode, productPath(p)] as const) : undefined;
        }
        const path = await memoize(otherStorePaths, `${s.storeCode}\n${sku}`, async () => {
          const r = await searchProducts({
            storeCode: s.storeCode,
            body: { filters: [{ attribute: 'sku', value: { eq: sku }, scope: 'default' }], aggregations: [] },
            size: 1,
            includeFields: ['id', 'sku', 'name', 'url_key', 'slug', 'parentSku'],
          });
          const p = r.items.find((x) => x.sku === sku);
          return p ? productPath(p) : null;
        });
        return path ? ([s.storeCode, path] as const) : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return Object.fromEntries(entries.filter((e): e is readonly [StoreCode, string] => e !== undefined));
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
