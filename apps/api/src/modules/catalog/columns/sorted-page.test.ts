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
        // Few distinct keys, so long runs of equal keys (ties) are common, some longer than the 32 sorted directly.
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 300, size: 'max' }),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        fc.array(fc.boolean(), { maxLength: 300, size: 'max' }),
        fc.boolean(),
        fc.nat({ max: 310 }),
        fc.nat(),
        (keys, dir, chosen, ranked, end, seed) => {
          const docs = keys.map((date, id) => ({ id, date }));
          const order = sortOrder([new FieldColumn(docs, ['date'])], [{ field: 'date', dir }])!;
          const hits = new TypedFastBitSet();
          keys.forEach((_, d) => (chosen[d] ? hits.add(d) : undefined));
          const hitOrder = Int32Array.from(hits.array());
          // A category list's order: a shuffle of the documents, and each one's place in it.
          const listOrder = Int32Array.from(keys.map((_, d) => d)).sort((a, b) => ((a * 7919 + seed) % 104729) - ((b * 7919 + seed) % 104729));
          const rank = new Int32Array(keys.length);
          listOrder.forEach((d, place) => (rank[d] = place));
          const list = ranked ? { rank, order: listOrder } : undefined;
          const walked = sortedPage(order, hits, hitOrder, list, end, true);
          expect(sortedPage(order, hits, hitOrder, list, end, false)).toEqual(walked);
          if (ranked) {
            // By key, then by place in the list: the first `end` of every hit sorted so.
            const sign = dir === 'asc' ? 1 : -1;
            const expected = [...hitOrder].sort((a, b) => sign * (keys[a]! - keys[b]!) || rank[a]! - rank[b]!).slice(0, end);
            expect(walked).toEqual(expected);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
