import { ATTRIBUTE_LIST_SIZE, type Attribute, type StoreView } from '@encore/contracts';
import { searchCatalog } from '#app/lib/api.server.ts';

// Attribute metadata changes with imports only; a short per-process cache keeps it off every page view.
const TTL_MS = 60_000;
const cache = new Map<string, { at: number; list: Promise<Attribute[]> }>();

/** The store's attribute list (labels, options, is_visible_on_front, is_comparable). */
export function loadAttributes(storeView: StoreView): Promise<Attribute[]> {
  const hit = cache.get(storeView.storeCode);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.list;
  const list = searchCatalog<Attribute>('attribute', { storeCode: storeView.storeCode, body: { filters: [], aggregations: [] }, size: ATTRIBUTE_LIST_SIZE }).then((r) => r.items);
  cache.set(storeView.storeCode, { at: Date.now(), list });
  list.catch(() => cache.delete(storeView.storeCode));
  return list;
}
