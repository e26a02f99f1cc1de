/**
 * The `size` best-scored of `ids` that `pick` accepts, best first; equal scores keep the order the ids
 * came in (as a stable sort by score would). One pass that keeps the best few: a short suggestion
 * prefix or a typo'd search scores thousands of events, and sorting them all to show a handful took
 * most of the answer's time.
 */
export function topScored<T>(ids: Iterable<number>, scoreOf: (id: number) => number, size: number, pick: (id: number) => T | undefined): T[] {
  const best: Array<{ item: T; score: number }> = [];
  if (size <= 0) return [];
  for (const id of ids) {
    const score = scoreOf(id);
    if (best.length === size && score <= best[best.length - 1]!.score) continue;
    const item = pick(id);
    if (item === undefined) continue;
    // After every kept entry with a score at least as high: a later equal score ranks below an earlier one.
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < score) at--;
    best.splice(at, 0, { item, score });
    if (best.length > size) best.pop();
  }
  return best.map((b) => b.item);
}
