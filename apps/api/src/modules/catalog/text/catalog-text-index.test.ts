import { describe, expect, it } from 'vitest';
import type { Product } from '@encore/contracts';
import { CatalogTextIndex } from './catalog-text-index.ts';
import { SearchBudget } from './search-budget.ts';
import { TEXT_BOOST, fuzziness } from './text-rules.ts';
import { suggestedTop, textHits, textScores } from '../catalog-search.ts';
import { ProductColumns, type TextHits } from '../columns/product-columns.ts';
import { topScored } from '../top-scored.ts';
import type { ScoreList } from './score-list.ts';

const ARTISTS = ['Metallica', 'Mötley Crüe', 'Kent', 'Veronica Maggio', 'Håkan Hellström', 'Laleh', 'ABBA', 'Aldo Begra', 'Zephyrine', 'Stockholm Syndrome'];
const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Umeå'];

function doc(id: number): Product {
  const artist = ARTISTS[id % ARTISTS.length]!;
  return {
    id,
    name: `${artist} – Live ${CITIES[id % CITIES.length]}${id % 3 ? ' Arena' : ''}`,
    sku: `EV-${String(id).padStart(6, '0')}`,
    category: [{ category_id: 3, name: 'Konserter' }, { category_id: 100 + (id % ARTISTS.length), name: artist }],
    configurable_children: [1, 2].map((t) => ({ sku: `EV-${String(id).padStart(6, '0')}-${t}` })),
  } as unknown as Product;
}

/** Two indexes filed alike; only the first looks typos up through its deletions. */
function pair(): [CatalogTextIndex, CatalogTextIndex] {
  const docs = Array.from({ length: 120 }, (_, i) => doc(i + 1));
  const build = () => {
    const index = new CatalogTextIndex();
    index.addAll(docs);
    // Re-filed documents (as after a small import) change the tree's shape and order.
    for (const id of [5, 17, 60]) index.discard(id);
    for (const id of [17, 121, 5]) index.add(doc(id));
    return index;
  };
  const withDeletions = build();
  withDeletions.prepareSearch();
  return [withDeletions, build()];
}

/** A document with words no other has, filed after the index was prepared. */
function newcomer(id: number): Product {
  return { ...doc(id), name: `Zarathustra Quintett – Live Kiruna ${id}`, category: [{ category_id: 3, name: 'Konserter' }, { category_id: 900, name: 'Zarathustra Quintett' }] } as Product;
}

/**
 * The same two indexes, but the first is prepared before documents are discarded and added (as when
 * a small import updates the previous index in place) and prepared again after, as a build does.
 */
function pairChangedAfterPrepare(): [CatalogTextIndex, CatalogTextIndex] {
  const docs = Array.from({ length: 120 }, (_, i) => doc(i + 1));
  const change = (index: CatalogTextIndex) => {
    for (const id of [5, 17, 60]) index.discard(id);
    for (const d of [doc(17), newcomer(122), doc(5), newcomer(123)]) index.add(d);
  };
  const withDeletions = new CatalogTextIndex();
  withDeletions.addAll(docs);
  withDeletions.prepareSearch();
  change(withDeletions);
  withDeletions.prepareSearch();
  const reference = new CatalogTextIndex();
  reference.addAll(docs);
  change(reference);
  return [withDeletions, reference];
}

const QUERIES = [
  'metallica', 'metalica', 'mettalica', 'metallcia', 'metallicaa', 'mteallica', 'kent', 'knet', 'ken', 'veronika magio', 'hakan helstrom',
  'håkan hellström', 'mötley', 'motley crue', 'lale', 'abab', 'ab', 'a', 'aldo begar', 'zephyrin', 'zepyhrine', 'stokholm', 'stockholm arena',
  'goteborg', 'götebrog', 'malmo', 'umea', 'ev-000012', '000121', '000012 2', 'konserter', 'konsetrer', 'live arena metalica', 'xyzzy', 'st',
];

