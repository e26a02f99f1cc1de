import type { ListingFilterCode } from '@encore/domain';

/** Facets appear in this order: city, venue, month, category, price ranges. */
export const FACET_ORDER: readonly ListingFilterCode[] = ['city', 'venue', 'month', 'category', 'price'];
