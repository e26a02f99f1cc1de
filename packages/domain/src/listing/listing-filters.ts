import { MAX_DEFAULT_FILTERS } from '@encore/contracts';

/**
 * The filters a category listing offers, by the code used in the route query.
 * `field` is the product field the API filters and aggregates on.
 */
export interface ListingFilterDefinition {
  code: string;
  field: string;
  /** Single-select filters replace their value instead of adding to it. */
  single: boolean;
  /** Values are ids: values containing a dot are ignored. */
  id: boolean;
  /** Ids are numbers (category ids); other ids are keys such as a venue's url_key. */
  numeric: boolean;
  kind: 'terms' | 'range';
}

const ALL_FILTERS: ListingFilterDefinition[] = [
  { code: 'city', field: 'city', single: false, id: false, numeric: false, kind: 'terms' },
  // By the venue's url_key, not its name: same-named venues stay apart and a renamed venue keeps its links.
  { code: 'venue', field: 'venue_key', single: false, id: true, numeric: false, kind: 'terms' },
  { code: 'month', field: 'event_month', single: false, id: false, numeric: false, kind: 'terms' },
  { code: 'category', field: 'category_ids', single: false, id: true, numeric: true, kind: 'terms' },
  { code: 'price', field: 'final_price_incl_tax', single: true, id: false, numeric: false, kind: 'range' },
];

/** At most ten default filters are offered, whatever the list above grows to. */
export const LISTING_FILTERS: readonly ListingFilterDefinition[] = ALL_FILTERS.slice(0, MAX_DEFAULT_FILTERS);

export type ListingFilterCode = 'city' | 'venue' | 'month' | 'category' | 'price';

export function listingFilter(code: string): ListingFilterDefinition | undefined {
  return LISTING_FILTERS.find((f) => f.code === code);
}

/** The query parameter of the period filter (a year); `sort` is the other parameter that is not a filter. */
export const PERIOD_PARAM = 'period';
