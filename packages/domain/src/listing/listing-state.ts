import { LISTING_FILTERS, PERIOD_PARAM, listingFilter, type ListingFilterCode } from './listing-filters.ts';
import { parsePeriod } from './period.ts';
import { priceRangeById } from './price-ranges.ts';
import { isSortOption } from './sort-options.ts';

/** What a category listing shows, read from the route query and written back to it on every change. */
export interface ListingState {
  filters: Partial<Record<ListingFilterCode, string[]>>;
  /** A sort option id; null means the default (date ascending). */
  sort: string | null;
  /** A year from `?period=YYYY`. */
  period: number | null;
}

export type RouteQuery = URLSearchParams | Record<string, string | readonly string[] | null | undefined>;

function valuesOf(query: RouteQuery, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const v = query[key];
  if (v == null) return [];
  return typeof v === 'string' ? [v] : [...v];
}

/** A listing with no filter, the default sort and no period: what a reset returns to. */
export function emptyListingState(): ListingState {
  return { filters: {}, sort: null, period: null };
}

/** Whether a route value is acceptable for a filter: ids without dots, known price ranges, non-empty text. */
function acceptable(code: ListingFilterCode, value: string): boolean {
  const def = listingFilter(code)!;
  if (value.trim() === '') return false;
  if (def.id) return !value.includes('.') && (!def.numeric || /^\d+$/.test(value));
  if (def.kind === 'range') return priceRangeById(value) !== undefined;
  return true;
}

/**
 * Reads the filter state from the route query: known filter codes only,
 * unknown codes and values ignored, `sort` as one system value, `period` a year.
 */
export function parseListingRoute(query: RouteQuery): ListingState {
  const state = emptyListingState();
  for (const def of LISTING_FILTERS) {
    const code = def.code as ListingFilterCode;
    const values = [...new Set(valuesOf(query, code).flatMap((v) => v.split(',')).map((v) => v.trim()))].filter((v) => acceptable(code, v));
    if (values.length === 0) continue;
    state.filters[code] = def.single ? values.slice(-1) : values;
  }
  const sort = valuesOf(query, 'sort')[0];
  if (sort && isSortOption(sort)) state.sort = sort;
  state.period = parsePeriod(valuesOf(query, PERIOD_PARAM)[0]);
  return state;
}

/** The route query of a state, in a stable order so equal states give equal URLs (and cache keys). */
export function listingRouteQuery(state: ListingState): URLSearchParams {
  const q = new URLSearchParams();
  for (const def of LISTING_FILTERS) for (const v of state.filters[def.code as ListingFilterCode] ?? []) q.append(def.code, v);
  if (state.sort) q.set('sort', state.sort);
  if (state.period != null) q.set(PERIOD_PARAM, String(state.period));
  return q;
}

function withValues(state: ListingState, code: ListingFilterCode, values: string[]): ListingState {
  const filters = { ...state.filters };
  if (values.length) filters[code] = values;
  else delete filters[code];
  return { ...state, filters };
}

/**
 * Selecting a filter value already set removes it; otherwise it is added, or, for a single-select
 * filter (price ranges), replaces the value set before.
 */
export function toggleFilter(state: ListingState, code: ListingFilterCode, value: string): ListingState {
  const def = listingFilter(code);
  if (!def || !acceptable(code, value)) return state;
  const current = state.filters[code] ?? [];
  if (current.includes(value)) return withValues(state, code, current.filter((v) => v !== value));
  return withValues(state, code, def.single ? [value] : [...current, value]);
}

/** Sort is a system filter: set as one value, or cleared when the same value is chosen again. */
export function setSort(state: ListingState, sortId: string): ListingState {
  if (!isSortOption(sortId)) return state;
  return { ...state, sort: state.sort === sortId ? null : sortId };
}

export function setPeriod(state: ListingState, year: number | null): ListingState {
  return { ...state, period: year };
}

export function activeFilterCount(state: ListingState): number {
  return Object.values(state.filters).reduce((n, v) => n + (v?.length ?? 0), 0) + (state.period != null ? 1 : 0);
}
