import { describe, expect, it } from 'vitest';
import { PostingCache, type FieldPostings } from './field-postings.ts';

const list = (size: number): FieldPostings => ({ docs: new Int32Array(size), parts: new Float64Array(size) });

describe('the postings kept for scoring', () => {
  it('works a word’s list out once and hands the same list after', () => {
    const cache = new PostingCache();
    const freqs = new Map([[1, 2]]);
    let made = 0;
    const first = cache.of(freqs, () => (made++, list(1)));
    expect(cache.of(freqs, () => (made++, list(1)))).toBe(first);
    expect(made).toBe(1);
  });

  it('starts again from empty once the lists would pass the limit, keeping the list just made', () => {
    // Each list of 10 postings takes 12 bytes a posting and 200 for the list: 320 bytes; three fit in 1,000.
    const cache = new PostingCache(1_000);
    const maps = Array.from({ length: 4 }, (_, i) => new Map([[i, 1]]));
    const made: number[] = [];
    const of = (i: number) => cache.of(maps[i]!, () => (made.push(i), list(10)));
    for (const i of [0, 1, 2, 0, 1, 2]) of(i);
    expect(made).toEqual([0, 1, 2]);
    of(3);
    of(3);
    of(0);
    expect(made).toEqual([0, 1, 2, 3, 0]);
  });
});
