import type { ListingState } from './listing-state.ts';

/** What the listing needs to know of a venue: its key (url_key), its name and its city. */
export interface VenueRef {
  key: string;
  name: string;
  city: string;
}

const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase('sv');

/**
 * The venue filter's route values as venue keys. A key is kept; a venue name (links from before
 * the filter went by key) becomes the key of every venue with that name, since the name filter
 * matched all of them; anything else is an unknown value and ignored. Keys come first,
 * then resolved names, without repeats.
 */
export function canonicalVenueFilter(state: ListingState, venues: readonly VenueRef[]): ListingState {
  const values = state.filters.venue;
  if (!values?.length) return state;
  const keys = new Set(venues.map((v) => v.key));
  const out: string[] = [];
  const add = (key: string) => {
    if (!out.includes(key)) out.push(key);
  };
  for (const value of values) {
    if (keys.has(value)) {
      add(value);
      continue;
    }
    const name = fold(value);
    for (const v of venues) if (fold(v.name) === name) add(v.key);
  }
  const filters = { ...state.filters };
  if (out.length) filters.venue = out;
  else delete filters.venue;
  return { ...state, filters };
}

/** Facet label of a venue key: its name, and the city when shown next to a venue of the same name. */
export function venueLabels(venues: readonly VenueRef[]): { label: (key: string) => string | undefined; qualifier: (key: string) => string | undefined } {
  const byKey = new Map(venues.map((v) => [v.key, v]));
  return { label: (key) => byKey.get(key)?.name, qualifier: (key) => byKey.get(key)?.city || undefined };
}
