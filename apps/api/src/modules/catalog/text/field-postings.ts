/** One word's documents in one field (short ids, in the order filed) with the part of each one's BM25 score no query changes. */
export interface FieldPostings {
  readonly docs: Int32Array;
  readonly parts: Float64Array;
}

/**
 * What the postings of a filed catalogue may hold, in bytes: a posting takes 12 (its document and its
 * part), a word's list about 200 more. A typo'd search touches a few dozen lists; at 100,000 events the
 * whole index would be about 1.7 million postings in 250,000 lists, most of them sku numbers no one types.
 */
const POSTINGS_BYTES_LIMIT = 32 * 1024 * 1024;
const LIST_BYTES = 200;

/**
 * Postings worked out once per word and field while the catalogue stands still, looked up by the map
 * the text index files the word's documents under in that field. Scoring a word from its map walked
 * the map, looked up each document's length in an array of the whole catalogue and worked out the
 * same BM25 part on every search; from the list it reads two arrays in order (ADR 0083). The owner
 * drops the whole set whenever a document is added or discarded, since every part depends on the
 * catalogue's size and average lengths. Past the limit the set starts again from empty.
 */
export class PostingCache {
  private lists = new WeakMap<ReadonlyMap<number, number>, FieldPostings>();
  private held = 0;

  constructor(private readonly limit = POSTINGS_BYTES_LIMIT) {}

  of(freqs: ReadonlyMap<number, number>, make: () => FieldPostings): FieldPostings {
    let list = this.lists.get(freqs);
    if (list === undefined) {
      list = make();
      const bytes = list.docs.length * 12 + LIST_BYTES;
      if (this.held + bytes > this.limit) {
        this.lists = new WeakMap();
        this.held = 0;
      }
      this.lists.set(freqs, list);
      this.held += bytes;
    }
    return list;
  }
}
