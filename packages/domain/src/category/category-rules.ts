import { CATEGORY_FETCH_SIZE, CATEGORY_PREFETCH_LEVELS, CATEGORY_ROOT_ID, TOP_CATEGORY_IDS, type SearchBody } from '@encore/contracts';

/** The answer when no category matches a lookup, word for word. */
function categoryQueryError(key: string, value: string | number): string {
  return `Category query returned empty result ${key} = ${value}`;
}

export interface CategoryLike {
  id: number;
  url_key: string;
  url_path: string;
  slug?: string;
  is_active: boolean;
  parent_ids?: number[];
}

/** Keys a category can be looked up by from a route (url-key, slug, id) plus url_path. */
export type CategoryLookupKey = 'url_path' | 'url-key' | 'slug' | 'id';

export type CategoryLookup<C> = { ok: true; category: C } | { ok: false; message: string };

/**
 * Finds a category by one key. Active categories only unless asked; an id
 * below the root id, or no match, gives the empty-result text.
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

/**
 * The categories every page reads (menu, breadcrumbs, listings): the active ones of levels 2 to 5,
 * at most 4000, in their menu order.
 */
export function categoryPrefetchSearch(): { body: SearchBody; size: number; sort: string } {
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
