import { listingFilter, type ListingFilterCode, type ListingState } from '@encore/domain';

/** Facets appear in this order: city, venue, month, category, price ranges. */
export const FACET_ORDER: readonly ListingFilterCode[] = ['city', 'venue', 'month', 'category', 'price'];

/**
 * Each active facet counts its options as if its own choice were not made
 * (other facets still apply), so a visitor can add a second city or switch
 * price range instead of seeing only what is already selected. The period's
 * years come from the month facet counted without the period.
 */
export function facetCountQueries(state: ListingState): Array<{ target: ListingFilterCode | 'period'; without: ListingState; fields: string[] }> {
  const out: Array<{ target: ListingFilterCode | 'period'; without: ListingState; fields: string[] }> = [];
  for (const code of FACET_ORDER) {
    if (!state.filters[code]?.length) continue;
    const filters = { ...state.filters };
    delete filters[code];
    out.push({ target: code, without: { ...state, filters }, fields: [listingFilter(code)!.field] });
  }
  if (state.period != null || state.filters.month?.length) {
    // Years are counted with neither the period nor a month chosen, since both narrow the dates.
    const filters = { ...state.filters };
    delete filters.month;
    out.push({ target: 'period', without: { ...state, filters, period: null }, fields: [listingFilter('month')!.field] });
  }
  return out;
}

