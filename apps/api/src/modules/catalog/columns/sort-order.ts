import { compareValues, type SortSpec } from '@encore/domain';
import type { FieldColumn } from './field-column.ts';

/**
 * Every document in the order a sort gives, ties in index order; `group[i]` numbers runs of equal keys,
 * and `position[d]` is document d's place in `order`.
 */
export interface SortOrder {
  order: Int32Array;
  group: Int32Array;
  position: Int32Array;
}

const isMissing = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Ranks of a field's first values, or undefined when the values do not compare as one total order
 * (numbers mixed with text, NaN, objects, or two kinds of missing value): such sorts are done per request.
 * Missing values get -1 and sort last in both directions.
 */
function ranks(column: FieldColumn): Int32Array | undefined {
  const present = new Set<unknown>();
  const missing = new Set<unknown>();
  let numbers = 0;
  let strings = 0;
  for (const v of column.first) {
    if (isMissing(v)) missing.add(v);
    else if (typeof v === 'number' || typeof v === 'boolean') {
      if (Number.isNaN(v)) return undefined;
      numbers++;
      present.add(v);
    } else if (typeof v === 'string') {
      strings++;
      present.add(v);
    } else return undefined;
  }
  if (missing.size > 1 || (numbers > 0 && strings > 0)) return undefined;
  const sorted = [...present].sort((a, b) => compareValues(a, b as string | number | boolean));
  const rankOf = new Map<unknown, number>();
  // true and 1 compare equal: values that compare equal share a rank.
  let rank = -1;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || compareValues(sorted[i], sorted[i - 1] as string | number | boolean) !== 0) rank++;
    rankOf.set(sorted[i], rank);
  }
  const out = new Int32Array(column.first.length);
  for (let d = 0; d < out.length; d++) {
    const v = column.first[d];
    out[d] = isMissing(v) ? -1 : rankOf.get(v)!;
  }
  return out;
}

/** The presorted order for a sort on plain fields, or undefined when one of them has no total order. */
export function sortOrder(columns: readonly FieldColumn[], sort: readonly SortSpec[]): SortOrder | undefined {
  const keys: { rank: Int32Array; sign: number }[] = [];
  for (let k = 0; k < sort.length; k++) {
    const rank = ranks(columns[k]!);
    if (!rank) return undefined;
    keys.push({ rank, sign: sort[k]!.dir === 'desc' ? -1 : 1 });
  }
  const n = columns[0]?.first.length ?? 0;
  const compareKeys = (a: number, b: number) => {
    for (const { rank, sign } of keys) {
      const x = rank[a]!;
      const y = rank[b]!;
      if (x === y) continue;
      if (x === -1) return 1;
      if (y === -1) return -1;
      return (x - y) * sign;
    }
    return 0;
  };
  const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => compareKeys(a, b) || a - b);
  const group = new Int32Array(n);
  for (let i = 1; i < n; i++) group[i] = group[i - 1]! + (compareKeys(order[i - 1]!, order[i]!) === 0 ? 0 : 1);
  const position = new Int32Array(n);
  for (let i = 0; i < n; i++) position[order[i]!] = i;
  return { order, group, position };
}
