import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from './edit-distance.ts';
import { TermDeletions } from './term-deletions.ts';

const vocabulary = ['rock', 'roc', 'rocks', 'stockholm', 'stokholm', 'arena', 'arenan', 'ab', 'a', '000123', '000124', '100123', 'malmo', 'göteborg'];

describe('TermDeletions', () => {
  const index = new TermDeletions(vocabulary, 2);
  it.each(['rokc', 'rock', 'stcokholm', 'arna', 'arenaaa', 'b', 'x', '000125', 'malmö', 'goteborg', 'ab', 'zzzz'])('finds exactly the words near %s', (word) => {
    for (const max of [0, 1, 2]) {
      const expected = new Map(vocabulary.flatMap((t) => (editDistanceWithin(word, t, max) <= max ? [[t, editDistanceWithin(word, t, max)] as const] : [])));
      const found = index.near(word, max);
      expect(new Map([...found].sort()), `${word} within ${max}`).toEqual(new Map([...expected].sort()));
    }
  });
  it('refuses a distance it was not built for', () => {
    expect(() => index.near('rock', 3)).toThrow(RangeError);
  });
});
