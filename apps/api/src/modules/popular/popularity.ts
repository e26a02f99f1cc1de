import { CATEGORY_ROOT_ID, type PopularItem, type PopularListQuery, type StoreCode, type VenueListItem } from '@encore/contracts';
import { slugify, venueSlug } from '@encore/domain';
import type { PlacesCategory, PlacesData, PlacesEvent } from './places.repo.ts';

/**
 * Pure rankings over upcoming events. Popularity is tickets actually sold,
 * because that is what the shop knows best about demand; ties go to the entity
 * with more upcoming events, then to the name, so lists are stable.
 */

interface Tally {
  events: Set<number>;
  sold: number;
}

const collator = new Intl.Collator('sv', { sensitivity: 'base' });

function tally(map: Map<string | number, Tally>, key: string | number, e: PlacesEvent) {
  let t = map.get(key);
  if (!t) map.set(key, (t = { events: new Set(), sold: 0 }));
  if (t.events.has(e.id)) return;
  t.events.add(e.id);
  t.sold += e.sold;
}

function byPopularity(a: PopularItem, b: PopularItem): number {
  return b.tickets_sold - a.tickets_sold || b.event_count - a.event_count || collator.compare(a.name, b.name);
}

function categoryItem(c: PlacesCategory, store: StoreCode, t: Tally | undefined, kind: 'artist' | 'genre'): PopularItem {
  const tr = c.i18n[store] ?? {};
  return {
    entity_type: kind,
    id: c.id,
    name: tr.name || c.name,
    slug: tr.url_key || c.url_key,
    url_path: tr.url_path || c.url_path,
    image: c.image,
    city: null,
    event_count: t?.events.size ?? 0,
    tickets_sold: t?.sold ?? 0,
  };
}

/** Events listed in `categoryId` or anywhere below it. */
function eventsUnder(data: PlacesData, categoryId: number | undefined): PlacesEvent[] {
  if (categoryId === undefined) return data.events;
  const inside = new Set(data.categories.filter((c) => c.path_ids.includes(categoryId)).map((c) => c.id));
  inside.add(categoryId);
  return data.events.filter((e) => e.category_ids.some((id) => inside.has(id)));
}

function activeChain(c: PlacesCategory, byId: Map<number, PlacesCategory>): boolean {
  // An artist below an inactive category is hidden like the category itself.
  return c.path_ids.every((id) => id === c.id || !byId.has(id) || byId.get(id)!.is_active || id < CATEGORY_ROOT_ID) && c.is_active;
}

function artists(data: PlacesData, q: PopularListQuery, includeIdle: boolean): PopularItem[] {
  const byId = new Map(data.categories.map((c) => [c.id, c]));
  const scope = q.categoryId ?? (includeIdle ? CATEGORY_ROOT_ID : undefined);
  const candidates = data.categories.filter((c) => c.is_artist && activeChain(c, byId) && (scope === undefined || c.path_ids.includes(scope)));
  const ids = new Set(candidates.map((c) => c.id));
  const tallies = new Map<string | number, Tally>();
  for (const e of includeIdle ? data.events : eventsUnder(data, q.categoryId)) for (const id of e.category_ids) if (ids.has(id)) tally(tallies, id, e);
  return candidates
    .filter((c) => includeIdle || tallies.has(c.id))
    .map((c) => categoryItem(c, q.storeCode, tallies.get(c.id), 'artist'))
    .sort(byPopularity);
}

function venues(data: PlacesData, q: PopularListQuery): PopularItem[] {
  const tallies = new Map<string | number, Tally>();
  for (const e of eventsUnder(data, q.categoryId)) if (e.venue_id != null) tally(tallies, e.venue_id, e);
  return data.venues
    .filter((v) => tallies.has(v.id))
    .map((v): PopularItem => {
      const t = tallies.get(v.id)!;
      return { entity_type: 'venue', id: v.id, name: v.name, slug: venueSlug(v), url_path: null, image: null, city: v.city, event_count: t.events.size, tickets_sold: t.sold };
    })
    .sort(byPopularity);
}

function cities(data: PlacesData, q: PopularListQuery): PopularItem[] {
  const tallies = new Map<string | number, Tally>();
  const names = new Map<string, string>();
  for (const e of eventsUnder(data, q.categoryId)) {
    const slug = slugify(e.city);
    if (!slug) continue;
    if (!names.has(slug)) names.set(slug, e.city);
    tally(tallies, slug, e);
  }
  return [...names].map(([slug, name]): PopularItem => {
    const t = tallies.get(slug)!;
    return { entity_type: 'city', id: slug, name, slug, url_path: null, image: null, city: null, event_count: t.events.size, tickets_sold: t.sold };
  }).sort(byPopularity);
}

/**
 * Genres are the non-artist categories one level below the scope (the root
 * category, or `categoryId`), each counting the events anywhere beneath it.
 */
function genres(data: PlacesData, q: PopularListQuery): PopularItem[] {
  const byId = new Map(data.categories.map((c) => [c.id, c]));
  const parent = q.categoryId ?? CATEGORY_ROOT_ID;
  const candidates = data.categories.filter((c) => c.parent_id === parent && !c.is_artist && activeChain(c, byId));
  const tallies = new Map<string | number, Tally>();
  const under = new Map<number, Set<number>>();
  for (const g of candidates) under.set(g.id, new Set(data.categories.filter((c) => c.path_ids.includes(g.id)).map((c) => c.id).concat(g.id)));
  for (const e of data.events) for (const g of candidates) if (e.category_ids.some((id) => under.get(g.id)!.has(id))) tally(tallies, g.id, e);
  return candidates
    .filter((g) => tallies.has(g.id))
    .map((g) => categoryItem(g, q.storeCode, tallies.get(g.id), 'genre'))
    .sort(byPopularity);
}

export function popularList(data: PlacesData, q: PopularListQuery): PopularItem[] {
  const all =
    q.entityType === 'popularArtists'
      ? artists(data, q, false)
      : q.entityType === 'categoryArtists'
        ? artists(data, q, true)
        : q.entityType === 'popularVenues'
          ? venues(data, q)
          : q.entityType === 'popularCities'
            ? cities(data, q)
            : genres(data, q);
  return all.slice(0, q.limit);
}

/** Every venue, by name, with its number of upcoming events (the venues index lists them all). */
export function venueList(data: PlacesData): VenueListItem[] {
  const counts = new Map<number, number>();
  for (const e of data.events) if (e.venue_id != null) counts.set(e.venue_id, (counts.get(e.venue_id) ?? 0) + 1);
  return data.venues
    .map((v) => ({
      id: v.id,
      name: v.name,
      slug: venueSlug(v),
      city: v.city,
      city_slug: slugify(v.city),
      address: v.address,
      country_id: v.country_id,
      capacity: v.capacity,
      description: v.description,
      event_count: counts.get(v.id) ?? 0,
    }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
