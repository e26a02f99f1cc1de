import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TypedFastBitSet } from 'typedfastbitset';
import { TextHits } from './product-columns.ts';
import { SearchScratch } from './search-scratch.ts';
import { topScored } from '../top-scored.ts';

describe("a text search's scores by document", () => {
  it('hands every listed document its score in list order, for lists in order, out of order and with repeats', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 400 }), { maxLength: 200, size: 'max' }),
        fc.array(fc.nat({ max: 420 }), { maxLength: 200, size: 'max' }),
        fc.boolean(),
        (found, listed, ascending) => {
          const docs = [...found].sort((a, b) => a - b);
          const scores = docs.map((d) => 1 + d / 7);
          const hits = new TextHits(docs, scores);
          const list = Int32Array.from(ascending ? [...listed].sort((a, b) => a - b) : listed);
          const seen: [number, number][] = [];
          hits.forEachScore(list, (d, score) => seen.push([d, score]));
          expect(seen).toEqual(Array.from(list, (d) => [d, found.includes(d) ? 1 + d / 7 : 0]));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('tells whether each document was found and fills a set with the found ones, only those of another set when given', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 300 }), { maxLength: 120 }), fc.uniqueArray(fc.nat({ max: 300 }), { maxLength: 120 }), (found, within) => {
        const docs = [...found].sort((a, b) => a - b);
        const hits = new TextHits(docs, docs.map((d) => d / 3));
        for (let d = 0; d <= 301; d++) expect(hits.has(d)).toBe(found.includes(d));
        const scratch = new SearchScratch(301);
        // Whatever the scratch held before is gone.
        scratch.everything();
        expect(scratch.listed(scratch.holding(hits.docs))).toEqual(Int32Array.from(docs));
        const cut = new TypedFastBitSet(within);
        expect(scratch.listed(scratch.holding(hits.docs, cut))).toEqual(Int32Array.from(docs.filter((d) => within.includes(d))));
      }),
      { numRuns: 200 },
    );
  });

  it('ranks the found documents of a set as ranking the hit list by score does, ties in ascending order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 300 }), { maxLength: 150 }),
        fc.uniqueArray(fc.nat({ max: 300 }), { maxLength: 200 }),
        fc.nat({ max: 40 }),
        fc.constantFrom(1 as const, -1 as const),
        (found, within, size, sign) => {
          const docs = [...found].sort((a, b) => a - b);
          // Few distinct scores, so ties are common.
          const hits = new TextHits(docs, docs.map((d) => (d * 7) % 5));
          const listed = docs.filter((d) => within.includes(d));
          const expected = topScored(listed, (d) => sign * hits.scoreOf(d), size, (d) => d);
          expect(hits.best(size, new TypedFastBitSet(within), sign)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

