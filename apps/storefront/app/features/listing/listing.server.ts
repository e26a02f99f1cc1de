import { CATEGORY_ROOT_ID, type Product, type StoreView } from '@encore/contracts';
import { buildListingSearch, canonicalVenueFilter, facetsFromAggregations, parseListingRoute, periodMonthAggregations, venueLabels, type FacetOption, type ListingFilterCode, type ListingState, type VenueRef } from '@encore/domain';
import { ApiUnavailableError, searchProducts } from '#app/lib/api.server.ts';
import { loadCategories, loadCategoryPage } from '../catalog/catalog.server.ts';
import { loadVenues } from '../places/places.server.ts';
import { pageWindow } from '../catalog/paging.ts';
import { descendantIds, EVENT_SUMMARY_FIELDS, toEventSummary, type CategoryNode } from '../catalog/reshape.ts';
import type { EventSummary } from '../catalog/types.ts';
import { loadAttributes } from './attributes.server.ts';
import { FACET_ORDER } from './facet-counts.ts';

export { FACET_ORDER };

export interface ListingResult {
  state: ListingState;
  page: number;
  events: EventSummary[];
  total: number;
  facets: Partial<Record<ListingFilterCode, FacetOption[]>>;
  /** Month counts the period facet's years are built from. */
  periodMonths: FacetOption[];
}

/** What a listing page's address asks for, as the route parsed it. */
export interface ListingQuery {
  page: number;
  /** Filters, sort and period by parameter name, every value given. */
  params: Record<string, string[]>;
}

/** A filter/sort/period-aware listing of one category (and its descendants). */
export async function loadListing(storeView: StoreView, categoryId: number, { page, params }: ListingQuery): Promise<ListingResult> {
  const [nodes, venues] = await Promise.all([
    loadCategories(storeView).catch(() => [] as CategoryNode[]),
    loadVenues().then((list) => list.map((v): VenueRef => ({ key: v.slug, name: v.name, city: v.city }))).catch(() => null),
  ]);
  // Venue values become venue keys (old name links resolved, unknown ones dropped), so every link
  // this page builds carries the canonical route. Without the venue list they are used as they are.
  const parsed = parseListingRoute(params);
  const state = venues ? canonicalVenueFilter(parsed, venues) : parsed;
  const ids = nodes.some((n) => n.id === categoryId) ? descendantIds(nodes, categoryId) : [categoryId];
  // One search answers the page: its events, and every facet counted as the panel shows it.
  const search = buildListingSearch(state, { categoryIds: ids, fractionDigits: storeView.i18n.fractionDigits, timeZone: storeView.i18n.timeZone, facetPanel: true });
  const { from, size } = pageWindow(page);
  const [result, attributes] = await Promise.all([
    searchProducts({ storeCode: storeView.storeCode, body: search.body, sort: search.sort, from, size, includeFields: EVENT_SUMMARY_FIELDS }),
    loadAttributes(storeView).catch(() => []),
  ]);
  const monthLabels = new Map((attributes.find((a) => a.attribute_code === 'event_month')?.options ?? []).map((o) => [o.value, o.label]));
  const subcategories = new Map(nodes.filter((n) => ids.includes(n.id) && n.id !== categoryId && n.id > CATEGORY_ROOT_ID).map((n) => [String(n.id), n.name]));
  const venue = venueLabels(venues ?? []);
  const labels = {
    currencySign: storeView.i18n.currencySign,
    label: (code: ListingFilterCode, key: string) => {
      if (code === 'month') return monthLabels.get(key) ?? key;
      // A venue the list does not (yet) know is shown by its key rather than hidden.
      if (code === 'venue') return venue.label(key) ?? key;
      // Only the category's own subcategories narrow the listing; its ancestors and itself would not.
      if (code === 'category') return subcategories.get(key);
      return key;
    },
    qualifier: (code: ListingFilterCode, key: string) => (code === 'venue' ? venue.qualifier(key) : undefined),
  };
  const facets = facetsFromAggregations(result.aggregations, labels, state.filters);
  const periodMonths = facetsFromAggregations(periodMonthAggregations(result.aggregations), labels).month ?? [];
  return { state, page, events: (result.items as Product[]).map(toEventSummary), total: result.total, facets, periodMonths };
}

export type CategoryListingPage<T = undefined> =
  | { kind: 'not-found' }
  | { kind: 'unavailable'; title: string }
  | ({ kind: 'ok'; listing: ListingResult | null; alongside: T } & NonNullable<Awaited<ReturnType<typeof loadCategoryPage>>>);

/**
 * The category page: 404 when the category is missing; when the catalogue
 * cannot be reached the page still renders, with the offline warning.
 * `alongside` is more the page needs about the category (it must not fail); it runs at the same time
 * as the listing search, so the page waits for one round trip after the category, not two.
 */
export async function loadCategoryListing<T = undefined>(storeView: StoreView, path: string, query: ListingQuery, alongside?: (categoryId: number) => Promise<T>): Promise<CategoryListingPage<T>> {
  let category: Awaited<ReturnType<typeof loadCategoryPage>>;
  try {
    category = await loadCategoryPage(storeView, path, 1, { withEvents: false });
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    console.error('[listing] category unavailable:', error.message);
    return { kind: 'unavailable', title: decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '') };
  }
  if (!category) return { kind: 'not-found' };
  const more = alongside ? alongside(category.category.id) : Promise.resolve(undefined as T);
  try {
    const [listing, extra] = await Promise.all([loadListing(storeView, category.category.id, query), more]);
    return { kind: 'ok', ...category, listing, alongside: extra };
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    console.error('[listing] listing unavailable:', error.message);
    return { kind: 'ok', ...category, listing: null, alongside: await more };
  }
}
