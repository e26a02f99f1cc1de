import { describe, expect, it } from 'vitest';
import { popularListQuerySchema } from '@encore/contracts';
import type { PlacesCategory, PlacesData, PlacesEvent } from './places.repo.ts';
import { popularList, venueList } from './popularity.ts';

const cat = (id: number, parent: number, path: string, name: string, extra: Partial<PlacesCategory> = {}): PlacesCategory => ({
  id, parent_id: parent, name, url_key: name.toLowerCase(), url_path: name.toLowerCase(), path_ids: path.split('/').map(Number), level: path.split('/').length - 1,
  position: 0, is_active: true, is_artist: false, image: null, i18n: {}, ...extra,
});
const ev = (id: number, sold: number, category_ids: number[], venue_id: number | null, city: string): PlacesEvent => ({ id, sold, category_ids, venue_id, city });

/**
 * Root 2 → Konserter 3 (artists A 20, B 21, idle C 22) and Jazz 30 below it (artist D 31),
 * Teater 4, Gammalt 5 (inactive, with artist E 50).
 */
const data: PlacesData = {
  categories: [
    cat(1, 0, '1', 'Root'),
    cat(2, 1, '1/2', 'Evenemang'),
    cat(3, 2, '1/2/3', 'Konserter', { i18n: { store_de: { name: 'Konzerte', url_path: 'konzerte' } } }),
    cat(4, 2, '1/2/4', 'Teater'),
    cat(5, 2, '1/2/5', 'Gammalt', { is_active: false }),
    cat(20, 3, '1/2/3/20', 'Alfa', { is_artist: true }),
    cat(21, 3, '1/2/3/21', 'Beta', { is_artist: true }),
    cat(22, 3, '1/2/3/22', 'Cesium', { is_artist: true }),
    cat(30, 3, '1/2/3/30', 'Jazz'),
    cat(31, 30, '1/2/3/30/31', 'Delta', { is_artist: true }),
    cat(50, 5, '1/2/5/50', 'Eko', { is_artist: true }),
  ],
  venues: [
    { id: 1, name: 'Arena', url_key: 'arena', city: 'Stockholm', address: '', country_id: 'SE', capacity: 100, description: '' },
    { id: 2, name: 'Klubben', url_key: '', city: 'Malmö', address: '', country_id: 'SE', capacity: 50, description: '' },
    { id: 3, name: 'Tomma hallen', url_key: 'tomma-hallen', city: 'Umeå', address: '', country_id: 'SE', capacity: 10, description: '' },
  ],
  events: [
    ev(100, 10, [3, 20], 1, 'Stockholm'),
    ev(101, 10, [3, 20], 2, 'Malmö'),
    ev(102, 30, [3, 21], 1, 'Stockholm'),
    ev(103, 5, [30, 31], 2, 'Malmö'),
    ev(104, 99, [5, 50], 2, 'Malmö'),
    ev(105, 1, [4], null, 'Lund'),
  ],
};
const q = (query: Record<string, string>) => popularListQuerySchema.parse(query);
const rows = (items: Array<{ name: string; event_count: number; tickets_sold: number }>) => items.map((i) => [i.name, i.event_count, i.tickets_sold]);

describe('popularList', () => {
  it('ranks artists by tickets sold, hiding artists without events and those below an inactive category', () => {
    expect(rows(popularList(data, q({ entityType: 'popularArtists' })))).toEqual([
      ['Beta', 1, 30],
      ['Alfa', 2, 20],
      ['Delta', 1, 5],
    ]);
  });

  it('breaks a tie in tickets sold by the number of events, then by name', () => {
    const tie: PlacesData = { ...data, events: [ev(1, 10, [20], 1, 'X'), ev(2, 0, [20], 1, 'X'), ev(3, 10, [21], 1, 'X'), ev(4, 5, [22], 1, 'X'), ev(5, 5, [31], 1, 'X')] };
    expect(popularList(tie, q({ entityType: 'popularArtists' })).map((i) => i.name)).toEqual(['Alfa', 'Beta', 'Cesium', 'Delta']);
  });

  it('lists every artist of a category subtree for categoryArtists, idle ones last', () => {
    expect(rows(popularList(data, q({ entityType: 'categoryArtists', categoryId: '3' })))).toEqual([
      ['Beta', 1, 30],
      ['Alfa', 2, 20],
      ['Delta', 1, 5],
      ['Cesium', 0, 0],
    ]);
    expect(popularList(data, q({ entityType: 'categoryArtists', categoryId: '30' })).map((i) => i.name)).toEqual(['Delta']);
    expect(popularList(data, q({ entityType: 'categoryArtists' })).map((i) => i.name)).toEqual(['Beta', 'Alfa', 'Delta', 'Cesium']);
    expect(popularList(data, q({ entityType: 'categoryArtists', categoryId: '5' }))).toEqual([]);
  });

  it('restricts venue and city counts to the events of a category subtree', () => {
    expect(rows(popularList(data, q({ entityType: 'popularVenues' })))).toEqual([
      ['Klubben', 3, 114],
      ['Arena', 2, 40],
    ]);
    expect(rows(popularList(data, q({ entityType: 'popularVenues', categoryId: '30' })))).toEqual([['Klubben', 1, 5]]);
    expect(popularList(data, q({ entityType: 'popularVenues' }))[0]).toMatchObject({ slug: 'klubben', city: 'Malmö', entity_type: 'venue' });
    expect(popularList(data, q({ entityType: 'popularCities', categoryId: '3' })).map((c) => [c.slug, c.name, c.event_count, c.tickets_sold])).toEqual([
      ['stockholm', 'Stockholm', 2, 40],
      ['malmo', 'Malmö', 2, 15],
    ]);
  });

  it('ranks genres one level below the scope, counting events of their whole subtree, skipping inactive ones', () => {
    expect(popularList(data, q({ entityType: 'popularGenres' })).map((g) => [g.name, g.url_path, g.event_count, g.tickets_sold])).toEqual([
      ['Konserter', 'konserter', 4, 55],
      ['Teater', 'teater', 1, 1],
    ]);
    expect(popularList(data, q({ entityType: 'popularGenres', categoryId: '3' })).map((g) => g.name)).toEqual(['Jazz']);
    expect(popularList(data, q({ entityType: 'popularGenres', storeCode: 'store_de' }))[0]).toMatchObject({ name: 'Konzerte', url_path: 'konzerte', slug: 'konserter' });
  });

  it('cuts the list at the limit, 12 by default', () => {
    const many: PlacesData = {
      ...data,
      venues: Array.from({ length: 20 }, (_, i) => ({ id: i + 1, name: `V${String(i).padStart(2, '0')}`, url_key: `v${i}`, city: 'X', address: '', country_id: 'SE', capacity: 1, description: '' })),
      events: Array.from({ length: 20 }, (_, i) => ev(i + 1, i, [3], i + 1, 'X')),
    };
    expect(popularList(many, q({ entityType: 'popularVenues' }))).toHaveLength(12);
    expect(popularList(many, q({ entityType: 'popularVenues', limit: '3' })).map((v) => v.name)).toEqual(['V19', 'V18', 'V17']);
  });
});

describe('venueList', () => {
  it('lists every venue by name with its upcoming events, slugging missing url keys and cities', () => {
    expect(venueList(data).map((v) => [v.name, v.slug, v.city_slug, v.event_count])).toEqual([
      ['Arena', 'arena', 'stockholm', 2],
      ['Klubben', 'klubben', 'malmo', 3],
      ['Tomma hallen', 'tomma-hallen', 'umea', 0],
    ]);
  });
});
