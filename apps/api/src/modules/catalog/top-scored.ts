/**
 * The `size` best-scored ids that `pick` accepts, offered one by one, best first; equal scores keep the
 * order they were offered in (as a stable sort by score would). It keeps only the best few: a short
 * suggestion prefix or a typo'd search scores thousands of events, and sorting them all to show a
 * handful took most of the answer's time.
 */
export class TopScored<T> {
  /** The kept items, best first, beside their scores: two arrays moved along by hand, so an offer that is kept makes no entry object and no array (splice made one per call). */
  private readonly kept: T[] = [];
  private readonly scores: number[] = [];

  constructor(
    private readonly size: number,
    private readonly pick: (id: number) => T | undefined,
  ) {}

  /** Whether an offer of `score` could be kept: false once the list is full and its last score is as high. */
  admits(score: number): boolean {
    return this.size > 0 && (this.kept.length < this.size || score > this.scores[this.size - 1]!);
  }

  offer(id: number, score: number): void {
    if (!this.admits(score)) return;
    const item = this.pick(id);
    if (item === undefined) return;
    const { kept, scores } = this;
    // After every kept entry with a score at least as high: a later equal score ranks below an earlier one.
    let at = kept.length;
    while (at > 0 && scores[at - 1]! < score) at--;
    // A full list lets its last entry fall off; one that is not full grows by one.
    if (kept.length < this.size) {
      kept.push(item);
      scores.push(score);
    }
    for (let k = kept.length - 1; k > at; k--) {
      kept[k] = kept[k - 1]!;
      scores[k] = scores[k - 1]!;
    }
    kept[at] = item;
    scores[at] = score;
  }

  /** The kept items, best first (the list itself: take it once the offers are done). */
  items(): T[] {
    return this.kept;
  }
}

/** `TopScored` over ids whose scores are looked up. */
export function topScored<T>(ids: Iterable<number>, scoreOf: (id: number) => number, size: number, pick: (id: number) => T | undefined): T[] {
  const top = new TopScored(size, pick);
  for (const id of ids) top.offer(id, scoreOf(id));
  return top.items();
}
