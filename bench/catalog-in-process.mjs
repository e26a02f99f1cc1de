// `node --import tsx bench/catalog-in-process.mjs [sqlite file]`: old (document by document) against new
// (columns) product search on the catalogue a `bench:catalog` run left behind, in one process and
// alternated, so a busy machine slows both alike. Prints microseconds per search for each.
import { normaliseSearch } from '@encore/domain';
import { listingSearches, topCategoryLists } from './catalog-requests.mjs';
import { searchBodySchema } from '@encore/contracts';
import { createDb } from '../apps/api/src/db/create-db.ts';
import { artistName } from '../apps/api/src/db/generate/large-catalogue.ts';
import { CatalogService } from '../apps/api/src/modules/catalog/catalog.service.ts';
import { isKnownField } from '../apps/api/src/modules/catalog/catalog-index.ts';
import { runSearch, textScores } from '../apps/api/src/modules/catalog/catalog-search.ts';
import { productSearchJson } from '../apps/api/src/modules/catalog/product-search.ts';
import { CatalogTextIndex } from '../apps/api/src/modules/catalog/text/catalog-text-index.ts';
import { SearchBudget } from '../apps/api/src/modules/catalog/text/search-budget.ts';
import { fuzziness } from '../apps/api/src/modules/catalog/text/text-rules.ts';

const db = createDb({ sqlitePath: process.argv[2] ?? 'var/bench-large/encore.sqlite' });
const catalog = new CatalogService(db, { now: () => new Date() });
let t = performance.now();
const index = await catalog.storeIndex('default');
console.log(`index built: ${Math.round(performance.now() - t)} ms for ${index.products.length} events`);
// Four pages and no city or one of the first four: the listings of bench:catalog's row (a), fewer of them.
const listings = listingSearches(topCategoryLists(index.categories), 4, 4);
const searches = Array.from({ length: 200 }, (_, i) => {
  const name = artistName(i);
  return { from: 0, size: 16, body: { text: name.slice(0, -2) + name.slice(-1) + name.slice(-2, -1) } };
});
const norm = (q) => normaliseSearch({ entityType: 'product', from: q.from, size: q.size, sort: q.sort, body: searchBodySchema.parse(q.body) }, { isKnownField: (f) => isKnownField(index, 'product', f) });
const old = (n) => JSON.stringify({ code: 200, result: runSearch(index, n, {}, performance.now(), 0) });
const now = (n) => productSearchJson(index, n, {}, performance.now(), 0).json;
const n0 = (ns) => (ns[0].text ? 'text scores not memoised' : 'first use builds the columns');
for (const [name, list] of [['listing', listings], ['text search', searches]]) {
  const ns = list.map(norm);
  now(ns[0]);
  const us = { old: 0, new: 0 };
  for (let round = 0; round < 3; round++)
    for (const [label, fn] of [['old', old], ['new', now]]) {
      t = performance.now();
      // Text scores and hits are memoised per query: cleared here so every search pays for its text scoring.
      for (const n of ns) {
        if (n.text) {
          index.textScores.clear();
          index.textHits.clear();
        }
        fn(n);
      }
      us[label] += ((performance.now() - t) * 1000) / ns.length / 3;
    }
  console.log(`${name} (${ns.length} distinct, ${n0(ns)}): old ${Math.round(us.old)} µs, new ${Math.round(us.new)} µs per search`);
}
// Typo expansion: MiniSearch's walk of the vocabulary (a text index without deletions) against the
// symmetric-delete lookup, on the same documents filed alike; scores are not memoised.
const walked = new CatalogTextIndex();
walked.addAll(index.products);
const typos = searches.map((q) => q.body.text);
for (const mode of ['search', 'suggest']) {
  const us = { walk: 0, deletions: 0 };
  for (let round = 0; round < 3; round++)
    for (const [label, text] of [['walk', walked], ['deletions', index.text]]) {
      const store = { text, textScores: new Map() };
      t = performance.now();
      for (const q of typos) {
        store.textScores.clear();
        textScores(store, q, mode, new SearchBudget(performance.now()));
      }
      us[label] += ((performance.now() - t) * 1000) / typos.length / 3;
    }
  console.log(`${mode} text scores (${typos.length} typo queries): MiniSearch walk ${Math.round(us.walk)} µs, deletions ${Math.round(us.deletions)} µs per query`);
}
// The typo expansion alone (every word of the queries, at the edit distance its length allows).
const words = typos.flatMap((q) => q.split(/\s+/)).map((w) => w.toLowerCase()).filter((w) => fuzziness(w) > 0);
const expansion = { walk: 0, deletions: 0 };
for (let round = 0; round < 5; round++)
  for (const [label, text] of [['walk', walked], ['deletions', index.text]]) {
    t = performance.now();
    // The text index's word map is internal to MiniSearch: reached here only to time the expansion alone.
    for (const w of words) text._index.fuzzyGet(w, fuzziness(w));
    expansion[label] += ((performance.now() - t) * 1000) / words.length / 5;
  }
console.log(`typo expansion of one word (${words.length} words): MiniSearch walk ${expansion.walk.toFixed(1)} µs, deletions ${expansion.deletions.toFixed(1)} µs`);
await db.destroy();
