/**
 * The `size` best-scored ids that `pick` accepts, best first; equal scores keep the order the scores
 * came in (as a stable sort by score would). One pass that keeps the best few: for a short prefix
 * thousands of events score, and sorting them all took most of a suggestion's time.
 */
export function topScored<T>(scores: ReadonlyMap<number, number>, size: number, pick: (id: number) => T | undefined): T[] {
  const best: Array<{ item: T; score: number }> = [];
  if (size <= 0) return [];
  for (const [id, score] of scores) {
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
