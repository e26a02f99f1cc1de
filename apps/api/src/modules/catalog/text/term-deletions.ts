import { editDistanceWithin } from './edit-distance.ts';

/**
 * Calls `each` with every string left by deleting up to `depth` (at most 2) units of `word`, the word
 * itself included; a string may come more than once (lookups skip words already tried).
 */
function forEachDeletion(word: string, depth: number, each: (deletion: string) => void): void {
  each(word);
  if (depth === 0) return;
  for (let i = 0; i < word.length; i++) {
    const once = word.slice(0, i) + word.slice(i + 1);
    each(once);
    // Deleting i then a later unit j covers every pair once.
    if (depth >= 2) for (let j = i; j < once.length; j++) each(once.slice(0, j) + once.slice(j + 1));
  }
}

/** How many strings `forEachDeletion` hands over for a word of `length` units, at most (1 + n + n(n-1)/2 at depth 2). */
function deletionCount(length: number, depth: number): number {
  return 1 + (depth >= 1 ? length : 0) + (depth >= 2 ? (length * (length - 1)) / 2 : 0);
}

/**
 * A vocabulary filed under each string that deleting up to `maxDistance` letters of a word leaves
 * (symmetric delete). Two words within n edits of each other always leave a common string after at
 * most n deletions from each, so the words near a query word are found by looking up the query
 * word's own deletions, never by walking the vocabulary; each candidate is then checked with the
 * exact edit distance, so the answer is exactly the words within the distance.
 */
export class TermDeletions {
  private readonly terms: string[] = [];
  /** deletion → first entry of its chain in `termAt` / `nextAt` (one chain per deletion, no array each). */
  private readonly head = new Map<string, number>();
  /**
   * The chains in typed arrays that double when full: at 100,000 events they hold about two million
   * entries, 31 MB of heap as two arrays of numbers and 17 MB outside it as these (ADR 0070).
   */
  private termAt: Int32Array;
  private nextAt: Int32Array;
  private entries = 0;

  constructor(
    vocabulary: Iterable<string>,
    readonly maxDistance: number,
  ) {
    const words = [...vocabulary];
    // Room for every deletion the words can leave, taken once: doubling from small arrays left the
    // freed halves with the allocator, as much again as the arrays.
    let room = 0;
    for (const word of words) room += deletionCount(word.length, Math.min(maxDistance, word.length));
    this.termAt = new Int32Array(room);
    this.nextAt = new Int32Array(room);
    for (const word of words) this.add(word);
  }

  /** Files one more word (a word filed twice is found once). */
  add(term: string): void {
    const id = this.terms.push(term) - 1;
    forEachDeletion(term, Math.min(this.maxDistance, term.length), (d) => {
      const previous = this.head.get(d);
      // Repeated letters ('000123') leave the same string several ways: it is filed once per word.
      if (previous !== undefined && this.termAt[previous] === id) return;
      if (this.entries === this.termAt.length) this.grow();
      this.termAt[this.entries] = id;
      this.nextAt[this.entries] = previous ?? -1;
      this.head.set(d, this.entries++);
    });
  }

  private grow(): void {
    const termAt = new Int32Array(Math.max(1024, this.termAt.length * 2));
    const nextAt = new Int32Array(termAt.length);
    termAt.set(this.termAt);
    nextAt.set(this.nextAt);
    this.termAt = termAt;
    this.nextAt = nextAt;
  }

  /** The words within `maxDistance` edits of `word` (at most the distance the index was built for), with their distance. */
  near(word: string, maxDistance: number): Map<string, number> {
    if (maxDistance > this.maxDistance) throw new RangeError(`built for ${this.maxDistance} edits, asked for ${maxDistance}`);
    const found = new Map<string, number>();
    const tried = new Set<number>();
    forEachDeletion(word, Math.min(maxDistance, word.length), (d) => {
      for (let at = this.head.get(d) ?? -1; at !== -1; at = this.nextAt[at]!) {
        const id = this.termAt[at]!;
        if (tried.has(id)) continue;
        tried.add(id);
        const term = this.terms[id]!;
        const distance = editDistanceWithin(word, term, maxDistance);
        if (distance <= maxDistance) found.set(term, distance);
      }
    });
    return found;
  }
}
