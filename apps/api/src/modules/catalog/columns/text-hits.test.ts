import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TypedFastBitSet } from 'typedfastbitset';
import { TextHits } from './product-columns.ts';

describe("a text search's scores by document", () => {
  it('hands every listed document its score in list order, for lists in order, out of order and with repeats', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: 400 }), { maxLength: 200, size: 'max' }),
        fc.array(fc.nat({ max: 420 }), { maxLength: 200, size: 'max' }),
        fc.boolean(),
        (found, listed, ascending) => {
          const docs = Int32Array.from([...found].sort((a, b) => a - b));
          const scores = Float64Array.from(docs, (d) => 1 + d / 7);
          const hits = new TextHits(new TypedFastBitSet(docs), docs, scores);
          const list = Int32Array.from(ascending ? [...listed].sort((a, b) => a - b) : listed);
          const seen: [number, number][] = [];
          hits.forEachScore(list, (d, score) => seen.push([d, score]));
          expect(seen).toEqual(Array.from(list, (d) => [d, found.includes(d) ? 1 + d / 7 : 0]));
        },
      ),
      { numRuns: 300 },
    );
  });
});
