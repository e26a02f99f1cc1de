/** The first place in `sorted` (ascending) holding `value` or a higher number: its length when there is none. */
export function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The place of `id` in ids sorted ascending; -1 when it is not there. */
export function placeOfId(ids: Float64Array, id: number): number {
  const at = lowerBound(ids, id);
  return ids[at] === id ? at : -1;
}
