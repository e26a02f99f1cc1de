import { carrySignatures } from './catalog-signatures.ts';
import type { CatalogData } from './catalog.repo.ts';

/**
 * Whether patching `ids` in place would leave a package stale: a package reads the tickets of other events,
 * so a change to a package or to an event one links to takes a full reload.
 */
export function touchesPackages(base: CatalogData, ids: number[]): boolean {
  if (!base.links.length) return false;
  const changed = new Set(ids);
  const ownerOf = new Map(base.tickets.map((t) => [t.id, t.parent_id!]));
  return base.links.some((l) => changed.has(l.product_id) || changed.has(ownerOf.get(l.linked_product_id) ?? -1));
}

/** The products whose rows a patch replaces: the changed products and every ticket category they had or have now. */
export function patchedProducts(base: CatalogData, patch: CatalogData, ids: number[]): Set<number> {
  const changed = new Set(ids);
  const owned = new Set(ids);
  for (const t of base.tickets) if (changed.has(t.parent_id!)) owned.add(t.id);
  for (const t of patch.tickets) owned.add(t.id);
  return owned;
}

/**
 * A loaded catalogue with some top-level products replaced by freshly read rows (`patch`, as read by
 * `loadCatalogData(db, ids)`). Products in `ids` missing from the patch were deleted and are dropped with
 * their ticket categories, prices, tier prices and category links. Shared data (categories, attributes,
 * tax rules, venues) is taken from `base`: callers patch only when the import left it unchanged.
 */
export function patchCatalogData(base: CatalogData, patch: CatalogData, ids: number[], owned = patchedProducts(base, patch, ids)): CatalogData {
  const changed = new Set(ids);
  const patched: CatalogData = {
    categories: base.categories,
    attributes: base.attributes,
    taxRules: base.taxRules,
    venues: base.venues,
    products: replacingById(base.products, changed, patch.products),
    tickets: replacingById(base.tickets, owned, patch.tickets),
    productCategories: [...base.productCategories.filter((x) => !changed.has(x.product_id)), ...patch.productCategories],
    prices: base.prices.replacing(owned, patch.prices),
    tierPrices: [...base.tierPrices.filter((x) => !owned.has(x.product_id)), ...patch.tierPrices],
    links: [...base.links.filter((x) => !changed.has(x.product_id)), ...patch.links],
    bundleOptions: [...base.bundleOptions.filter((x) => !changed.has(x.product_id)), ...patch.bundleOptions],
  };
  carrySignatures(patched, base, patch, ids);
  return patched;
}

/**
 * `list` without the records whose id `drop` holds, with `added` merged in by id: both are read in id
 * order, so a merge keeps it where sorting the whole list again took about 200 ms for the half million
 * ticket categories of 100,000 events. Records out of order are sorted, as a fallback.
 */
function replacingById<T extends { id: number }>(list: readonly T[], drop: ReadonlySet<number>, added: readonly T[]): T[] {
  const out: T[] = [];
  let ordered = true;
  const keep = (record: T) => {
    if (out.length && out[out.length - 1]!.id >= record.id) ordered = false;
    out.push(record);
  };
  let a = 0;
  for (const record of list) {
    while (a < added.length && added[a]!.id < record.id) keep(added[a++]!);
    if (!drop.has(record.id)) keep(record);
  }
  while (a < added.length) keep(added[a++]!);
  return ordered ? out : out.sort((x, y) => x.id - y.id);
}
