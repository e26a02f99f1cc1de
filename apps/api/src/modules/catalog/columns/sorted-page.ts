import type { TypedFastBitSet } from 'typedfastbitset';
import type { SortOrder } from './sort-order.ts';

/**
 * Below one hit in this many documents, the page comes from sorting the hits' places in the presorted
 * order rather than walking it: a city and price filter leaves a few dozen hits among 10,000.
 */
const SPARSE_HITS = 8;

/** Ties up to this many are put in list order by sorting; longer runs go through the rank bitmap. */
const SORTED_TIES = 32;

/** A category list's order (several categories' products, see ProductColumns.categoryCut): each document's place in it, and the document at each place. */
export interface ListOrder {
  readonly rank: Int32Array;
  readonly order: Int32Array;
}

/**
 * One bit per place in a list order, reused by every page (typed arrays live outside the heap and are
 * not to be made per request, ADR 0064); every bit is clear between two uses.
 */
let rankBits = new Uint32Array(0);
/** The hits' places in the presorted order, sorted (the sparse way); reused as `rankBits` is. */
let placeScratch = new Int32Array(0);

/**
 * The first `end` hits in the presorted order, equal keys ordered by their place in `list` when given
 * (a page over several categories keeps their list order among ties). Many hits: the presorted order is
 * walked until enough are found. Few hits: their places in it are sorted instead, which finds the same
 * hits in the same order without passing every other document. `walk` forces one way, for tests.
 */
export function sortedPage(order: SortOrder, hits: TypedFastBitSet, hitOrder: Int32Array, list: ListOrder | undefined, end: number, walk = hitOrder.length * SPARSE_HITS >= order.order.length): number[] {
  const out: number[] = [];
  let tie: number[] = [];
  const flush = () => {
    if (list && tie.length > 1) inListOrder(tie, list, end - out.length, out);
    else for (const d of tie) out.push(d);
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
    if (placeScratch.length < hitOrder.length) placeScratch = new Int32Array(order.order.length);
    for (let k = 0; k < hitOrder.length; k++) placeScratch[k] = order.position[hitOrder[k]!]!;
    const places = placeScratch.subarray(0, hitOrder.length).sort();
    for (let k = 0; k < places.length && out.length < end; k++) {
      if (k > 0 && order.group[places[k]!] !== order.group[places[k - 1]!]) flush();
      tie.push(order.order[places[k]!]!);
    }
  }
  flush();
  return out.slice(0, end);
}

/**
 * Appends the first `needed` of a run of equal keys to `out`, in list order. A long run is marked in a
 * bitmap of list places and read back in place order: after an import every event has the same
 * `updated_at`, so "latest first" over a top category is one run of all its events, and sorting it
 * with a comparator on every page took a sixth of a listing at 100,000 events (ADR 0070).
 */
function inListOrder(tie: number[], list: ListOrder, needed: number, out: number[]): void {
  const { rank, order } = list;
  if (tie.length <= SORTED_TIES) {
    tie.sort((a, b) => rank[a]! - rank[b]!);
    for (let k = 0; k < tie.length && k < needed; k++) out.push(tie[k]!);
    return;
  }
  const words = (order.length >>> 5) + 1;
  if (rankBits.length < words) rankBits = new Uint32Array(words);
  const bits = rankBits;
  let low = words;
  let high = -1;
  for (const d of tie) {
    const place = rank[d]!;
    const w = place >>> 5;
    bits[w]! |= 1 << (place & 31);
    if (w < low) low = w;
    if (w > high) high = w;
  }
  let taken = 0;
  for (let w = low; w <= high && taken < needed; w++) {
    let word = bits[w]!;
    while (word !== 0 && taken < needed) {
      const lowest = word & -word;
      out.push(order[(w << 5) + 31 - Math.clz32(lowest)]!);
      taken++;
      word ^= lowest;
    }
  }
  bits.fill(0, low, high + 1);
}
