import { CATEGORY_ROOT_ID, HOME_COLLECTION_SIZE, type AppliedFilter, type Category, type Product, type StoreView } from '@encore/contracts';
import { categoryPrefetchSearch } from '@encore/domain';
import { searchCategories, searchProducts } from '#app/lib/api.server.ts';
import { createCache, memoize } from '#app/lib/cache.ts';
import { categoryTag, recordCacheTags } from '#app/lib/cache-tags.server.ts';
import { pageWindow } from './paging.ts';
import { categoryBreadcrumbs, descendantIds, toCategoryNode, EVENT_SUMMARY_FIELDS, toEventSummary, toMenu, type CategoryNode } from './reshape.ts';
import type { Breadcrumb, EventSummary, MenuCategory } from './types.ts';

/** Filters shared by catalogue reads; the API adds visibility/status rules itself. */
const inStock: AppliedFilter = { attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' };
const f = (attribute: string, value: AppliedFilter['value']): AppliedFilter => ({ attribute, value, scope: 'default' });

// Categories change rarely; a short per-process cache keeps the menu off the hot path.
const categoryTrees = createCache<StoreView['storeCode'], Promise<CategoryNode[]>>({ max: 10, ttlMs: 60_000 });

export async function loadCategories(storeView: StoreView): Promise<CategoryNode[]> {
  const nodes = await memoize(categoryTrees, storeView.storeCode, () =>
    searchCategories({ storeCode: storeView.storeCode, ...categoryPrefetchSearch() }).then((r) => r.items.map(toCategoryNode)),
  );
  // Every page shows the category menu, so every page carries the category tags (output cache), cached tree or not.
  recordCacheTags(nodes.map((n) => categoryTag(n.id)));
  return nodes;
}

/** Header menu; an unreachable API gives an empty menu rather than a broken page. */
export async function loadMenu(storeView: StoreView): Promise<MenuCategory[]> {
  try {
    return toMenu(await loadCategories(storeView), CATEGORY_ROOT_ID);
  } catch (error) {
    console.error('[catalog] menu unavailable:', (error as Error).message);
    return [];
  }
}

async function eventList(storeView: StoreView, filters: AppliedFilter[], sort: string, from: number, size: number) {
  const r = await searchProducts({ storeCode: storeView.storeCode, body: { filters, aggregations: [] }, sort, from, size, includeFields: EVENT_SUMMARY_FIELDS });
  return { events: r.items.map(toEventSummary), total: r.total };
}

export async function loadHomeCollections(storeView: StoreView): Promise<{ newest: EventSummary[]; bestsellers: EventSummary[] }> {
  const [newest, bestsellers] = await Promise.all([
    eventList(storeView, [], 'created_at:desc', 0, HOME_COLLECTION_SIZE),
    eventList(storeView, [f('best_selling_event', { eq: true })], 'created_at:desc', 0, HOME_COLLECTION_SIZE),
  ]);
  return { newest: newest.events, bestsellers: bestsellers.events };
}

export interface CategoryPage {
  category: { id: number; name: string; path: string; description: string };
  breadcrumbs: Breadcrumb[];
  events: EventSummary[];
  total: number;
}

/**
 * Categories by store and url_path, kept as long as the category trees (a minute): a category page
 * then asks the catalogue only for its events. An address that names no category is kept as such too.
 */
const categoriesByPath = createCache<string, Promise<Category | null>>({ max: 2_000, ttlMs: 60_000 });

/** Test hook: forget the cached category trees and categories by address. */
export function clearCatalogCache(): void {
  categoryTrees.clear();
  categoriesByPath.clear();
}

async function categoryByUrlPath(storeView: StoreView, urlPath: string): Promise<Category | undefined> {
  if (!urlPath || urlPath.length > 300) return undefined;
  const found = await memoize(categoriesByPath, `${storeView.storeCode}\n${urlPath}`, async () => {
    const r = await searchCategories({
      storeCode: storeView.storeCode,
      body: { filters: [f('url_path', { eq: urlPath }), f('is_active', { eq: true })], aggregations: [] },
      size: 1,
    });
    return r.items.find((c) => c.url_path === urlPath) ?? null;
  });
  // The search notes the category's output-cache tag; a kept answer notes it here, so its page is still invalidated with it.
  if (found) recordCacheTags([categoryTag(found.id)]);
  return found ?? undefined;
}

/** `/c/{url_path}`, or `/c/{url_path}/{date}`: a category address may end in a date, which is tolerated. */
export async function loadCategoryPage(storeView: StoreView, path: string, page: number, opts: { withEvents?: boolean } = {}): Promise<CategoryPage | null> {
  const slug = path.replace(/^\/+|\/+$/g, '');
  let category = await categoryByUrlPath(storeView, slug);
  const withoutDate = slug.replace(/\/\d{4}(-\d{2}(-\d{2})?)?$/, '');
  if (!category && withoutDate !== slug) category = await categoryByUrlPath(storeView, withoutDate);
  if (!category || category.id <= CATEGORY_ROOT_ID) return null;
  const nodes = await loadCategories(storeView).catch(() => [] as CategoryNode[]);
  const ids = nodes.some((n) => n.id === category.id) ? descendantIds(nodes, category.id) : [category.id];
  const { from, size } = pageWindow(page);
  // The filterable listing (features/listing) fetches its own events with facets.
  const list = opts.withEvents === false ? { events: [], total: 0 } : await eventList(storeView, [f('category_ids', { in: ids }), inStock], 'date:asc', from, size);
  const node = toCategoryNode(category);
  return {
    category: { id: category.id, name: category.name, path: node.path, description: category.short_description || category.description || '' },
    breadcrumbs: nodes.length ? categoryBreadcrumbs(nodes, category.id, CATEGORY_ROOT_ID) : [{ name: category.name, path: null }],
    events: list.events,
    total: list.total,
  };
}

/** An event (or package) by its parent sku; null when missing, disabled (status 2 or above) or not visible. */
export async function findEventProduct(storeView: StoreView, sku: string): Promise<Product | null> {
  const r = await searchProducts({ storeCode: storeView.storeCode, body: { filters: [f('sku', { eq: sku })], aggregations: [] }, size: 1 });
  const product = r.items.find((p) => p.sku === sku) ?? r.items[0];
  if (!product || product.sku !== sku) return null;
  if (typeof product.status === 'number' && product.status >= 2) return null;
  if (product.visibility === 1) return null;
  return product;
}
