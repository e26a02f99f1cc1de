import type SearchableMap from 'minisearch/SearchableMap';
import type { FieldPostings, PostingCache } from './field-postings.ts';

/** What MiniSearch files under each word: field id → document short id → occurrences. */
export type FieldTermData = Map<number, Map<number, number>>;

/** The parts of a MiniSearch index a query is scored from (read as MiniSearch's own search reads them). */
export interface ScoredIndex {
  terms: SearchableMap<FieldTermData>;
  documentIds: Map<number, unknown>;
  fieldLength: Map<number, number[]>;
  avgFieldLength: number[];
  /** BM25's length part of each document's fields (`lengthNorms`), while it still holds. */
  norms: readonly Float64Array[] | undefined;
  /** The external (product) id of each short id, while it still holds. */
  externalIds: Float64Array | undefined;
  /** Whether discarded documents may still be filed under words. */
  dirty: boolean;
  /** Words' postings worked out for scoring, while `norms` holds. */
  postings: PostingCache | undefined;
  documentCount: number;
  /** One past the highest short id handed out so far. */
  nextId: number;
  /** Field ids with their boosts, in the order the fields were declared. */
  fields: readonly (readonly [fieldId: number, boost: number])[];
  /** Drops a discarded document's entry from a word as MiniSearch's search does when it meets one. */
  removeTerm(fieldId: number, shortId: number, term: string): void;
}

/** How each query word is matched: the same functions MiniSearch's search options take. */
export interface QueryRules {
  prefix: (term: string, i: number, terms: string[]) => boolean;
  fuzzy: (term: string, i: number, terms: string[]) => number;
  /** A hit must match at least this many distinct query words. */
  required: number;
  /** Hits scoring under this are dropped. */
  minScore: number;
}

// MiniSearch's defaults, which our options keep: BM25 k, b and d, and the weights of prefix and typo matches.
const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;
/** Distinct query words are tracked as bits of one 32-bit word; longer queries take the library's own way. */
const MAX_SCORED_WORDS = 31;

/**
 * Scores a text query over a MiniSearch index the way MiniSearch's OR search does (BM25 per field,
 * boosts, prefix and typo weights, the same expansions, a hit's score times the distinct query words
 * it matched), bit for bit and in the same order, without building a result object, a match record
 * and a word list for every hit. Those allocations were most of a suggestion's time. The scratch
 * arrays are indexed by document short id and kept between queries, told apart by a query stamp.
 */
export class QueryScorer {
  private wordScore = new Float64Array(0);
  private wordStamp = new Uint32Array(0);
  private total = new Float64Array(0);
  private totalStamp = new Uint32Array(0);
  private matched = new Uint32Array(0);
  /** The documents one word met and the query met, in the order met (each at most once). */
  private met = new Int32Array(0);
  private metCount = 0;
  private hits = new Int32Array(0);
  private stamp = 0;
  /** `scoreByPlace`'s arrays, indexed by place, and its word stamp. */
  private byPlace:
    | {
        wordScore: Float64Array;
        wordStamp: Uint32Array;
        total: Float64Array;
        matched: Uint32Array;
        met: Int32Array;
        /** The places met so far in the query: a place's bit says it has a total already. */
        found: Uint32Array;
      }
    | undefined;
  private placeStamp = 0;

