import MiniSearch from 'minisearch';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '@encore/contracts';
import { CatalogTextIndex } from './catalog-text-index.ts';
import { SearchBudget } from './search-budget.ts';
import { MIN_SCORE, MIN_SHOULD_MATCH, TEXT_BOOST, fuzziness } from './text-rules.ts';

const ARTISTS = ['Metallica', 'Mötley Crüe', 'Kent', 'Veronica Maggio', 'Håkan Hellström', 'Laleh', 'ABBA', 'Aldo Begra', 'Zephyrine', 'Stockholm Syndrome'];
const PLACES = ['Stockholm', 'Göteborg', 'Malmö', 'Umeå', 'Kalmar', 'Kiruna'];

function doc(id: number, variant = 0): Product {
  const artist = ARTISTS[(id + variant) % ARTISTS.length]!;
  return {
    id,
    name: `${artist} – Live ${PLACES[id % PLACES.length]}${id % 3 ? ' Arena' : ''}${id % 7 ? '' : ` ${artist}`}`,
    sku: `EV-${String(id).padStart(6, '0')}`,
    category: [{ category_id: 3, name: 'Konserter' }, { category_id: 100 + (id % ARTISTS.length), name: artist }],
    configurable_children: [1, 2].map((t) => ({ sku: `EV-${String(id).padStart(6, '0')}-${t}` })),
  } as unknown as Product;
}

/** Two indexes with one history: built, then some documents discarded and filed again (as after a small import). */
function twins(refiled: readonly number[], prepared = true): [CatalogTextIndex, CatalogTextIndex] {
  const build = () => {
    const index = new CatalogTextIndex();
    index.addAll(Array.from({ length: 150 }, (_, i) => doc(i + 1)));
    for (const id of refiled) index.discard(id);
    for (const id of refiled) index.add(doc(id, 3));
    // Unprepared, the scorer looks lengths and ids up in the library's own maps.
    if (prepared) index.prepareSearch();
    return index;
  };
  return [build(), build()];
}

const tokenize = (text: string) => (MiniSearch.getDefault('tokenize') as (t: string) => string[])(text).filter(Boolean);
const modes = {
  search: () => true,
  suggest: (t: string, i: number, all: string[]) => i === all.length - 1 && t.length >= 2,
};

/** What the library's own search gives once hits under the required words or the minimum score are dropped. */
function reference(index: CatalogTextIndex, text: string, mode: keyof typeof modes): [number, number][] {
  const required = Math.max(1, Math.floor(tokenize(text).length * MIN_SHOULD_MATCH));
  return index
    .search(text, { boost: TEXT_BOOST, fuzzy: fuzziness, prefix: modes[mode], combineWith: 'OR' })
    .filter((h) => h.queryTerms.length >= required && h.score >= MIN_SCORE)
    .map((h) => [h.id as number, h.score]);
}

function scored(index: CatalogTextIndex, text: string, mode: keyof typeof modes): [number, number][] {
  const required = Math.max(1, Math.floor(tokenize(text).length * MIN_SHOULD_MATCH));
  const scores: [number, number][] = [];
  index.eachScoreWithin(text, { boost: TEXT_BOOST, fuzzy: fuzziness, prefix: modes[mode], required, minScore: MIN_SCORE }, new SearchBudget(performance.now()), (id, score) => scores.push([id, score]));
  // Readers rank by score with ties in the order handed: ranked so, the hits must be the library's list.
  return scores.sort((a, b) => b[1] - a[1]);
}

const QUERIES = ['metallica', 'metalica', 'kent kent', 'knet', 'veronika magio', 'håkan hellström', 'mötley', 'ab', 'a', 'aldo begar', 'stokholm arena', 'live arena metalica', 'ev-000012', '000012 2', 'konsetrer', 'xyzzy', 'st', 'kalmar kiruna umea malmo'];

