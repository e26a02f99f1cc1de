import type { Product } from '@encore/contracts';
import { valueTest, type Condition, type SortSpec } from '@encore/domain';
import type { TypedFastBitSet } from 'typedfastbitset';
import { FieldColumn } from './field-column.ts';
import { sortOrder, type SortOrder } from './sort-order.ts';

/** Distinct filters kept per column set; listings repeat a few hundred, a flood of odd ones is dropped. */
const CONDITION_CACHE_LIMIT = 4096;

/**
 * The product documents of one store view (as one customer group sees them) read into columns: filters
 * become document sets, sorts presorted orders and each document's JSON is written once. Everything is
 * built on first use and thrown away with the documents' stock (the owner makes a new instance then).
 */
export class ProductColumns {
  readonly size: number;
  private readonly indexOfId = new Map<number, number>();
  private readonly fields = new Map<string, FieldColumn>();
  private readonly conditions = new Map<string, TypedFastBitSet>();
  private readonly orders = new Map<string, SortOrder | null>();
  private readonly categories = new Map<number, Int32Array>();
  private readonly json: (string | undefined)[];

  constructor(
    readonly docs: readonly Product[],
    private readonly productsByCategory: ReadonlyMap<number, readonly Product[]>,
  ) {
    this.size = docs.length;
    docs.forEach((d, i) => this.indexOfId.set(d.id, i));
    this.json = new Array<string | undefined>(docs.length);
  }

  indexOf(productId: number): number | undefined {
    return this.indexOfId.get(productId);
  }

  field(name: string): FieldColumn {
    let column = this.fields.get(name);
    if (!column) {
      column = new FieldColumn(this.docs, name.split('.'));
      this.fields.set(name, column);
    }
    return column;
  }

  /** Documents with a value that passes the condition (a negated condition's complement is taken by the caller). */
  matching(c: Condition): TypedFastBitSet {
    // A tag only names the filter for aggregations; the same test under another tag is the same set.
    const { tag: _tag, ...test } = c;
    const key = JSON.stringify(test);
    let set = this.conditions.get(key);
    if (!set) {
      if (this.conditions.size >= CONDITION_CACHE_LIMIT) this.conditions.clear();
      set = this.field(c.field).matching(valueTest(c));
      this.conditions.set(key, set);
    }
    return set;
  }

  /** The presorted order of a sort on plain fields; undefined when it has to be sorted per request. */
  order(sort: readonly SortSpec[]): SortOrder | undefined {
    const key = JSON.stringify(sort);
    let order = this.orders.get(key);
    if (order === undefined) {
      order = sortOrder(sort.map((s) => this.field(s.field)), sort) ?? null;
      this.orders.set(key, order);
    }
    return order ?? undefined;
  }

  /** Documents listed in a category, in index order (as the category's product list holds them). */
  category(categoryId: number): Int32Array {
    let list = this.categories.get(categoryId);
    if (!list) {
      list = Int32Array.from(this.productsByCategory.get(categoryId) ?? [], (p) => this.indexOfId.get(p.id)!);
      this.categories.set(categoryId, list);
    }
    return list;
  }

  /** A document's JSON, written once. */
  docJson(d: number): string {
    let s = this.json[d];
    if (s === undefined) {
      s = JSON.stringify(this.docs[d]);
      this.json[d] = s;
    }
    return s;
  }
}
