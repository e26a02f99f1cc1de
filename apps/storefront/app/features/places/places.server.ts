import type { AppliedFilter, Category, PopularEntityType, PopularItem, StoreView, VenueList, VenueListItem } from '@encore/contracts';
import { CATEGORY_ROOT_ID, HOME_COLLECTION_SIZE, POPULAR_ENTITY_COUNT } from '@encore/contracts';
import { loadCategories } from '#app/features/catalog/catalog.server.ts';
import { pageWindow } from '#app/features/catalog/paging.ts';
import { categoryBreadcrumbs, EVENT_SUMMARY_FIELDS, toEventSummary } from '#app/features/catalog/reshape.ts';
import type { Breadcrumb, EventSummary } from '#app/features/catalog/types.ts';
import { apiRead, searchCategories, searchProducts } from '#app/lib/api.server.ts';
import { createCache, memoize } from '#app/lib/cache.ts';
import { htmlParagraphs } from '#app/lib/html.server.ts';
import { citiesFromVenues, type CitySummary } from './places.ts';
import { embedSource, type EmbedSource } from './embed-url.ts';

const f = (attribute: string, value: AppliedFilter['value']): AppliedFilter => ({ attribute, value, scope: 'default' });

// Venues change only with an import; a short per-process cache keeps index pages cheap.
const venueList = createCache<'venues', Promise<VenueListItem[]>>({ max: 1, ttlMs: 60_000 });

export function loadVenues(): Promise<VenueListItem[]> {
  return memoize(venueList, 'venues', () => apiRead<VenueList>('/api/ext/venues/get-list').then((r) => r.items));
}

/** Popular lists by store, kind, length and category, kept a minute: a category page then asks the catalogue only for its events. */
const popularLists = createCache<string, Promise<PopularItem[]>>({ max: 1_000, ttlMs: 60_000 });

/** Test hook: forget the cached venue list and popular lists. */
export function clearPlacesCache(): void {
  venueList.clear();
  popularLists.clear();
}

/** A popular list; blocks on other pages degrade to nothing when the API cannot answer. */
export async function loadPopular(storeView: StoreView, entityType: PopularEntityType, options: { limit?: number; categoryId?: number } = {}): Promise<PopularItem[]> {
  const query = { entityType, limit: options.limit ?? POPULAR_ENTITY_COUNT, categoryId: options.categoryId, storeCode: storeView.storeCode };
  try {
    return await memoize(popularLists, JSON.stringify(query), () => apiRead<PopularItem[]>('/api/ext/popular/get-list', { query }));
  } catch (error) {
    console.error(`[places] ${entityType} unavailable:`, (error as Error).message);
    return [];
  }
}

export interface EventPage {
  events: EventSummary[];
  total: number;
}

/**
 * Upcoming events matching `filters`, by date, load-more paged like category
 * listings (sold-out ones shown with their badge). "Upcoming" starts at the
 * current full hour so identical requests within the hour share the API's answer cache.
 */
async function eventsWhere(storeView: StoreView, filters: AppliedFilter[], page: number): Promise<EventPage> {
  const { from, size } = pageWindow(page);
  const hour = new Date();
  hour.setUTCMinutes(0, 0, 0);
  const upcoming = f('date', { gte: hour.toISOString() });
  const r = await searchProducts({ storeCode: storeView.storeCode, body: { filters: [...filters, upcoming], aggregations: [] }, sort: 'date:asc', from, size, includeFields: EVENT_SUMMARY_FIELDS });
  return { events: r.items.map(toEventSummary), total: r.total };
}

export interface ArtistPage extends EventPage {
  artist: {
    id: number;
    name: string;
    lead: string;
    about: string[];
    tourInformation: string | null;
    image: string | null;
    spotify: EmbedSource | null;
    youtube: EmbedSource | null;
  };
  breadcrumbs: Breadcrumb[];
}

/** `/artist/{url_key}`: an active is_artist category and its events; null when there is none. */
export async function loadArtistPage(storeView: StoreView, slug: string, page: number): Promise<ArtistPage | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
  const found = await searchCategories({
    storeCode: storeView.storeCode,
    body: { filters: [f('url_key', { eq: slug }), f('is_artist', { eq: true }), f('is_active', { eq: true })], aggregations: [] },
    size: 1,
  });
  const artist: Category | undefined = found.items.find((c) => c.url_key === slug && c.is_artist && c.is_active);
  if (!artist || artist.id <= CATEGORY_ROOT_ID) return null;
  const [list, nodes] = await Promise.all([eventsWhere(storeView, [f('category_ids', { in: [artist.id] })], page), loadCategories(storeView).catch(() => [])]);
  const crumbs = nodes.some((n) => n.id === artist.id) ? categoryBreadcrumbs(nodes, artist.id, CATEGORY_ROOT_ID) : [{ name: artist.name, path: null }];
  return {
    artist: {
      id: artist.id,
      name: artist.name,
      lead: artist.short_description,
      // Artist pages show the description as plain paragraphs, so no markup from the catalogue reaches the page.
      about: htmlParagraphs(artist.description),
      tourInformation: artist.tour_information?.trim() || null,
      image: artist.image,
      spotify: artist.spotify_embed_url ? embedSource('spotify', artist.spotify_embed_url) : null,
      youtube: artist.youtube_embed_url ? embedSource('youtube', artist.youtube_embed_url) : null,
    },
    // The artist's own crumb links to this page, not to the category listing.
    breadcrumbs: crumbs.map((b, i) => (i === crumbs.length - 1 ? { name: b.name, path: null } : b)),
    ...list,
  };
}

export interface VenuePage extends EventPage {
  venue: VenueListItem;
}

export async function loadVenuePage(storeView: StoreView, slug: string, page: number): Promise<VenuePage | null> {
  const venue = (await loadVenues()).find((v) => v.slug === slug);
  if (!venue) return null;
  return { venue, ...(await eventsWhere(storeView, [f('venue_id', { eq: venue.id })], page)) };
}

export interface CityPage extends EventPage {
  city: CitySummary;
}

export async function loadCityPage(storeView: StoreView, slug: string, page: number): Promise<CityPage | null> {
  const city = citiesFromVenues(await loadVenues()).find((c) => c.slug === slug);
  if (!city) return null;
  return { city, ...(await eventsWhere(storeView, [f('city', { eq: city.name })], page)) };
}

export async function loadCities(): Promise<CitySummary[]> {
  return citiesFromVenues(await loadVenues());
}

/** The home page's popular artists, venues and cities (8 each, like the home collections). */
export async function loadHomePlaces(storeView: StoreView): Promise<{ artists: PopularItem[]; venues: PopularItem[]; cities: PopularItem[] }> {
  const [artists, venues, cities] = await Promise.all([
    loadPopular(storeView, 'popularArtists', { limit: HOME_COLLECTION_SIZE }),
    loadPopular(storeView, 'popularVenues', { limit: HOME_COLLECTION_SIZE }),
    loadPopular(storeView, 'popularCities', { limit: HOME_COLLECTION_SIZE }),
  ]);
  return { artists, venues, cities };
}
