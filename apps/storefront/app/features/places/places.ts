import type { PopularItem, VenueListItem } from '@encore/contracts';

/** App paths (without store prefix) of the places pages; decision 0014 records them. */
export const artistPath = (slug: string) => `/artist/${slug}`;
export const venuePath = (slug: string) => `/venue/${slug}`;
export const cityPath = (slug: string) => `/city/${slug}`;
export const VENUES_PATH = '/venues';
export const CITIES_PATH = '/cities';

/** Where a popular-list entry links: artists, venues and cities to their pages, genres to their category listing. */
export function popularItemPath(item: PopularItem): string {
  switch (item.entity_type) {
    case 'artist':
      return artistPath(item.slug);
    case 'venue':
      return venuePath(item.slug);
    case 'city':
      return cityPath(item.slug);
    case 'genre':
      return `/c/${item.url_path ?? item.slug}`;
  }
}

export interface CitySummary {
  name: string;
  slug: string;
  venues: Array<{ name: string; slug: string; eventCount: number }>;
  eventCount: number;
}

/** Cities of the venue list, by name, each with its venues (by name) and upcoming event count. */
export function citiesFromVenues(venues: VenueListItem[]): CitySummary[] {
  const bySlug = new Map<string, CitySummary>();
  for (const v of venues) {
    if (!v.city_slug) continue;
    let c = bySlug.get(v.city_slug);
    if (!c) bySlug.set(v.city_slug, (c = { name: v.city, slug: v.city_slug, venues: [], eventCount: 0 }));
    c.venues.push({ name: v.name, slug: v.slug, eventCount: v.event_count });
    c.eventCount += v.event_count;
  }
  const collator = new Intl.Collator('sv');
  const cities = [...bySlug.values()].sort((a, b) => collator.compare(a.name, b.name));
  for (const c of cities) c.venues.sort((a, b) => collator.compare(a.name, b.name));
  return cities;
}

export interface EventPlaceLinks {
  venuePath: string | null;
  cityPath: string | null;
}

/**
 * Where an event page's venue and city link: only to places pages that exist,
 * i.e. the venue is in the venue list (matched by id, else by name and city)
 * and the city has a venue there. Anything else stays plain text.
 */
export function eventPlaceLinks(event: { venueId: number | null; venue: string; city: string }, venues: readonly VenueListItem[]): EventPlaceLinks {
  const found =
    (event.venueId !== null ? venues.find((v) => v.id === event.venueId) : undefined) ??
    (event.venue ? venues.find((v) => v.name === event.venue && v.city === event.city) : undefined);
  const venueLink = found ? venuePath(found.slug) : null;
  const cityOfEvent = event.city ? citiesFromVenues([...venues]).find((c) => c.name === event.city) : undefined;
  return { venuePath: venueLink, cityPath: cityOfEvent ? cityPath(cityOfEvent.slug) : null };
}
