import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstSortedDocs, sortDocs, type SortSpec } from '../index.ts';

interface TestDoc {
  id: number;
  price?: number;
  [key: string]: unknown;
}

describe('firstSortedDocs', () => {
  it('gives the first documents of sortDocs order, ties and missing values included', () => {
    const doc = fc.record({ id: fc.integer({ min: 1, max: 10_000 }), price: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }) });
    const spec = fc.constantFrom<SortSpec[]>([{ field: '_score', dir: 'desc' }], [{ field: '_score', dir: 'asc' }], [{ field: 'price', dir: 'asc' }], [{ field: '_score', dir: 'desc' }, { field: 'price', dir: 'desc' }]);
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 120 }), spec, fc.integer({ min: 0, max: 40 }), (docs, sort, count) => {
        // Few distinct scores, so ties are common.
        const scoreOf = (d: TestDoc) => d.id % 4;
        const expected = sortDocs([...docs] as TestDoc[], sort, scoreOf).slice(0, count);
        expect(firstSortedDocs(docs as TestDoc[], sort, count, scoreOf)).toEqual(expected);
      }),
      { seed: 20_261_126, numRuns: 400 },
    );
  });

  it('without a sort keeps the documents in their order', () => {
    const docs = [{ id: 3 }, { id: 1 }, { id: 2 }];
    expect(firstSortedDocs(docs, [], 2)).toEqual([{ id: 3 }, { id: 1 }]);
  });
});
