/**
 * Largest span of ids looked up through a flat array, in ids per document. Events and their ticket
 * categories share one id sequence, so a store view's events hold about every sixth id; a span up to
 * sixteen times their count takes at most 64 bytes a document.
 */
const DENSE_SPAN_PER_DOCUMENT = 16;
/** Spans this small are looked up through an array whatever the count (a few pages of memory). */
const DENSE_SPAN_ANYWAY = 4096;

/**
 * The place of each product id among a store view's documents. Ids within a short span are found
 * by subtraction in an `Int32Array`; others, in a map. A text search turns every hit's id into a
 * place, and at 100,000 events the map's look-ups were a sixth of a typo'd search's time (ADR 0073).
 */
export class PlaceById {
  private readonly base: number;
  private readonly dense: Int32Array | undefined;
  private readonly sparse: Map<number, number> | undefined;

  constructor(ids: readonly number[]) {
    let low = Infinity;
    let high = -Infinity;
    let integers = true;
    for (const id of ids) {
      if (!Number.isSafeInteger(id)) integers = false;
      if (id < low) low = id;
      if (id > high) high = id;
    }
    const span = high - low + 1;
    this.base = integers && ids.length > 0 ? low : 0;
    if (integers && ids.length > 0 && span <= Math.max(DENSE_SPAN_ANYWAY, ids.length * DENSE_SPAN_PER_DOCUMENT)) {
      this.dense = new Int32Array(span).fill(-1);
      ids.forEach((id, place) => {
        this.dense![id - low] = place;
      });
    } else {
      this.sparse = new Map();
      ids.forEach((id, place) => this.sparse!.set(id, place));
    }
  }

  /** The place of `id`; undefined when no document has it. */
  get(id: number): number | undefined {
    const dense = this.dense;
    if (dense === undefined) return this.sparse!.get(id);
    const at = id - this.base;
    // A fraction or an id outside the span indexes no element, and reads undefined.
    const place = dense[at];
    return place === undefined || place < 0 ? undefined : place;
  }
}
