import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TypedFastBitSet } from 'typedfastbitset';
import { sortOrder } from './sort-order.ts';
import { FieldColumn } from './field-column.ts';
import { sortedPage } from './sorted-page.ts';

describe('a sorted page of hits', () => {
  it('is the same whether the presorted order is walked or the hits are placed in it, ties in category-list order', () => {
    fc.assert(
      fc.property(
        // Few distinct keys, so long runs of equal keys (ties) are common.
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 120 }),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        fc.array(fc.boolean(), { maxLength: 120 }),
        fc.boolean(),
        fc.nat({ max: 130 }),
        fc.nat(),
        (keys, dir, chosen, ranked, end, seed) => {
          const docs = keys.map((date, id) => ({ id, date }));
          const order = sortOrder([new FieldColumn(docs, ['date'])], [{ field: 'date', dir }])!;
          const hits = new TypedFastBitSet();
          keys.forEach((_, d) => (chosen[d] ? hits.add(d) : undefined));
          const hitOrder = Int32Array.from(hits.array());
          // A category list's order: a shuffle of the documents, each one's place its rank.
          const rank = ranked ? Int32Array.from(keys.map((_, d) => (d * 7919 + seed) % 104729)) : undefined;
          expect(sortedPage(order, hits, hitOrder, rank, end, false)).toEqual(sortedPage(order, hits, hitOrder, rank, end, true));
        },
      ),
      { numRuns: 400 },
    );
  });
});
