import { ATTRIBUTE_LIST_SIZE, type Attribute, type StoreView } from '@encore/contracts';
import { searchCatalog } from '#app/lib/api.server.ts';
import { createCache, memoize } from '#app/lib/cache.ts';

// Attribute metadata changes with imports only; a short per-process cache keeps it off every page view.
const attributeLists = createCache<StoreView['storeCode'], Promise<Attribute[]>>({ max: 10, ttlMs: 60_000 });

/** The store's attribute list (labels, options, is_visible_on_front, is_comparable). */
export function loadAttributes(storeView: StoreView): Promise<Attribute[]> {
  return memoize(attributeLists, storeView.storeCode, () =>
    searchCatalog<Attribute>('attribute', { storeCode: storeView.storeCode, body: { filters: [], aggregations: [] }, size: ATTRIBUTE_LIST_SIZE }).then((r) => r.items),
  );
}
