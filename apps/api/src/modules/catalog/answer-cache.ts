import { fnv1a32 } from '@encore/domain';
import type { KeptAnswer } from '../../platform/kept-answer.ts';

/** Answers kept per store view at most. */
const MAX_ANSWERS = 5000;
/**
 * Bytes of kept answers per store view at most (each answer's forms and its key, counted under every key
 * it is kept under). A count alone let 5,000 listings of 75 KB hold over half a gigabyte at 100,000 events.
 */
const MAX_BYTES = 128 * 1024 * 1024;

/** Slots of the filter of requests seen once (a power of two): 256 KB a cache. */
const SEEN_SLOTS = 1 << 16;

/** Characters of a long key's start and of its end that its admission hash reads. */
const HASHED_ENDS = 512;

/**
 * A key's hash for the seen-once filter: of the whole key when it is short, else of its length, its
 * first and its last 512 characters. A listing's key holds the category and its subcategories' ids in
 * its middle, 5 to 6 KB at 100,000 events, and hashing all of it was a twentieth of such a listing's
 * time. Paging and sort come first in a key, the other filters last, and the category ids start with
 * the category's own, so keys that differ only in between are rare; such a pair keeps an answer early.
 */
function admissionHash(key: string): number {
  if (key.length <= 2 * HASHED_ENDS) return fnv1a32(key);
  return (Math.imul(fnv1a32(key.slice(0, HASHED_ENDS)) ^ key.length, 0x01000193) ^ fnv1a32(key.slice(-HASHED_ENDS))) >>> 0;
}

/**
 * A store view's serialised answers (searches, suggestions) by request key, bounded by count and by bytes: past either
 * bound it starts empty again (a flood of distinct requests cannot grow it, and the popular listings
 * come back on their next request).
 *
 * An answer is kept only from the second time its request is seen (`admits`). Most requests of a big
 * catalogue come once (a filter combination, a deep page, a search with a slip). Keeping each of them
 * moved its answer and key into V8's old generation, where they became garbage when the cache was next
 * emptied, and that promotion set the pace of full collections. Their marking held every answer in
 * flight back by tens of milliseconds (ADR 0064). A request asked again is kept, so a popular listing
 * is computed twice instead of once.
 */
export class AnswerCache {
  /** Each answer with the bytes it was counted at (its compressed forms come later, so its size grows). */
  private readonly answers = new Map<string, { answer: KeptAnswer; counted: number }>();
  private bytes = 0;
  /** A hash of the last request seen in each slot: two requests that share a slot push each other out, so one may be kept a sighting later. */
  private readonly seen = new Uint32Array(SEEN_SLOTS);

  /** Whether the answer to `key` should be kept: its request was seen before (this call records it otherwise). */
  admits(key: string): boolean {
    // Never 0, which marks an empty slot. A collision only keeps an answer early.
    const hash = admissionHash(key) || 1;
    const slot = hash & (SEEN_SLOTS - 1);
    if (this.seen[slot] === hash) return true;
    this.seen[slot] = hash;
    return false;
  }

  get size(): number {
    return this.answers.size;
  }

  get(key: string): KeptAnswer | undefined {
    return this.answers.get(key)?.answer;
  }

  /** Whether another answer would pass a bound: the caller then empties this cache and what goes with it. */
  full(): boolean {
    return this.answers.size >= MAX_ANSWERS || this.bytes >= MAX_BYTES;
  }

  set(key: string, answer: KeptAnswer): void {
    this.delete(key);
    // Compressed forms are made later, on demand; they are about a tenth of the JSON. The key is the
    // request itself (up to the body limit), so it counts too: long keys cannot grow the cache past its bound.
    const counted = Math.round(answer.size * 1.1) + key.length * 2;
    this.answers.set(key, { answer, counted });
    this.bytes += counted;
  }

  delete(key: string): void {
    const old = this.answers.get(key);
    if (!old) return;
    this.answers.delete(key);
    this.bytes -= old.counted;
  }

  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  keys(): IterableIterator<string> {
    return this.answers.keys();
  }

  *values(): IterableIterator<KeptAnswer> {
    for (const { answer } of this.answers.values()) yield answer;
  }
}