  /**
   * Hands each hit's external id and score to `each`, in the order the hits were met; false (and nothing
   * handed) when the query has too many distinct words. A reader that wants a few best hits keeps them
   * as they come: a map of every hit's score was half of a suggestion's time at 100,000 events.
   */
  scoreEach(index: ScoredIndex, words: string[], rules: QueryRules, each: (id: number, score: number) => void): boolean {
    const distinct: string[] = [];
    for (const w of words) if (!distinct.includes(w)) distinct.push(w);
    if (distinct.length > MAX_SCORED_WORDS) return false;
    this.fit(index.nextId);
    const queryStamp = (this.stamp = nextStamp(this.stamp, this.wordStamp, this.totalStamp));
    let hitCount = 0;
    for (let i = 0; i < words.length; i++) {
      const bit = 1 << distinct.indexOf(words[i]!);
      const wordStamp = (this.stamp = nextStamp(this.stamp, this.wordStamp, this.totalStamp));
      this.metCount = 0;
      this.expand(index, words, i, rules, (derived, weight, data) => this.addWord(index, derived, weight, data, wordStamp));
      // The word's hits join the query's: a new hit takes the word's score, a known one adds it.
      for (let m = 0; m < this.metCount; m++) {
        const doc = this.met[m]!;
        if (this.totalStamp[doc] !== queryStamp) {
          this.totalStamp[doc] = queryStamp;
          this.total[doc] = this.wordScore[doc]!;
          this.matched[doc] = bit;
          this.hits[hitCount++] = doc;
        } else {
          this.total[doc] = this.total[doc]! + this.wordScore[doc]!;
          this.matched[doc] = this.matched[doc]! | bit;
        }
      }
    }
    this.ranked(index, this.hits.subarray(0, hitCount), rules, each);
    return true;
  }

  /**
   * The words query word `i` stands for, each with its weight and what the index files under it, in the
   * library's order: the word itself, its longer words (prefix), then its typo matches.
   */
  private expand(index: ScoredIndex, words: string[], i: number, rules: QueryRules, add: (derived: string, weight: number, data: FieldTermData | undefined) => void): void {
    const term = words[i]!;
    add(term, 1, index.terms.get(term));
    const prefixMatches = rules.prefix(term, i, words) ? index.terms.atPrefix(term) : undefined;
    const fuzzy = rules.fuzzy(term, i, words);
    const maxDistance = fuzzy ? (fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy) : 0;
    const fuzzyMatches = maxDistance ? index.terms.fuzzyGet(term, maxDistance) : undefined;
    if (prefixMatches) {
      for (const [derived, data] of prefixMatches) {
        const distance = derived.length - term.length;
        if (!distance) continue;
        // A word that is both a prefix and a typo match counts once, as a prefix match.
        fuzzyMatches?.delete(derived);
        add(derived, (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * distance), data);
      }
    }
    if (fuzzyMatches) {
      for (const derived of fuzzyMatches.keys()) {
        const [data, distance] = fuzzyMatches.get(derived)!;
        if (!distance) continue;
        add(derived, (FUZZY_WEIGHT * derived.length) / (derived.length + distance), data);
      }
    }
  }

