import { CATEGORY_PAGE_SIZE, type SearchBody } from '@encore/contracts';
import { LISTING_FILTERS, type ListingFilterCode } from './listing-filters.ts';
import type { ListingState } from './listing-state.ts';
import { periodRange } from './period.ts';
import { PRICE_RANGES, priceRangeById, priceRangeMinor } from './price-ranges.ts';
import { DEFAULT_SORT_ID } from './sort-options.ts';

export interface ListingQueryOptions {
  /** The category and all its descendants. */
  categoryIds?: readonly number[];
  /** 1-based page of CATEGORY_PAGE_SIZE events. */
  page?: number;
  pageSize?: number;
  /** Sold-out events are hidden unless asked for. */
  showSoldOut?: boolean;
  fractionDigits?: number;
  timeZone?: string;
}

/** The catalogue search a listing state asks for: body, paging and sort for `/api/catalog/{store}/product/_search`. */
export interface ListingSearch {
  body: SearchBody;
  from: number;
  size: number;
  sort: string;
}

function filterFor(code: ListingFilterCode, values: string[], fractionDigits: number): NonNullable<SearchBody['filters']>[number] | undefined {
  const def = LISTING_FILTERS.find((f) => f.code === code);
  if (!def || values.length === 0) return undefined;
  if (def.kind === 'range') {
    const range = priceRangeById(values[0]!);
    if (!range) return undefined;
    const m = priceRangeMinor(range, fractionDigits);
    // `to` is exclusive like the aggregation buckets, so 50,00 falls in 50 - 100 only.
    return { attribute: def.field, value: m.to === undefined ? { gte: m.from } : { gte: m.from, lt: m.to }, scope: 'catalog' };
  }
  const typed = def.numeric ? values.map(Number) : values;
  return { attribute: def.field, value: { in: typed }, scope: 'catalog' };
}

/** Filters, facets (terms and price ranges), sort and paging of a category listing. */
export function buildListingSearch(state: ListingState, opts: ListingQueryOptions = {}): ListingSearch {
  const fractionDigits = opts.fractionDigits ?? 2;
  const filters: NonNullable<SearchBody['filters']> = [];
  if (opts.categoryIds?.length) filters.push({ attribute: 'category_ids', value: { in: [...opts.categoryIds] }, scope: 'default' });
  if (!opts.showSoldOut) filters.push({ attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' });
  if (state.period != null) {
    const r = periodRange(state.period, opts.timeZone);
    filters.push({ attribute: 'date', value: { gte: r.from, lte: r.to }, scope: 'default' });
  }
  for (const def of LISTING_FILTERS) {
    const f = filterFor(def.code as ListingFilterCode, state.filters[def.code as ListingFilterCode] ?? [], fractionDigits);
    if (f) filters.push(f);
  }
  const aggregations: NonNullable<SearchBody['aggregations']> = LISTING_FILTERS.map((def) =>
    def.kind === 'range' ? { field: def.field, ranges: PRICE_RANGES.map((r) => priceRangeMinor(r, fractionDigits)) } : { field: def.field },
  );
  const size = opts.pageSize ?? CATEGORY_PAGE_SIZE;
  const page = Math.max(1, Math.trunc(opts.page ?? 1));
  return { body: { filters, aggregations }, from: (page - 1) * size, size, sort: state.sort ?? DEFAULT_SORT_ID };
}
