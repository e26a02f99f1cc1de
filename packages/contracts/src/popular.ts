import { z } from 'zod';
import { storeCodeSchema } from './store-views.ts';

/** The popular lists: artists (overall and per category), venues, cities and genres. */
const POPULAR_ENTITY_TYPES = ['popularArtists', 'categoryArtists', 'popularVenues', 'popularCities', 'popularGenres'] as const;
export type PopularEntityType = (typeof POPULAR_ENTITY_TYPES)[number];

/** "Popular entity count default 12; category artists limit default 12." */
export const POPULAR_ENTITY_COUNT = 12;
/** Upper bound so one request cannot ask for every row. */
const POPULAR_MAX_LIMIT = 100;

const intParam = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number);

export const popularListQuerySchema = z
  .object({
    entityType: z.enum(POPULAR_ENTITY_TYPES, { error: `entityType must be one of ${POPULAR_ENTITY_TYPES.join(', ')}` }),
    limit: intParam('limit')
      .pipe(z.number().int().min(1, 'limit must be at least 1').max(POPULAR_MAX_LIMIT, `limit must be at most ${POPULAR_MAX_LIMIT}`))
      .default(POPULAR_ENTITY_COUNT),
    categoryId: intParam('categoryId').optional(),
    /** Names and url paths in this store view's language (default store when omitted). */
    storeCode: storeCodeSchema.default('default'),
  })
  .strict();
export type PopularListQuery = z.infer<typeof popularListQuerySchema>;

export const venuesListQuerySchema = z.object({ storeCode: storeCodeSchema.default('default') }).strict();

/**
 * One entry of a popular list. Popularity is tickets sold for upcoming, enabled
 * events (ties: more events first, then name). `slug` is the path segment of
 * the entity's own page; `url_path` is set for categories (artists, genres).
 */
export interface PopularItem {
  entity_type: 'artist' | 'venue' | 'city' | 'genre';
  /** Category or venue id; cities have none and repeat their slug. */
  id: number | string;
  name: string;
  slug: string;
  url_path: string | null;
  image: string | null;
  /** Venue's city (venues only). */
  city: string | null;
  /** Upcoming, enabled events. */
  event_count: number;
  tickets_sold: number;
}

export interface VenueListItem {
  id: number;
  name: string;
  slug: string;
  city: string;
  city_slug: string;
  address: string;
  country_id: string;
  capacity: number;
  description: string;
  event_count: number;
}

export interface VenueList {
  items: VenueListItem[];
}
