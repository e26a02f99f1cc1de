import type { Product } from '@encore/contracts';
import { GUEST_GROUP_ID, groupPricedPackage, groupPricedProduct, isPackageType } from '@encore/domain';
import type { CatalogData, ProductRecord } from './catalog.repo.ts';
import type { CatalogLookups } from './catalog-lookups.ts';
import { untieredPrice } from './product-prices.ts';

/**
 * Customer-group prices of one store view's index. The documents are priced for guests; a group's
 * prices differ only on products carrying tiers of that group (or guest tiers, which other groups do
 * not get), so only those are re-priced for it: a group without tiers searches the guest documents
 * unchanged. The re-priced documents are made on the group's first search and dropped when shown
 * stock changes (the shown "from" price follows the cheapest ticket still on sale).
 */
export interface GroupPrices {
  /** Customer group id → ids of the top-level products with tiers of that group, from the index build. */
  tiered: Map<number, Set<number>>;
  /** Customer group id → its re-priced documents by product id. */
  docs: Map<number, Map<number, Product>>;
}

/** Which top-level products carry tiers of which customer group in the store's currency. */
export function tieredProductsByGroup(data: CatalogData, currency: string): Map<number, Set<number>> {
  if (!data.tierPrices.length) return new Map();
  const parentOf = new Map<number, number>();
  for (const t of data.tickets) if (t.parent_id != null) parentOf.set(t.id, t.parent_id);
  const packagesOf = new Map<number, number[]>();
  for (const l of data.links) packagesOf.set(l.linked_product_id, [...(packagesOf.get(l.linked_product_id) ?? []), l.product_id]);
  const out = new Map<number, Set<number>>();
  for (const t of data.tierPrices) {
    if (t.currency !== currency) continue;
    const productId = parentOf.get(t.product_id) ?? t.product_id;
    let set = out.get(t.customer_group_id);
    if (!set) out.set(t.customer_group_id, (set = new Set()));
    set.add(productId);
    // A package that links the tiered ticket shows a price summed from it, so it is re-priced too.
    for (const packageId of packagesOf.get(t.product_id) ?? []) set.add(packageId);
  }
  return out;
}

/** What group pricing reads of a store view's index. */
export interface GroupPricedIndex {
  /** The guest-priced top-level documents. */
  products: readonly Product[];
  /** Product records (events and ticket categories) by sku. */
  records: ReadonlyMap<string, Pick<ProductRecord, 'id' | 'tax_class_id'>>;
  lookups: CatalogLookups;
  groupPrices: GroupPrices;
}

const NONE: ReadonlyMap<number, Product> = new Map();

/** The documents whose price differs for `groupId`, by product id (empty for guests and groups without tiers). */
export function groupOverrides(index: GroupPricedIndex, groupId: number): ReadonlyMap<number, Product> {
  if (groupId === GUEST_GROUP_ID) return NONE;
  const { tiered, docs } = index.groupPrices;
  const cached = docs.get(groupId);
  if (cached) return cached;
  const ids = new Set([...(tiered.get(groupId) ?? []), ...(tiered.get(GUEST_GROUP_ID) ?? [])]);
  if (ids.size === 0) return NONE;
  const byId = new Map<number, Product>();
  for (const doc of index.products) if (ids.has(doc.id)) byId.set(doc.id, priceDoc(index, doc, groupId));
  docs.set(groupId, byId);
  return byId;
}

/** One document as `groupId` sees it. */
export function forGroup(index: GroupPricedIndex, doc: Product, groupId: number): Product {
  return groupOverrides(index, groupId).get(doc.id) ?? doc;
}

function priceDoc(index: GroupPricedIndex, doc: Product, groupId: number): Product {
  const untiered = (sku: string) => {
    const rec = index.records.get(sku);
    return rec ? untieredPrice(rec, index.lookups) : undefined;
  };
  return isPackageType(doc.type_id) ? groupPricedPackage(doc, untiered, groupId) : groupPricedProduct(doc, untiered, groupId);
}
