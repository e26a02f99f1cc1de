import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topScored } from './top-scored.ts';

/** What suggestions did before: every hit sorted by score (stable), filtered, cut. */
const reference = (scores: Map<number, number>, size: number, accepted: (id: number) => boolean) =>
  [...scores.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id)
    .filter(accepted)
    .slice(0, size);

describe('topScored', () => {
  it('keeps the best few in the order a stable sort by score gives, ties and refused ids included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 6 })), { maxLength: 200 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        (entries, size, modulus) => {
          // Few distinct scores, so ties are common; a share of ids is refused by the filter.
          const scores = new Map(entries.map(([id, score]) => [id, score / 2]));
          const accepted = (id: number) => id % modulus !== 0 || modulus === 1;
          expect(topScored(scores.keys(), (id) => scores.get(id)!, size, (id) => (accepted(id) ? id : undefined))).toEqual(reference(scores, size, accepted));
        },
      ),
      { seed: 20_261_126, numRuns: 500 },
    );
  });

  it('picks a page of hits by relevance in either direction, as a stable sort of every hit would', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 150 }), fc.integer({ min: 0, max: 40 }), fc.boolean(), (scoreList, count, descending) => {
        // Hit d scores scoreList[d]; a search page negates the scores for an ascending sort.
        const hits = Int32Array.from(scoreList.keys());
        const sign = descending ? 1 : -1;
        const stable = [...hits].sort((a, b) => sign * (scoreList[b]! - scoreList[a]!)).slice(0, count);
        expect(topScored(hits, (d) => sign * scoreList[d]!, count, (d) => d)).toEqual(stable);
      }),
      { seed: 20_261_126, numRuns: 400 },
    );
  });
});
