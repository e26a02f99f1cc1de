import { searchBodySchema } from '@encore/contracts';
import { GUEST_GROUP_ID, SORT_OPTIONS, buildListingSearch, emptyListingState, normaliseSearch, setSort } from '@encore/domain';
import { isKnownField, type StoreIndex } from './catalog-index.ts';
import { productSearchJson } from './product-search.ts';

/**
 * What a category page needs before its first shopper: the guest columns' presorted orders for every
 * sort option, the columns of the listing's filters and facets, and the "in stock" set. Each is built
 * by the first listing that asks for it; at 100,000 events a presorted order took tens of milliseconds,
 * and the requests queued behind those first listings set the p99 of a new catalogue (ADR 0070).
 * One step per sort option: a whole-catalogue listing of one card, its answer thrown away.
 */
export function listingWarmUps(index: StoreIndex): (() => void)[] {
  return SORT_OPTIONS.map((option) => () => {
    const q = buildListingSearch(setSort(emptyListingState(), option.id), { page: 1, pageSize: 1 });
    const n = normaliseSearch(
      { entityType: 'product', from: q.from, size: q.size, sort: q.sort, body: searchBodySchema.parse(q.body) },
      { isKnownField: (f) => isKnownField(index, 'product', f), knownAttributeCodes: index.attributeCodes },
    );
    productSearchJson(index, n, { include: ['id'] }, performance.now(), GUEST_GROUP_ID);
  });
}
