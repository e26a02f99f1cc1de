import type { TypedFastBitSet } from 'typedfastbitset';
import type { SortOrder } from './sort-order.ts';

/**
 * Below one hit in this many documents, the page comes from sorting the hits' places in the presorted
 * order rather than walking it: a city and price filter leaves a few dozen hits among 10,000.
 */
const SPARSE_HITS = 8;

/**
 * The first `end` hits in the presorted order, equal keys ordered by `rank` when given
 * (a page over several categories keeps their list order among ties). Many hits: the presorted order is
 * walked until enough are found. Few hits: their places in it are sorted instead, which finds the same
 * hits in the same order without passing every other document. `walk` forces one way, for tests.
 */
export function sortedPage(order: SortOrder, hits: TypedFastBitSet, hitOrder: Int32Array, rank: Int32Array | undefined, end: number, walk = hitOrder.length * SPARSE_HITS >= order.order.length): number[] {
  const out: number[] = [];
  let tie: number[] = [];
  const flush = () => {
    if (rank && tie.length > 1) tie.sort((a, b) => rank[a]! - rank[b]!);
    for (const d of tie) out.push(d);
    tie = [];
  };
  if (walk) {
    for (let i = 0; i < order.order.length && out.length < end; i++) {
      if (i > 0 && order.group[i] !== order.group[i - 1]) flush();
      const d = order.order[i]!;
      if (hits.has(d)) tie.push(d);
    }
  } else {
    // A run of equal keys is one group however many non-hits lie between its hits.
    const places = Int32Array.from(hitOrder, (d) => order.position[d]!).sort();
    for (let k = 0; k < places.length && out.length < end; k++) {
      if (k > 0 && order.group[places[k]!] !== order.group[places[k - 1]!]) flush();
      tie.push(order.order[places[k]!]!);
    }
  }
  flush();
  return out.slice(0, end);
}
