import { describe, expect, it } from 'vitest';
import { keepScores } from './catalog-search.ts';

const scored = (n: number, from = 0) => new Map(Array.from({ length: n }, (_, i) => [from + i, 1 / (i + 1)]));
const limits = { searches: 3, hits: 100 };

describe("kept text scores, bounded by searches and by scored products (ADR 0065)", () => {
  it('keeps searches until the count is reached, then starts again', () => {
    const cache = new Map<string, Map<number, number>>();
    for (const key of ['a', 'b', 'c']) keepScores(cache, key, scored(5), limits);
    expect([...cache.keys()]).toEqual(['a', 'b', 'c']);
    keepScores(cache, 'd', scored(5), limits);
    expect([...cache.keys()]).toEqual(['d']);
  });

  it('starts again when the scored products of all kept searches would pass the limit', () => {
    // Four searches of 25 fill the limit of 100 exactly; one more product would pass it.
    const cleared = new Map<string, Map<number, number>>();
    const first = scored(25);
    keepScores(cleared, 'x', first, { searches: 10, hits: 100 });
    keepScores(cleared, 'y', scored(25), { searches: 10, hits: 100 });
    keepScores(cleared, 'z', scored(25), { searches: 10, hits: 100 });
    keepScores(cleared, 'w', scored(25), { searches: 10, hits: 100 });
    expect(cleared.size).toBe(4);
    expect(cleared.get('x')).toBe(first);
    keepScores(cleared, 'v', scored(1), { searches: 10, hits: 100 });
    expect([...cleared.keys()]).toEqual(['v']);
  });

  it('does not keep one search that matches more than a quarter of the limit', () => {
    const cache = new Map<string, Map<number, number>>();
    keepScores(cache, 'small', scored(10), limits);
    keepScores(cache, 'broad', scored(26), limits);
    expect([...cache.keys()]).toEqual(['small']);
  });

  it('counts from zero again after the cache was emptied from outside', () => {
    const cache = new Map<string, Map<number, number>>();
    for (const key of ['a', 'b', 'c']) keepScores(cache, key, scored(25), { searches: 10, hits: 100 });
    cache.clear();
    for (const key of ['d', 'e', 'f', 'g']) keepScores(cache, key, scored(25), { searches: 10, hits: 100 });
    expect(cache.size).toBe(4);
  });
});
