// `node --import tsx bench/catalog-typo-expansion.mjs`: the typo expansion of one query word on
// generated vocabularies of 10,000 and 100,000 events (artist names, cities, skus as the large
// catalogue has them), MiniSearch's walk of its radix tree against the symmetric-delete lookup,
// alternated in one process. The text index's word map is internal to MiniSearch: it is reached here
// only to time the expansion on its own.
import { artistName } from '../apps/api/src/db/generate/large-catalogue.ts';
import { CatalogTextIndex } from '../apps/api/src/modules/catalog/text/catalog-text-index.ts';
import { fuzziness } from '../apps/api/src/modules/catalog/text/text-rules.ts';

const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå', 'Lund', 'Örebro', 'Västerås', 'Linköping', 'Helsingborg'];
const sku = (i) => `GEN-${String(i).padStart(6, '0')}`;
for (const events of [10_000, 10_000, 100_000]) {
  const artists = events / 25;
  const docs = Array.from({ length: events }, (_, i) => ({
    id: i + 1,
    name: `${artistName(i % artists)} – Live ${CITIES[i % 10]}`,
    sku: sku(i + 1),
    category: [{ name: 'Konserter' }, { name: artistName(i % artists) }],
    configurable_children: [1, 2, 3].map((t) => ({ sku: `${sku(i + 1)}-${t}` })),
  }));
  const walked = new CatalogTextIndex();
  walked.addAll(docs);
  const prepared = new CatalogTextIndex();
  prepared.addAll(docs);
  let t = performance.now();
  prepared.prepareSearch();
  const prep = performance.now() - t;
  // One dropped letter and one added 'e' per word: two edits for long words, more than one for short ones.
  const words = Array.from({ length: 300 }, (_, i) => {
    const w = artistName((i * 7) % artists).split(' ')[i % 2].toLowerCase();
    const k = i % w.length;
    return w.slice(0, k) + w.slice(k + 1) + 'e';
  });
  const us = { walk: 0, deletions: 0 };
  for (let round = 0; round < 5; round++)
    for (const [label, index] of [['walk', walked], ['deletions', prepared]]) {
      t = performance.now();
      for (const w of words) index._index.fuzzyGet(w, fuzziness(w));
      us[label] += ((performance.now() - t) * 1000) / words.length / 5;
    }
  let vocabulary = 0;
  for (const _ of prepared._index.keys()) vocabulary++;
  console.log(`${events} events, ${vocabulary} words: deletions filed in ${Math.round(prep)} ms; one word: walk ${us.walk.toFixed(1)} µs, deletions ${us.deletions.toFixed(1)} µs`);
}
