/**
 * The `size` best-scored ids that `pick` accepts, offered one by one, best first; equal scores keep the
 * order they were offered in (as a stable sort by score would). It keeps only the best few: a short
 * suggestion prefix or a typo'd search scores thousands of events, and sorting them all to show a
 * handful took most of the answer's time.
 */
export class TopScored<T> {
  private readonly best: Array<{ item: T; score: number }> = [];

  constructor(
    private readonly size: number,
    private readonly pick: (id: number) => T | undefined,
  ) {}

  offer(id: number, score: number): void {
    const best = this.best;
    if (this.size <= 0 || (best.length === this.size && score <= best[best.length - 1]!.score)) return;
    const item = this.pick(id);
    if (item === undefined) return;
    // After every kept entry with a score at least as high: a later equal score ranks below an earlier one.
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < score) at--;
    best.splice(at, 0, { item, score });
    if (best.length > this.size) best.pop();
  }

  items(): T[] {
    return this.best.map((b) => b.item);
  }
}

/** `TopScored` over ids whose scores are looked up. */
export function topScored<T>(ids: Iterable<number>, scoreOf: (id: number) => number, size: number, pick: (id: number) => T | undefined): T[] {
  const top = new TopScored(size, pick);
  for (const id of ids) top.offer(id, scoreOf(id));
  return top.items();
}