describe('the query scorer', () => {
  it.each(QUERIES)('scores %s bit for bit as the library, in the same order', (q) => {
    const [fast, library] = twins([5, 17, 60, 61]);
    for (const mode of ['search', 'suggest'] as const) expect(scored(fast, q, mode)).toEqual(reference(library, q, mode));
  });

  it('agrees with the library on any query over any re-filing history, one search after another', () => {
    const word = fc.oneof(
      fc.constantFrom(...ARTISTS.flatMap((a) => a.split(' ')), ...PLACES, 'live', 'arena', 'konserter', 'ev', '000042'),
      fc.string({ minLength: 1, maxLength: 8 }),
    );
    // A word with a slip: a letter left out, doubled or changed, or cut short as when typing.
    const slipped = fc.tuple(word, fc.nat(), fc.constantFrom('drop', 'double', 'change', 'cut', 'none')).map(([w, at, how]) => {
      const i = at % w.length;
      if (how === 'drop') return w.slice(0, i) + w.slice(i + 1);
      if (how === 'double') return w.slice(0, i + 1) + w.slice(i);
      if (how === 'change') return `${w.slice(0, i)}x${w.slice(i + 1)}`;
      if (how === 'cut') return w.slice(0, i + 1);
      return w;
    });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 150 }), { maxLength: 12 }), fc.boolean(), fc.array(fc.array(slipped, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (refiled, prepared, queries) => {
        const [fast, library] = twins(refiled, prepared);
        for (const words of queries)
          for (const mode of ['search', 'suggest'] as const) expect(scored(fast, words.join(' '), mode)).toEqual(reference(library, words.join(' '), mode));
      }),
      { numRuns: 60 },
    );
  });

  it('answers a query of more distinct words than it tracks (by the library’s own search) the same', () => {
    const [fast, library] = twins([]);
    const text = Array.from({ length: 40 }, (_, i) => `${ARTISTS[i % ARTISTS.length]!.split(' ')[0]}${i}`).join(' ');
    expect(scored(fast, text, 'search')).toEqual(reference(library, text, 'search'));
  });

  describe('by place', () => {
    /** Places for the index's short ids: product ids in descending order, with every fifth product left out of the column set. */
    function placesFor(index: CatalogTextIndex) {
      const ids = index.productIds()!;
      const kept = [...new Set(Array.from(ids).filter((id) => id > 0 && id % 5 !== 0))].sort((a, b) => b - a);
      const placeOfId = new Map(kept.map((id, place) => [id, place]));
      return { placeOf: Int32Array.from(ids, (id) => placeOfId.get(id) ?? -1), kept };
    }

    function byPlace(index: CatalogTextIndex, text: string) {
      const { placeOf, kept } = placesFor(index);
      const required = Math.max(1, Math.floor(tokenize(text).length * MIN_SHOULD_MATCH));
      const rules = { boost: TEXT_BOOST, fuzzy: fuzziness, prefix: modes.search, required, minScore: MIN_SCORE };
      const hits = index.placeScoresWithin(text, rules, new SearchBudget(performance.now()), placeOf, kept.length);
      if (!hits) return undefined;
      const listed = hits.places;
      return { ascending: listed.every((p, i) => i === 0 || p > listed[i - 1]!), pairs: listed.map((place, i): [number, number] => [kept[place]!, hits.scores[i]!]) };
    }

    const byId = (pairs: [number, number][]) => [...pairs].sort((a, b) => a[0] - b[0]);

    it.each(QUERIES)('finds %s with the same scores as the library, listed by place', (q) => {
      const [fast, library] = twins([]);
      const hits = byPlace(fast, q)!;
      const expected = reference(library, q, 'search').filter(([id]) => id % 5 !== 0);
      expect(hits.ascending).toBe(true);
      expect(byId(hits.pairs)).toEqual(byId(expected));
    });

    it('agrees with the library on any query, search after search, while the index stands still', () => {
      const word = fc.oneof(fc.constantFrom(...ARTISTS.flatMap((a) => a.split(' ')), ...PLACES, 'live', 'arena', 'konserter', 'ev', '000042'), fc.string({ minLength: 1, maxLength: 8 }));
      const [fast, library] = twins([]);
      fc.assert(
        fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
          const text = words.join(' ');
          const hits = byPlace(fast, text)!;
          expect(byId(hits.pairs)).toEqual(byId(reference(library, text, 'search').filter(([id]) => id % 5 !== 0)));
        }),
        { numRuns: 200 },
      );
    });

    it('leaves the search to the scorer’s other way while discarded documents wait in the index, or before its figures are prepared', () => {
      const [refiled] = twins([5, 17]);
      expect(byPlace(refiled, 'metallica')).toBeUndefined();
      const [unprepared] = twins([], false);
      expect(unprepared.productIds()).toBeUndefined();
    });
  });
});