  /**
   * The query's hits as places of a column set (`placeOf` turns a short id into a place, -1 for none):
   * the places in ascending order with their scores, the same scores `scoreEach` hands. Undefined when the index's figures are not prepared, discarded documents wait in it or the
   * query has too many distinct words; the caller then takes `scoreEach`'s way.
   *
   * Why: handing each hit to a callback that looked its product id up, found its place, set its bit and
   * wrote its score, and then walking the set once more to list them, cost more than scoring the text.
   * Here a hit's score goes to its place as it is met, a set of places records which are met, and one
   * walk of that set in order writes the answer (ADR 0083).
   */
  scoreByPlace(index: ScoredIndex, words: string[], rules: QueryRules, placeOf: Int32Array, size: number): { places: number[]; scores: number[] } | undefined {
    const distinct: string[] = [];
    for (const w of words) if (!distinct.includes(w)) distinct.push(w);
    if (distinct.length > MAX_SCORED_WORDS || !index.norms || !index.postings || index.dirty) return undefined;
    const postings = index.postings;
    const norms = index.norms;
    const scratch = this.placeScratch(size);
    const { wordScore, wordStamp, total, matched, met, found } = scratch;
    found.fill(0);
    for (let i = 0; i < words.length; i++) {
      const bit = 1 << distinct.indexOf(words[i]!);
      const stamp = (this.placeStamp = nextStamp(this.placeStamp, scratch.wordStamp));
      let metCount = 0;
      this.expand(index, words, i, rules, (_derived, weight, data) => {
        if (data == null) return;
        for (const [fieldId, boost] of index.fields) {
          const freqs = data.get(fieldId);
          if (freqs == null) continue;
          const { docs, parts } = postings.of(freqs, () => fieldPostings(freqs, inverseDocumentFrequency(index.documentCount, freqs.size), norms[fieldId]!));
          // weight * boost * part, grouped as addWord groups it, so every score is the same to the last bit.
          const factor = weight * boost;
          for (let k = 0; k < docs.length; k++) {
            const place = placeOf[docs[k]!]!;
            if (place < 0) continue;
            const weighted = factor * parts[k]!;
            if (wordStamp[place] !== stamp) {
              wordStamp[place] = stamp;
              wordScore[place] = weighted;
              met[metCount++] = place;
            } else {
              wordScore[place] = wordScore[place]! + weighted;
            }
          }
        }
      });
      // The word's hits join the query's; a place's bit in `found` says it has a total already.
      for (let m = 0; m < metCount; m++) {
        const place = met[m]!;
        const mask = 1 << (place & 31);
        if ((found[place >>> 5]! & mask) === 0) {
          found[place >>> 5] = found[place >>> 5]! | mask;
          total[place] = wordScore[place]!;
          matched[place] = bit;
        } else {
          total[place] = total[place]! + wordScore[place]!;
          matched[place] = matched[place]! | bit;
        }
      }
    }
    // One walk of the set in order finds the hits that match enough words and score enough. They are
    // listed in the scratch arrays first (`met` and `wordScore` are not read again before a word writes
    // them), then copied into plain arrays of their exact length: a search's hits are kept for its next
    // pages (see TextHits), and arrays grown by push made about three times their bytes in young garbage.
    let kept = 0;
    for (let w = 0; w < found.length; w++) {
      let bits = found[w]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        const place = (w << 5) + 31 - Math.clz32(lowest);
        const matchedWords = bitCount(matched[place]!);
        const score = total[place]! * (matchedWords || 1);
        if (matchedWords >= rules.required && score >= rules.minScore) {
          met[kept] = place;
          wordScore[kept++] = score;
        }
      }
    }
    const places = new Array<number>(kept);
    const scores = new Array<number>(kept);
    for (let k = 0; k < kept; k++) {
      places[k] = met[k]!;
      scores[k] = wordScore[k]!;
    }
    return { places, scores };
  }

  private placeScratch(size: number) {
    if (this.byPlace && this.byPlace.total.length >= size) return this.byPlace;
    this.byPlace = {
      wordScore: new Float64Array(size),
      wordStamp: new Uint32Array(size),
      total: new Float64Array(size),
      matched: new Uint32Array(size),
      met: new Int32Array(size),
      found: new Uint32Array((size + 31) >>> 5),
    };
    this.placeStamp = 0;
    return this.byPlace;
  }

  private addWord(index: ScoredIndex, derived: string, weight: number, data: FieldTermData | undefined, wordStamp: number): void {
    if (data == null) return;
    for (const [fieldId, boost] of index.fields) {
      const freqs = data.get(fieldId);
      if (freqs == null) continue;
      let matching = freqs.size;
      const avgLength = index.avgFieldLength[fieldId]!;
      const norms = index.norms?.[fieldId];
      let invDocFreq = inverseDocumentFrequency(index.documentCount, matching);
      const wordScore = this.wordScore;
      const stamps = this.wordStamp;
      const met = this.met;
      freqs.forEach((termFreq, doc) => {
        if (index.dirty && !index.documentIds.has(doc)) {
          index.removeTerm(fieldId, doc, derived);
          matching -= 1;
          invDocFreq = inverseDocumentFrequency(index.documentCount, matching);
          return;
        }
        const norm = norms ? norms[doc]! : lengthNorm(index.fieldLength.get(doc)![fieldId]!, avgLength);
        const weighted = weight * boost * (invDocFreq * (D + (termFreq * (K + 1)) / (termFreq + norm)));
        if (stamps[doc] !== wordStamp) {
          stamps[doc] = wordStamp;
          wordScore[doc] = weighted;
          met[this.metCount++] = doc;
        } else {
          wordScore[doc] = wordScore[doc]! + weighted;
        }
      });
    }
  }

  /**
   * The hits that match enough words and score enough, in the order they were met. The library sorts
   * them by score, its ties in this order; every reader ranks by score with ties by this order, so the
   * sort would change no answer and is left out.
   */
  private ranked(index: ScoredIndex, hits: Int32Array, rules: QueryRules, each: (id: number, score: number) => void): void {
    const ids = index.externalIds;
    for (const doc of hits) {
      const words = bitCount(this.matched[doc]!);
      const score = this.total[doc]! * (words || 1);
      if (words >= rules.required && score >= rules.minScore) each(ids ? ids[doc]! : (index.documentIds.get(doc) as number), score);
    }
  }

  private fit(size: number): void {
    if (this.wordScore.length >= size) return;
    const length = Math.max(size, Math.ceil(this.wordScore.length * 1.5), 1024);
    this.wordScore = new Float64Array(length);
    this.wordStamp = new Uint32Array(length);
    this.total = new Float64Array(length);
    this.totalStamp = new Uint32Array(length);
    this.matched = new Uint32Array(length);
    this.met = new Int32Array(length);
    this.hits = new Int32Array(length);
    this.stamp = 0;
  }
}

