import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from './edit-distance.ts';

/** The whole table, as the textbook writes it: the reference the bounded version is held to. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) rows[i]![j] = Math.min(rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1);
  return rows[a.length]![b.length]!;
}

describe('editDistanceWithin', () => {
  it.each([
    ['kate', 'cat', 2, 2],
    ['metallica', 'metalica', 2, 1],
    ['abcd', 'abdc', 2, 2],
    ['abcd', 'abdc', 1, 2],
    ['', 'ab', 2, 2],
    ['same', 'same', 0, 0],
    ['short', 'a much longer word', 2, 3],
    ['göteborg', 'goteborg', 1, 1],
    ['kasten', 'kastne', 1, 2],
    ['dodo', 'dodos', 1, 1],
    ['dodo', 'odo', 1, 1],
    ['same', 'sane', 0, 1],
  ])('%s ~ %s within %i is %i', (a, b, max, expected) => {
    expect(editDistanceWithin(a, b, max)).toBe(expected);
    expect(editDistanceWithin(b, a, max)).toBe(expected);
  });

  it('agrees with the whole table for every limit, short and long words alike', () => {
    // Few letters, so that near words are common; lengths past the kept rows' first size too.
    const word = fc.oneof(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'å'), maxLength: 9 }), fc.string({ unit: fc.constantFrom('a', 'b'), minLength: 60, maxLength: 90 }));
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(editDistanceWithin(a, b, max)).toBe(Math.min(editDistance(a, b), max + 1));
      }),
      { numRuns: 5_000 },
    );
  });
});
