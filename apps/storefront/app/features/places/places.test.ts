import { describe, expect, it } from 'vitest';
import type { PopularItem, VenueListItem } from '@encore/contracts';
import { citiesFromVenues, eventPlaceLinks, popularItemPath } from './places.ts';

const venue = (id: number, name: string, city: string, citySlug: string, events: number): VenueListItem => ({
  id, name, slug: name.toLowerCase().replace(/\W+/g, '-'), city, city_slug: citySlug, address: '', country_id: 'SE', capacity: 1000, description: '', event_count: events,
});

describe('citiesFromVenues', () => {
  it('groups venues by city slug, sums upcoming events and sorts both by Swedish collation', () => {
    const cities = citiesFromVenues([
      venue(1, 'Scandinavium', 'Göteborg', 'goteborg', 2),
      venue(2, 'Avicii Arena', 'Stockholm', 'stockholm', 3),
      venue(3, 'Ullevi', 'Göteborg', 'goteborg', 1),
      venue(4, 'Malmö Arena', 'Malmö', 'malmo', 0),
      venue(5, 'Cirkus', 'Stockholm', 'stockholm', 4),
    ]);
    expect(cities.map((c) => [c.name, c.slug, c.eventCount, c.venues.map((v) => v.name)])).toEqual([
      ['Göteborg', 'goteborg', 3, ['Scandinavium', 'Ullevi']],
      ['Malmö', 'malmo', 0, ['Malmö Arena']],
      ['Stockholm', 'stockholm', 7, ['Avicii Arena', 'Cirkus']],
    ]);
  });

  it('leaves out venues without a city', () => {
    expect(citiesFromVenues([venue(1, 'Nowhere', '', '', 5)])).toEqual([]);
  });
});

describe('popularItemPath', () => {
  const item = (entity_type: PopularItem['entity_type'], slug: string, url_path: string | null = null): PopularItem => ({
    entity_type, id: 1, name: 'x', slug, url_path, image: null, city: null, event_count: 1, tickets_sold: 0,
  });
  it('links artists, venues and cities to their pages and genres to their category', () => {
    expect(popularItemPath(item('artist', 'norrsken', 'konserter/norrsken'))).toBe('/artist/norrsken');
    expect(popularItemPath(item('venue', 'avicii-arena'))).toBe('/venue/avicii-arena');
    expect(popularItemPath(item('city', 'goteborg'))).toBe('/city/goteborg');
    expect(popularItemPath(item('genre', 'konserter', 'konserter'))).toBe('/c/konserter');
  });
});

describe('eventPlaceLinks', () => {
  const venues = [venue(7, 'Avicii Arena', 'Stockholm', 'stockholm', 3), venue(8, 'Ullevi', 'Göteborg', 'goteborg', 0)];

  it('links the venue (found by id) and its city to their places pages', () => {
    expect(eventPlaceLinks({ venueId: 7, venue: 'Avicii Arena', city: 'Stockholm' }, venues)).toEqual({ venuePath: '/venue/avicii-arena', cityPath: '/city/stockholm' });
  });

  it('finds a venue by name and city when the event has no venue id', () => {
    expect(eventPlaceLinks({ venueId: null, venue: 'Ullevi', city: 'Göteborg' }, venues)).toEqual({ venuePath: '/venue/ullevi', cityPath: '/city/goteborg' });
  });

  it('leaves a venue or city unlinked when its page would not exist', () => {
    expect(eventPlaceLinks({ venueId: 99, venue: 'Okänd scen', city: 'Stockholm' }, venues)).toEqual({ venuePath: null, cityPath: '/city/stockholm' });
    expect(eventPlaceLinks({ venueId: null, venue: 'Okänd scen', city: 'Umeå' }, venues)).toEqual({ venuePath: null, cityPath: null });
    expect(eventPlaceLinks({ venueId: 7, venue: 'Avicii Arena', city: 'Stockholm' }, [])).toEqual({ venuePath: null, cityPath: null });
  });
});