/** The stamp after `stamp`; before the counter would wrap, the arrays stamped with it are emptied and counting starts again. */
function nextStamp(stamp: number, stamped: Uint32Array, alsoStamped?: Uint32Array): number {
  if (stamp < 0xffff_fffe) return stamp + 1;
  stamped.fill(0);
  alsoStamped?.fill(0);
  return 1;
}

/** BM25's weight of a word found in `matching` of `documentCount` documents, in the library's order of operations. */
function inverseDocumentFrequency(documentCount: number, matching: number): number {
  return Math.log(1 + (documentCount - matching + 0.5) / (matching + 0.5));
}

/** A word's documents in one field with the part of their scores that `scoreByPlace` multiplies by the word's weight and the field's boost. */
function fieldPostings(freqs: ReadonlyMap<number, number>, invDocFreq: number, norms: Float64Array): FieldPostings {
  const docs = new Int32Array(freqs.size);
  const parts = new Float64Array(freqs.size);
  let k = 0;
  for (const [doc, termFreq] of freqs) {
    docs[k] = doc;
    parts[k++] = invDocFreq * (D + (termFreq * (K + 1)) / (termFreq + norms[doc]!));
  }
  return { docs, parts };
}

/** BM25's length part for one field of one document, in the library's order of operations. */
function lengthNorm(fieldLength: number, avgLength: number): number {
  return K * (1 - B + (B * fieldLength) / avgLength);
}

/**
 * The length part of every document's fields, by field id and short id, worked out once for a
 * filed catalogue instead of looked up and computed for every word of every query. It holds until
 * a document is added or discarded (the average length moves).
 */
export function lengthNorms(fieldLength: Map<number, number[]>, avgFieldLength: readonly number[], size: number): Float64Array[] {
  const norms = avgFieldLength.map(() => new Float64Array(size));
  for (const [doc, lengths] of fieldLength) for (let f = 0; f < lengths.length; f++) norms[f]![doc] = lengthNorm(lengths[f]!, avgFieldLength[f]!);
  return norms;
}

/** The external id of each short id, for ids that are numbers (products'). */
export function externalIds(documentIds: Map<number, unknown>, size: number): Float64Array {
  const ids = new Float64Array(size);
  for (const [doc, id] of documentIds) ids[doc] = id as number;
  return ids;
}

function bitCount(n: number): number {
  let count = 0;
  for (let v = n; v !== 0; v &= v - 1) count++;
  return count;
}
