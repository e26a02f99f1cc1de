import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from './edit-distance.ts';

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
  ])('%s ~ %s within %i is %i', (a, b, max, expected) => {
    expect(editDistanceWithin(a, b, max)).toBe(expected);
    expect(editDistanceWithin(b, a, max)).toBe(expected);
  });
});
