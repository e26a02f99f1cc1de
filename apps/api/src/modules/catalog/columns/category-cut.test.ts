import type { Product } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { ProductColumns } from './product-columns.ts';

const doc = (id: number, categories: number[]) => ({ id, category_ids: categories }) as unknown as Product;

describe('category cuts kept by their ids', () => {
  const docs = [doc(10, [3]), doc(11, [3, 4]), doc(12, [4]), doc(13, [5])];
  const byCategory = new Map<number, Product[]>();
  for (const d of docs) for (const c of d.category_ids) byCategory.set(c, [...(byCategory.get(c) ?? []), d]);
  const ids = (columns: ProductColumns, categories: number[]) => columns.categoryCut(categories).set.array().map((d) => columns.docs[d]!.id);

  it('tells apart lists whose ids hash alike, in either order of asking', () => {
    // 3.5 and 3 are the same 32-bit integer to the hash; [4, 3] and [3, 4] are the same ids in another order.
    for (const order of [
      [[3.5], [3], [4, 3], [3, 4]],
      [[3, 4], [4, 3], [3], [3.5]],
    ]) {
      const columns = new ProductColumns(docs, byCategory);
      const answers = new Map(order.map((list) => [list.join(','), ids(columns, list)]));
      expect(answers.get('3.5')).toEqual([]);
      expect(answers.get('3')).toEqual([10, 11]);
      expect(answers.get('4,3')).toEqual([10, 11, 12]);
      expect(columns.categoryCut([4, 3]).order && Array.from(columns.categoryCut([4, 3]).order!, (d) => columns.docs[d]!.id)).toEqual([11, 12, 10]);
      expect(Array.from(columns.categoryCut([3, 4]).order!, (d) => columns.docs[d]!.id)).toEqual([10, 11, 12]);
      // Asked again, the same cut is answered.
      expect(columns.categoryCut([3, 4])).toBe(columns.categoryCut([3, 4]));
    }
  });
});
