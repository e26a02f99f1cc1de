import { describe, expect, it } from 'vitest';
import { ProductColumns, type FacetCounts } from './product-columns.ts';

const counts = (n: number): FacetCounts => ({ city: { buckets: [{ key: 'Stockholm', doc_count: n }] } });

describe('facet counts kept by search', () => {
  it('counts a search once, until a stock change moves a field it filters or counts on', () => {
    const columns = new ProductColumns([], new Map());
    let counted = 0;
    const ask = (key: string, fields: string[]) =>
      columns.facets(key, fields, () => {
        counted += 1;
        return counts(counted);
      });
    expect(ask('listing', ['category_ids', 'stock.is_in_stock', 'city'])).toEqual(counts(1));
    // Another page or sort of the same search.
    expect(ask('listing', ['category_ids', 'stock.is_in_stock', 'city'])).toEqual(counts(1));
    expect(ask('other', ['city'])).toEqual(counts(2));
    expect(counted).toBe(2);

    // A hold moves a ticket's stock.qty: nothing kept reads it.
    columns.forget([], (field) => field === 'stock.qty');
    expect(ask('listing', ['category_ids', 'stock.is_in_stock', 'city'])).toEqual(counts(1));
    // A sale that empties an event moves stock.is_in_stock: the listing filtering on it is counted again.
    columns.forget([], (field) => field === 'stock.is_in_stock');
    expect(ask('listing', ['category_ids', 'stock.is_in_stock', 'city'])).toEqual(counts(3));
    expect(ask('other', ['city'])).toEqual(counts(2));
    expect(counted).toBe(3);
  });
});
