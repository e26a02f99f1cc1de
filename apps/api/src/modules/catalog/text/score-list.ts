/**
 * A text search's scores by product id, in the order the scorer met the hits (which breaks ties between
 * equal scores), held as two plain arrays of numbers: about 16 bytes a hit on V8's heap, where a map
 * held about 50 with a boxed number per score. Searches keep theirs for their next pages, and at 100,000
 * events a search scores thousands of events (ADR 0065). Looking one id up builds a map the first time:
 * only the document-by-document search does.
 */
export class ScoreList {
  private ids: number[] = [];
  private scores: number[] = [];
  private byId: Map<number, number> | undefined;

  get size(): number {
    return this.ids.length;
  }

  /** Adds a hit; the scorer meets each id once. */
  add(id: number, score: number): void {
    this.ids.push(id);
    this.scores.push(score);
    this.byId = undefined;
  }

  /**
   * Gives the lists back the room they grew by (up to half again their length) before they are kept:
   * a copy of an array is made at its length.
   */
  trim(): this {
    this.ids = this.ids.slice();
    this.scores = this.scores.slice();
    return this;
  }

  forEach(each: (score: number, id: number) => void): void {
    const { ids, scores } = this;
    for (let i = 0; i < ids.length; i++) each(scores[i]!, ids[i]!);
  }

  keys(): IterableIterator<number> {
    return this.ids.values();
  }

  /** Id and score pairs, in the order met. */
  *entries(): IterableIterator<[number, number]> {
    for (let i = 0; i < this.ids.length; i++) yield [this.ids[i]!, this.scores[i]!];
  }

  [Symbol.iterator](): IterableIterator<[number, number]> {
    return this.entries();
  }

  get(id: number): number | undefined {
    return this.lookup().get(id);
  }

  has(id: number): boolean {
    return this.lookup().has(id);
  }

  private lookup(): Map<number, number> {
    if (!this.byId) {
      this.byId = new Map();
      for (let i = 0; i < this.ids.length; i++) this.byId.set(this.ids[i]!, this.scores[i]!);
    }
    return this.byId;
  }
}
