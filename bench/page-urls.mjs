// The pages the page benches load, found as a visitor finds them: the menu, the listings' links, and
// events straight from the catalogue when the listings link fewer than 200.
import { api } from './lib.mjs';

function hrefs(html, prefix) {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&')).filter((h) => h.startsWith(prefix));
}

/** Event pages and category pages as the shop links them: the menu's categories, their facet, sort and paging links. */
export async function findPages(base, apiUrl) {
  const get = (path) => fetch(base + path).then((r) => (r.status === 200 ? r.text() : ''));
  const roots = [...new Set(hrefs(await get('/'), '/c/'))];
  const categories = new Set();
  const eventsFound = new Set();
  for (const root of roots) {
    const html = await get(root);
    for (const h of hrefs(html, '/c/')) categories.add(h);
    for (const h of hrefs(html, '/p/')) eventsFound.add(h.split('?')[0]);
  }
  // Listing links with filters combined with later pages and other sorts give many distinct renders.
  const variants = [...categories].flatMap((c) => {
    const [path, query = ''] = c.split('?');
    const params = new URLSearchParams(query);
    return [2, 3].map((page) => {
      const p = new URLSearchParams(params);
      p.set('page', String(page));
      return `${path}?${p}`;
    });
  });
  if (eventsFound.size < 200) for (const e of await eventPathsFromApi(apiUrl)) eventsFound.add(e);
  const filtered = shuffle(combinedFilters([...categories]));
  return { event: shuffle([...eventsFound]), category: shuffle([...categories, ...variants, ...filtered]), 'category with filters chosen': filtered };
}

/**
 * Pages with several facets chosen at once (the costly case before one search served the panel): per
 * category, the first link of each facet merged into one address, on the first pages.
 */
function combinedFilters(links) {
  const byPath = new Map();
  for (const link of links) {
    const [path, query = ''] = link.split('?');
    const merged = byPath.get(path) ?? new URLSearchParams();
    for (const [k, v] of new URLSearchParams(query)) if (k !== 'page' && k !== 'sort' && !merged.has(k)) merged.set(k, v);
    byPath.set(path, merged);
  }
  return [...byPath]
    .filter(([, p]) => [...p.keys()].length >= 2)
    .flatMap(([path, p]) => [1, 2].map((page) => `${path}?${p}${page > 1 ? `&page=${page}` : ''}`));
}

/** More event addresses than the listings link on their first pages, straight from the catalogue. */
async function eventPathsFromApi(apiUrl) {
  const request = encodeURIComponent(JSON.stringify({ filters: [], aggregations: [] }));
  const r = await api(apiUrl, `/api/catalog/default/product/_search?size=5000&_source_include=sku,slug&request=${request}`);
  return r.items.filter((p) => p.slug).map((p) => `/p/${encodeURIComponent(p.sku)}/${encodeURIComponent(p.slug)}`);
}

// A fixed shuffle, so runs visit the same pages in the same order.
function shuffle(list) {
  let seed = 42;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
