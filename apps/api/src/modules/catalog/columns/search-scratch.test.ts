import fc from 'fast-check';
import { TypedFastBitSet } from 'typedfastbitset';
import { describe, expect, it } from 'vitest';
import { SearchScratch } from './search-scratch.ts';

describe('the working space a search reuses', () => {
  it('copies a set that grew longer than the documents need, and forgets what the last search left', () => {
    const scratch = new SearchScratch(70);
    scratch.everything();
    const grown = new TypedFastBitSet([3, 64, 69]);
    // Grown by doubling: more words than 70 documents need.
    grown.resize(200);
    expect(grown.words.length).toBeGreaterThan(3);
    const copy = scratch.copyOf(grown);
    expect(copy.array()).toEqual([3, 64, 69]);
    // The source is not touched when the copy is narrowed.
    copy.intersection(new TypedFastBitSet([64]));
    expect(grown.array()).toEqual([3, 64, 69]);
  });

  it('holds every document, at every size the word boundary allows, without growing', () => {
    for (const size of [1, 31, 32, 33, 64, 100]) {
      const scratch = new SearchScratch(size);
      const all = scratch.everything();
      const words = all.words;
      expect(all.size()).toBe(size);
      expect(all.has(size)).toBe(false);
      expect(scratch.everything().words).toBe(words);
    }
  });

  it('lists the documents of a set in an order or in index order, as views of one list', () => {
    const scratch = new SearchScratch(10);
    const set = new TypedFastBitSet([1, 4, 7, 9]);
    expect(Array.from(scratch.kept(Int32Array.from([9, 8, 7, 1, 0]), set))).toEqual([9, 7, 1]);
    const listed = scratch.listed(set);
    expect(Array.from(listed)).toEqual([1, 4, 7, 9]);
    // The next list overwrites the same memory: a search must not keep one past its own answer.
    scratch.listed(new TypedFastBitSet([2]));
    expect(Array.from(listed)).toEqual([2, 4, 7, 9]);
  });

  it('lists every document of any set in index order, the highest bit of each word included', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 299 }), { maxLength: 300 }), (docs) => {
        const scratch = new SearchScratch(300);
        const set = new TypedFastBitSet(docs.length % 2 === 0 ? [...docs, 0, 31, 32, 63, 64, 95, 299] : docs);
        expect(Array.from(scratch.listed(set))).toEqual(set.array());
      }),
    );
  });
});
