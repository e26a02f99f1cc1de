import { describe, expect, it } from 'vitest';
import { aggregate, compileConditions, sortDocs } from './match.ts';

const docs = [
  { id: 1, date: '2027-03-01T19:00:00Z', final_price: 500, category_ids: [2, 3], stock: { is_in_stock: true }, city: 'Stockholm', configurable_children: [{ ticket_category: 10 }, { ticket_category: 11 }] },
  { id: 2, date: '2027-01-10T19:00:00Z', final_price: 900, category_ids: [2, 4], stock: { is_in_stock: false }, city: 'Göteborg', configurable_children: [{ ticket_category: 11 }] },
  { id: 3, date: '2027-12-31T20:00:00Z', final_price: 100, category_ids: [2, 3], stock: { is_in_stock: true }, city: 'Stockholm' },
  { id: 4, date: '', final_price: 300, category_ids: [5], stock: { is_in_stock: true }, city: null },
];
const ids = (xs: Array<{ id: number }>) => xs.map((d) => d.id);

describe('conditions', () => {
  it.each([
    ['in over an array field', { kind: 'in', field: 'category_ids', values: [3], negate: false }, [1, 3]],
    ['nested boolean eq true', { kind: 'in', field: 'stock.is_in_stock', values: [true], negate: false }, [1, 3, 4]],
    ['boolean matches 1', { kind: 'in', field: 'stock.is_in_stock', values: [1], negate: false }, [1, 3, 4]],
    ['nin', { kind: 'in', field: 'category_ids', values: [3], negate: true }, [2, 4]],
    ['range on numbers', { kind: 'range', field: 'final_price', gte: 300, lte: 500 }, [1, 4]],
    ['range on ISO dates with an end-of-day bound', { kind: 'range', field: 'date', gte: '2027-01-01', lte: '2027-12-31T23:59:59.999Z' }, [1, 2, 3]],
    ['numeric strings compare as numbers', { kind: 'range', field: 'final_price', gt: '300' }, [1, 2]],
    ['exists', { kind: 'exists', field: 'city', negate: false }, [1, 2, 3]],
    ['missing', { kind: 'exists', field: 'city', negate: true }, [4]],
    ['configurable parent matches through its children', { kind: 'in', field: 'ticket_category', values: [10], negate: false }, [1]],
  ] as const)('%s', (_n, cond, expected) => {
    const p = compileConditions([cond as never]);
    expect(ids(docs.filter(p))).toEqual(expected);
  });

  it('combines conditions with AND', () => {
    const p = compileConditions([
      { kind: 'in', field: 'category_ids', values: [2], negate: false },
      { kind: 'in', field: 'stock.is_in_stock', values: [true], negate: false },
    ]);
    expect(ids(docs.filter(p))).toEqual([1, 3]);
  });
});

describe('sortDocs', () => {
  it('sorts by date ascending with missing values last', () => {
    expect(ids(sortDocs([...docs], [{ field: 'date', dir: 'asc' }]))).toEqual([2, 1, 3, 4]);
  });
  it('sorts by price descending', () => {
    expect(ids(sortDocs([...docs], [{ field: 'final_price', dir: 'desc' }]))).toEqual([2, 1, 4, 3]);
  });
  it('sorts by score', () => {
    const score = new Map([[3, 9], [1, 5]]);
    expect(ids(sortDocs([...docs], [{ field: '_score', dir: 'desc' }], (d) => score.get(d.id) ?? 0))).toEqual([3, 1, 2, 4]);
  });
});

describe('aggregate', () => {
  it('counts terms per document, biggest first', () => {
    const a = aggregate(docs, [{ field: 'category_ids' }, { field: 'stock.is_in_stock' }]);
    expect(a.agg_terms_category_ids!.buckets).toEqual([
      { key: 2, doc_count: 3 },
      { key: 3, doc_count: 2 },
      { key: 4, doc_count: 1 },
      { key: 5, doc_count: 1 },
    ]);
    expect(a['agg_terms_stock.is_in_stock']!.buckets).toEqual([
      { key: 1, doc_count: 3 },
      { key: 0, doc_count: 1 },
    ]);
  });
  it('limits bucket count', () => {
    expect(aggregate(docs, [{ field: 'category_ids', size: 1 }]).agg_terms_category_ids!.buckets).toHaveLength(1);
  });
  it('counts range buckets with inclusive from and exclusive to', () => {
    const a = aggregate(docs, [{ field: 'final_price', ranges: [{ to: 300 }, { from: 300, to: 600 }, { from: 600 }] }]);
    expect(a.agg_range_final_price!.buckets).toEqual([
      { key: '*-300', to: 300, doc_count: 1 },
      { key: '300-600', from: 300, to: 600, doc_count: 2 },
      { key: '600-*', from: 600, doc_count: 1 },
    ]);
  });
});
