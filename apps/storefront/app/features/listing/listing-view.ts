import {
  DEFAULT_SORT_ID,
  SORT_OPTIONS,
  emptyListingState,
  listingRouteQuery,
  setPeriod,
  setSort,
  toggleFilter,
  type FacetOption,
  type ListingFilterCode,
  type ListingState,
} from '@encore/domain';

/**
 * Links of the category listing: every filter change is a new route,
 * so each facet option, sort choice and reset is a plain URL that works
 * without JavaScript and is followed by client navigation with it.
 */
export function listingHref(pathname: string, state: ListingState): string {
  const query = listingRouteQuery(state).toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface FacetLink extends FacetOption {
  selected: boolean;
  href: string;
}

export interface FacetGroup {
  code: ListingFilterCode | 'period';
  options: FacetLink[];
}

/** Facet options with their selection state and the route each one leads to (toggle; price ranges replace). */
export function facetGroups(pathname: string, state: ListingState, facets: Partial<Record<ListingFilterCode, FacetOption[]>>, order: readonly ListingFilterCode[]): FacetGroup[] {
  const groups: FacetGroup[] = [];
  for (const code of order) {
    const options = facets[code] ?? [];
    const selectedIds = state.filters[code] ?? [];
    // A selected value with no hits left still needs its link so it can be removed.
    const missing = selectedIds.filter((id) => !options.some((o) => o.id === id)).map((id): FacetOption => ({ id, label: id, type: code, count: 0 }));
    const all = [...options, ...missing].filter((o) => o.count > 0 || selectedIds.includes(o.id) || code === 'price');
    if (all.length === 0) continue;
    groups.push({
      code,
      options: all.map((o) => ({ ...o, selected: selectedIds.includes(o.id), href: listingHref(pathname, toggleFilter(state, code, o.id)) })),
    });
  }
  return groups;
}

/** Years that can be picked as `?period=YYYY`, from the month facet (YYYY-MM keys), with the chosen one kept. */
export function periodGroup(pathname: string, state: ListingState, months: FacetOption[] | undefined): FacetGroup | null {
  const counts = new Map<number, number>();
  for (const m of months ?? []) {
    const year = Number(m.id.slice(0, 4));
    if (/^\d{4}-\d{2}$/.test(m.id)) counts.set(year, (counts.get(year) ?? 0) + m.count);
  }
  if (state.period != null && !counts.has(state.period)) counts.set(state.period, 0);
  if (counts.size === 0) return null;
  const options = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, count]): FacetLink => {
      const selected = state.period === year;
      return { id: String(year), label: String(year), type: 'month', count, selected, href: listingHref(pathname, setPeriod(state, selected ? null : year)) };
    });
  return { code: 'period', options };
}

export interface SortLink {
  id: string;
  selected: boolean;
  href: string;
}

/** Sort is one system value: choosing the default clears it, any other sets it. */
export function sortLinks(pathname: string, state: ListingState): SortLink[] {
  const current = state.sort ?? DEFAULT_SORT_ID;
  return SORT_OPTIONS.map((o) => {
    const next = o.id === DEFAULT_SORT_ID ? { ...state, sort: null } : state.sort === o.id ? state : setSort(state, o.id);
    return { id: o.id, selected: o.id === current, href: listingHref(pathname, next) };
  });
}

export function resetHref(pathname: string): string {
  return listingHref(pathname, emptyListingState());
}

/** Message id of a sort option's (translated) label. */
export function sortLabelId(id: string): string {
  return `listing.sort.${id.replace(/[:_]/g, '-')}`;
}