describe('the catalogue text index', () => {
  const [withDeletions, reference] = pair();
  const search = { boost: TEXT_BOOST, fuzzy: fuzziness, prefix: true, combineWith: 'OR' as const };
  const suggest = { ...search, prefix: (t: string, i: number, all: string[]) => i === all.length - 1 && t.length >= 2 };

  it.each(QUERIES)('expands typos of %s exactly as the library walk: same hits, scores, order and matched words', (q) => {
    for (const options of [search, suggest]) {
      // One search each: a search drops entries of discarded documents as it meets them, so both indexes keep the same history.
      expect(withDeletions.searchWithin(q, options, new SearchBudget(performance.now()))).toEqual(reference.search(q, options));
    }
  });

  it.each([...QUERIES, 'zarathustra', 'zaratustra', 'quintet', 'kiruna 122', 'kirna'])('files words added after it was prepared: %s as the library walk finds it', (q) => {
    const [changed, walked] = pairChangedAfterPrepare();
    for (const options of [search, suggest]) expect(changed.searchWithin(q, options, new SearchBudget(performance.now()))).toEqual(walked.search(q, options));
  });

  it('stops expanding and scoring once the time limit has passed, and does not keep the partial scores', () => {
    const full = textScores({ text: withDeletions, textScores: new Map() }, 'metalica stokholm arena', 'search', new SearchBudget(0, () => 0));
    expect(full.complete).toBe(true);
    // Each look at the clock moves it on by 400 ms: the limit passes on the third look, inside the expansion.
    let clock = 0;
    const budget = new SearchBudget(0, () => (clock += 400));
    const cache = new Map<string, ScoreList>();
    const partial = textScores({ text: withDeletions, textScores: cache }, 'metalica stokholm arena', 'search', budget);
    expect(partial.complete).toBe(false);
    expect(budget.over()).toBe(true);
    expect(partial.scores.size).toBeLessThan(full.scores.size);
    for (const id of partial.scores.keys()) expect(full.scores.has(id)).toBe(true);
    expect(cache.size).toBe(0);
  });

  it("gives the columns each hit's score at its document's place, as the search's scores by id have them", () => {
    // Places in a different order from the ids, with one document the text index does not hold.
    const docs = [121, ...Array.from({ length: 120 }, (_, i) => 120 - i), 500].map(doc);
    const columns = new ProductColumns(docs, new Map());
    for (const q of ['metalica stokholm arena', 'aldo begar', 'håkan', 'zzzz']) {
      const hits = textHits({ text: withDeletions, textHits: new Map() }, columns, q, new SearchBudget(performance.now()));
      const { scores } = textScores({ text: withDeletions, textScores: new Map() }, q, 'search', new SearchBudget(performance.now()));
      expect(hits.size).toBe(scores.size);
      docs.forEach((d, place) => {
        expect(hits.has(place)).toBe(scores.has(d.id));
        expect(hits.scoreOf(place)).toBe(scores.get(d.id) ?? 0);
      });
    }
  });

  it("keeps a search's text hits for its next page, and not hits a time limit cut short", () => {
    const columns = new ProductColumns(Array.from({ length: 121 }, (_, i) => doc(i + 1)), new Map());
    const kept = new Map<string, TextHits>();
    const first = textHits({ text: withDeletions, textHits: kept }, columns, 'metalica stokholm arena', new SearchBudget(performance.now()));
    expect(first.size).toBeGreaterThan(0);
    expect([...kept.keys()]).toEqual(['metalica stokholm arena']);
    expect(textHits({ text: withDeletions, textHits: kept }, columns, 'metalica stokholm arena', new SearchBudget(performance.now()))).toBe(first);
    // Each look at the clock moves it on by 400 ms: the limit passes inside the expansion.
    let clock = 0;
    const cut = new Map<string, TextHits>();
    const partial = textHits({ text: withDeletions, textHits: cut }, columns, 'metalica stokholm arena', new SearchBudget(0, () => (clock += 400)));
    expect(partial.size).toBeLessThan(first.size);
    expect(cut.size).toBe(0);
  });

  it("keeps a search's scores for its next page, and no keystroke's scores", () => {
    const cache = new Map<string, ScoreList>();
    const index = { text: withDeletions, textScores: cache };
    const typed = textScores(index, 'metalli', 'suggest', new SearchBudget(performance.now()));
    expect(typed.complete).toBe(true);
    expect(typed.scores.size).toBeGreaterThan(0);
    expect(cache.size).toBe(0);
    const searched = textScores(index, 'metalli', 'search', new SearchBudget(performance.now()));
    expect(cache.size).toBe(1);
    expect(textScores(index, 'metalli', 'search', new SearchBudget(performance.now())).scores).toBe(searched.scores);
  });

  it.each(QUERIES)("offers %s's best suggestions as they are scored, as the ranking of all its scores would", (q) => {
    const even = (id: number) => (id % 2 === 0 ? id : undefined);
    for (const pick of [(id: number) => id, even])
      for (const size of [1, 5, 20]) {
        const { scores } = textScores({ text: withDeletions, textScores: new Map() }, q, 'suggest', new SearchBudget(performance.now()));
        const kept = suggestedTop({ text: withDeletions }, q, size, pick, new SearchBudget(performance.now()));
        expect(kept).toEqual({ items: topScored(scores.keys(), (id) => scores.get(id)!, size, pick), complete: true });
      }
  });
});
