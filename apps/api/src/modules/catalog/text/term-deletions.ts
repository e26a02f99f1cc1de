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
  private readonly termAt: number[] = [];
  private readonly nextAt: number[] = [];

  constructor(
    vocabulary: Iterable<string>,
    readonly maxDistance: number,
  ) {
    for (const term of vocabulary) this.add(term);
  }

  /** Files one more word (a word filed twice is found once). */
  add(term: string): void {
    const id = this.terms.push(term) - 1;
    forEachDeletion(term, Math.min(this.maxDistance, term.length), (d) => {
      const previous = this.head.get(d);
      // Repeated letters ('000123') leave the same string several ways: it is filed once per word.
      if (previous !== undefined && this.termAt[previous] === id) return;
      this.termAt.push(id);
      this.nextAt.push(previous ?? -1);
      this.head.set(d, this.termAt.length - 1);
    });
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
