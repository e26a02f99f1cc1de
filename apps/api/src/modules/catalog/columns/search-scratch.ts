import { TypedFastBitSet } from 'typedfastbitset';

/**
 * A document set and a document list a search works in, made once per set of columns and reused by every
 * search over them. A search runs from its first filter to its serialised answer within one turn of the
 * event loop, and nothing it answers or keeps refers to these, so the next search may overwrite them.
 *
 * Why not new arrays per search: typed arrays live outside V8's heap, and V8 starts a full collection
 * each time about 64 MB of such memory has been allocated, however much room its heap has. A listing
 * over 100,000 events made a set of 12.5 KB and a list of up to 400 KB per filter pass, and so caused
 * a full collection every few seconds, each marking the whole catalogue (ADR 0064).
 */
export class SearchScratch {
  private readonly bits: TypedFastBitSet;
  private readonly list: Int32Array;

  constructor(private readonly size: number) {
    // One word more than the documents need: addRange(0, size) then never grows the set.
    this.bits = TypedFastBitSet.fromWords(new Uint32Array((size >>> 5) + 1));
    this.list = new Int32Array(size);
  }

  /** The scratch set, holding exactly the documents of `set`. */
  copyOf(set: TypedFastBitSet): TypedFastBitSet {
    const words = this.bits.words;
    const from = set.words;
    const shared = Math.min(words.length, from.length);
    // Sets grow by doubling, so `from` may be longer than the documents need; those words hold no document.
    words.set(shared === from.length ? from : from.subarray(0, shared));
    words.fill(0, shared);
    return this.bits;
  }

  /** The scratch set, holding exactly the documents of `list` (those in `within` too, when given). */
  holding(list: ArrayLike<number>, within?: TypedFastBitSet): TypedFastBitSet {
    const bits = this.bits;
    bits.words.fill(0);
    if (within) {
      for (let i = 0; i < list.length; i++) if (within.has(list[i]!)) bits.add(list[i]!);
    } else {
      for (let i = 0; i < list.length; i++) bits.add(list[i]!);
    }
    return bits;
  }

  /** The scratch set, holding every document. */
  everything(): TypedFastBitSet {
    this.bits.words.fill(0);
    this.bits.addRange(0, this.size);
    return this.bits;
  }

  /** The documents of `order` that are in `set`, in that order, as a view of the scratch list. */
  kept(order: Int32Array, set: TypedFastBitSet): Int32Array {
    const list = this.list;
    let n = 0;
    for (let i = 0; i < order.length; i++) {
      const d = order[i]!;
      if (set.has(d)) list[n++] = d;
    }
    return list.subarray(0, n);
  }

  /** The documents of `set` in index order, as a view of the scratch list. */
  listed(set: TypedFastBitSet): Int32Array {
    const list = this.list;
    const words = set.words;
    let n = 0;
    // The set's own forEach calls a function per document: a tenth of a typo'd search at 100,000 events.
    for (let k = 0; k < words.length; k++) {
      let word = words[k]!;
      while (word !== 0) {
        const lowest = word & -word;
        list[n++] = (k << 5) + 31 - Math.clz32(lowest);
        word ^= lowest;
      }
    }
    return list.subarray(0, n);
  }
}
