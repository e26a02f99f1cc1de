import { ATTRIBUTE_LIST_SIZE, CATEGORY_FETCH_SIZE, CATEGORY_PREFETCH_LEVELS, CATEGORY_ROOT_ID, TOP_CATEGORY_IDS } from '@encore/contracts';

/** Spec 8, verbatim. */
export function categoryQueryError(key: string, value: string | number): string {
  return `Category query returned empty result ${key} = ${value}`;
}

export interface CategoryLike {
  id: number;
  url_key: string;
  url_path: string;
  slug?: string;
  is_active: boolean;
  level: number;
  parent_ids?: number[];
  parent_id?: number | null;
}

/** Keys a category can be looked up by from a route (VSF's url-key, slug, id) plus url_path. */
export type CategoryLookupKey = 'url_path' | 'url-key' | 'slug' | 'id';

/** A category page is found when url_path equals the route path without its leading slash (spec 2). */
export function urlPathFromRoute(routePath: string): string {
  return routePath.replace(/^\/+/, '');
}

export type CategoryLookup<C> = { ok: true; category: C } | { ok: false; message: string };

/**
 * Finds a category by one key. Active categories only unless asked; an id
 * below the root id, or no match, gives the spec's empty-result text.
 */
export function findCategory<C extends CategoryLike>(
  categories: readonly C[],
  key: CategoryLookupKey,
  value: string | number,
  opts: { includeInactive?: boolean; rootId?: number } = {},
): CategoryLookup<C> {
  const rootId = opts.rootId ?? CATEGORY_ROOT_ID;
  const fail = { ok: false as const, message: categoryQueryError(key, value) };
  if (key === 'id' && !(Number(value) >= rootId)) return fail;
  const v = String(value);
  const hit = categories.find((c) => {
    if (!opts.includeInactive && !c.is_active) return false;
    switch (key) {
      case 'id':
        return c.id === Number(v);
      case 'url_path':
        return c.url_path === v;
      case 'url-key':
        return c.url_key === v;
      case 'slug':
        return (c.slug ?? c.url_key) === v;
    }
  });
  return hit ? { ok: true, category: hit } : fail;
}

/** The categories the shop prefetches: active, levels 2 to 5 under the root (spec 2). */
export function isPrefetchedCategory(c: CategoryLike, rootId = CATEGORY_ROOT_ID): boolean {
  if (!c.is_active) return false;
  if (!(CATEGORY_PREFETCH_LEVELS as readonly number[]).includes(c.level)) return false;
  return c.id === rootId || (c.parent_ids ?? []).includes(rootId) || c.parent_id === rootId;
}

const BLOCK_IDS = new Set<number>(Object.values(TOP_CATEGORY_IDS));
const BLOCK_NAMES = Object.fromEntries(Object.entries(TOP_CATEGORY_IDS).map(([name, id]) => [id, name])) as Record<number, keyof typeof TOP_CATEGORY_IDS>;

/**
 * The most-popular-events block a category shows: its own id when it is one of
 * 3..8 (concerts, theatres, operas, sports, stand-ups, shows), else the nearest
 * ancestor that is; null otherwise.
 */
export function popularEventBlock(category: Pick<CategoryLike, 'id' | 'parent_ids'>): { categoryId: number; name: keyof typeof TOP_CATEGORY_IDS } | null {
  const chain = [category.id, ...[...(category.parent_ids ?? [])].reverse()];
  const id = chain.find((x) => BLOCK_IDS.has(x));
  return id === undefined ? null : { categoryId: id, name: BLOCK_NAMES[id]! };
}

/** A category and all its descendants (listing filter), from parent links. */
export function categoryWithDescendants(categories: readonly Pick<CategoryLike, 'id' | 'parent_id'>[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const c of categories) if (c.parent_id === out[i] && !out.includes(c.id)) out.push(c.id);
  return out;
}

export interface EntitySearch {
  body: { filters: Array<{ attribute: string; value: { eq?: boolean | number | string; in?: Array<number | string> }; scope: 'default' }>; aggregations: [] };
  size: number;
  sort?: string;
}

/** The category prefetch: active only, levels 2 to 5, up to 4000 in position order (spec 2 and 9). */
export function categoryPrefetchSearch(): EntitySearch {
  return {
    body: {
      filters: [
        { attribute: 'is_active', value: { eq: true }, scope: 'default' },
        { attribute: 'level', value: { in: [...CATEGORY_PREFETCH_LEVELS] }, scope: 'default' },
      ],
      aggregations: [],
    },
    size: CATEGORY_FETCH_SIZE,
    sort: 'position:asc',
  };
}

/** The attribute list for filters and details: by code, up to 150 (codes with a dot are dropped here as by the API). */
export function attributeListSearch(codes: readonly string[]): EntitySearch {
  const clean = [...new Set(codes.filter((c) => c && !c.includes('.')))];
  return { body: { filters: [{ attribute: 'attribute_code', value: { in: clean }, scope: 'default' }], aggregations: [] }, size: ATTRIBUTE_LIST_SIZE };
}
