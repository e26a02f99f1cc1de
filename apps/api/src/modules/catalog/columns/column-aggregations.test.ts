import type { Product } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { columnAggregations } from './column-aggregations.ts';
import { ProductColumns } from './product-columns.ts';

const docs = [
  { id: 1, city: 'Malmö', level: 5 },
  { id: 2, city: 'Lund', level: '5' },
  { id: 3, city: 'Malmö', level: 5 },
] as unknown as Product[];

describe('facet counts from the columns', () => {
  it('counts afresh each time, also after a field whose values could not be counted by column', () => {
    const columns = new ProductColumns(docs, new Map());
    const all = Int32Array.from([0, 1, 2]);
    const cities = () => columnAggregations(columns, all, [{ field: 'city' }]);
    expect(cities()).toEqual({ agg_terms_city: { buckets: [{ key: 'Malmö', doc_count: 2 }, { key: 'Lund', doc_count: 1 }] } });
    // 5 and '5' are one term shown two ways: counted document by document, and the counters start at zero again.
    expect(columnAggregations(columns, all, [{ field: 'level' }]).agg_terms_level!.buckets).toEqual([{ key: 5, doc_count: 3 }]);
    expect(columnAggregations(columns, all, [{ field: 'level' }]).agg_terms_level!.buckets).toEqual([{ key: 5, doc_count: 3 }]);
    expect(cities()).toEqual({ agg_terms_city: { buckets: [{ key: 'Malmö', doc_count: 2 }, { key: 'Lund', doc_count: 1 }] } });
    expect(columnAggregations(columns, Int32Array.from([1]), [{ field: 'city' }])).toEqual({ agg_terms_city: { buckets: [{ key: 'Lund', doc_count: 1 }] } });
  });
});
