// The requests `bench:catalog` and `bench:catalog-ab` send to the generated large catalogue: category
// listings with facets, filters, sorts and pages; text searches with one slip per artist name; and the
// prefixes a shopper types into the search panel.
import { PRICE_RANGES, SORT_OPTIONS, buildListingSearch, emptyListingState, setSort, toggleFilter } from '@encore/domain';
import { artistName } from '../apps/api/src/db/generate/large-catalogue.ts';
import { EVENT_SUMMARY_FIELDS } from '../apps/storefront/app/features/catalog/reshape.ts';
import { api } from './lib.mjs';

const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Helsingborg', 'Jönköping', 'Norrköping', 'Lund', 'Umeå'];
/** Artists whose names the searches and prefixes slip on (the generator's first 625). */
const ARTISTS = 625;

// Listings and searches ask for the fields the storefront's cards read, as the storefront does;
// BENCH_WHOLE_DOCUMENTS=1 asks for whole documents (about five times the bytes), as the bench did before.
const fields = () => (process.env.BENCH_WHOLE_DOCUMENTS === '1' ? '' : `&_source_include=${EVENT_SUMMARY_FIELDS.join(',')}`);

/** The six top categories, each with its subcategories, as a listing asks for them. */
export const topCategoryLists = (categories) => [3, 4, 5, 6, 7, 8].map((id) => [id, ...categories.filter((c) => c.parent_id === id).map((c) => c.id)]);

/** Listing searches of `tops` by page (1 to `pages`), sort, price range and city (none or one of the first `cityCount`). */
export function listingSearches(tops, pages = 8, cityCount = CITIES.length) {
  const out = [];
  for (let page = 1; page <= pages; page++)
    for (const sort of SORT_OPTIONS)
      for (const range of [null, ...PRICE_RANGES])
        for (const city of [null, ...CITIES.slice(0, cityCount)])
          for (const ids of tops) {
            let s = setSort(emptyListingState(), sort.id);
            if (city) s = toggleFilter(s, 'city', city);
            if (range) s = toggleFilter(s, 'price', range.id);
            out.push(buildListingSearch(s, { categoryIds: ids, page }));
          }
  return out;
}

/** Every listing of the six top categories over HTTP: 8 pages, every sort, price range and city. */
export async function listingRequests(apiUrl) {
  const categories = await api(apiUrl, `/api/catalog/default/category/_search?size=4000&sort=position:asc&request=${encodeURIComponent(JSON.stringify({ filters: [{ attribute: 'is_active', value: { eq: true } }] }))}`);
  return listingSearches(topCategoryLists(categories.items)).map((q) => ({ method: 'POST', path: `/api/catalog/default/product/_search?from=${q.from}&size=${q.size}&sort=${q.sort}${fields()}`, body: JSON.stringify(q.body) }));
}

/** Three slips per artist: the last two letters swapped, a letter left out, a letter doubled. */
export const typos = (name) => [name.slice(0, -2) + name.slice(-1) + name.slice(-2, -1), name.slice(0, 2) + name.slice(3), name.slice(0, 4) + name[3] + name.slice(4)];

/** Each slip's first four pages of 16. */
export function searchRequests() {
  const out = [];
  for (const variant of [0, 1, 2])
    for (let page = 0; page < 4; page++)
      for (let i = 0; i < ARTISTS; i++) out.push({ method: 'POST', path: `/api/catalog/default/product/_search?from=${page * 16}&size=16${fields()}`, body: JSON.stringify({ text: typos(artistName(i))[variant] }) });
  return out;
}

const suggest = (prefix) => ({ method: 'GET', path: `/api/ext/catalog/suggest?q=${encodeURIComponent(prefix)}` });

/** The first slip's prefixes of 4, 5, 7 and 8 letters, each once: row (d-once). */
export function distinctPrefixRequests() {
  const prefixes = new Set([4, 5, 7, 8].flatMap((n) => Array.from({ length: ARTISTS }, (_, i) => typos(artistName(i))[0].slice(0, n))));
  return [...prefixes].map(suggest);
}

/** The first slip's first 6 letters: row (d), repeated. */
export function sixLetterPrefixRequests() {
  return Array.from({ length: ARTISTS }, (_, i) => suggest(typos(artistName(i))[0].slice(0, 6)));
}
