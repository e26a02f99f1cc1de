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
  /**
   * The search also answers the facet panel as the page shows it, so one search serves the page: each
   * chosen facet counts its options as if its own choice were not made (other facets still apply), so
   * a visitor can add a second city or switch price range instead of seeing only what is already
   * selected; and when a period or a month is chosen, the months the period's years come from are
   * counted with neither, since both narrow the dates (read them with periodMonthAggregations).
   */
  facetPanel?: boolean;
}

/** The catalogue search a listing state asks for: body, paging and sort for `/api/catalog/{store}/product/_search`. */
export interface ListingSearch {
  body: SearchBody;
  from: number;
  size: number;
  sort: string;
}

type SearchFilter = NonNullable<SearchBody['filters']>[number];
type SearchAggregation = NonNullable<SearchBody['aggregations']>[number];

/** Tag of the period (year) filter; each listing filter is tagged with its own code. */
const PERIOD_TAG = 'period';
/** Where a listing page's search answers the month counts the period facet's years are built from. */
const PERIOD_MONTHS_AGGREGATION = 'period_months';

function filterFor(code: ListingFilterCode, values: string[], fractionDigits: number): SearchFilter | undefined {
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
  const panel = opts.facetPanel === true;
  const fractionDigits = opts.fractionDigits ?? 2;
  const filters: SearchFilter[] = [];
  if (opts.categoryIds?.length) filters.push({ attribute: 'category_ids', value: { in: [...opts.categoryIds] }, scope: 'default' });
  if (!opts.showSoldOut) filters.push({ attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' });
  if (state.period != null) {
    const r = periodRange(state.period, opts.timeZone);
    filters.push({ attribute: 'date', value: { gte: r.from, lte: r.to }, scope: 'default', ...(panel ? { tag: PERIOD_TAG } : {}) });
  }
  for (const def of LISTING_FILTERS) {
    const f = filterFor(def.code as ListingFilterCode, state.filters[def.code as ListingFilterCode] ?? [], fractionDigits);
    if (f) filters.push(panel ? { ...f, tag: def.code } : f);
  }
  const aggregations: SearchAggregation[] = LISTING_FILTERS.map((def) => {
    const agg: SearchAggregation = def.kind === 'range' ? { field: def.field, ranges: PRICE_RANGES.map((r) => priceRangeMinor(r, fractionDigits)) } : { field: def.field };
    return panel && state.filters[def.code as ListingFilterCode]?.length ? { ...agg, exclude: [def.code] } : agg;
  });
  if (panel && (state.period != null || state.filters.month?.length)) {
    aggregations.push({ field: monthField(), name: PERIOD_MONTHS_AGGREGATION, exclude: ['month', PERIOD_TAG] });
  }
  const size = opts.pageSize ?? CATEGORY_PAGE_SIZE;
  const from = (Math.max(1, Math.trunc(opts.page ?? 1)) - 1) * size;
  return { body: { filters, aggregations }, from, size, sort: state.sort ?? DEFAULT_SORT_ID };
}

/** The month counts the period facet is built from, as facetsFromAggregations reads the month facet. */
export function periodMonthAggregations<T>(aggregations: Record<string, T>): Record<string, T> {
  const key = `agg_terms_${monthField()}`;
  const months = aggregations[PERIOD_MONTHS_AGGREGATION] ?? aggregations[key];
  return months === undefined ? {} : { [key]: months };
}

function monthField(): string {
  return LISTING_FILTERS.find((f) => f.code === 'month')!.field;
}
