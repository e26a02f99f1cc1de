import { editDistanceWithin } from './edit-distance.ts';

/** Every distinct string left by deleting up to `depth` units of `word` (the word itself included). */
function deletionsOf(word: string, depth: number, into: Set<string> = new Set()): Set<string> {
  into.add(word);
  if (depth === 0) return into;
  for (let i = 0; i < word.length; i++) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!into.has(shorter)) deletionsOf(shorter, depth - 1, into);
  }
  return into;
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
    for (const term of vocabulary) {
      const id = this.terms.push(term) - 1;
      // A word of one letter more than the distance is all deletions: it is still filed under ''.
      for (const d of deletionsOf(term, Math.min(maxDistance, term.length))) {
        this.termAt.push(id);
        this.nextAt.push(this.head.get(d) ?? -1);
        this.head.set(d, this.termAt.length - 1);
      }
    }
  }

  /** The words within `maxDistance` edits of `word` (at most the distance the index was built for), with their distance. */
  near(word: string, maxDistance: number): Map<string, number> {
    if (maxDistance > this.maxDistance) throw new RangeError(`built for ${this.maxDistance} edits, asked for ${maxDistance}`);
    const found = new Map<string, number>();
    const tried = new Set<number>();
    for (const d of deletionsOf(word, Math.min(maxDistance, word.length))) {
      for (let at = this.head.get(d) ?? -1; at !== -1; at = this.nextAt[at]!) {
        const id = this.termAt[at]!;
        if (tried.has(id)) continue;
        tried.add(id);
        const term = this.terms[id]!;
        const distance = editDistanceWithin(word, term, maxDistance);
        if (distance <= maxDistance) found.set(term, distance);
      }
    }
    return found;
  }
}
