import { valueKey, valuesAt } from '@encore/domain';
import { TypedFastBitSet } from 'typedfastbitset';

/** A term as a facet counts it: one per distinct equality key, with the value shown as its bucket key. */
interface Term {
  key: string;
  /** The bucket key, or undefined when documents store the term as different values (5 and '5'). */
  shown: string | number | undefined;
}

/**
 * One field of every document, read once: the distinct stored values with the documents holding each
 * (filters test a value once, not once per document), each document's facet terms and numbers
 * (aggregations count with integer arrays), and its first value (what sorting compares).
 */
export class FieldColumn {
  readonly values: unknown[] = [];
  private readonly postings: number[][] = [];
  readonly terms: Term[] = [];
  /** Document d's terms are termIds[termStart[d] .. termStart[d + 1]). */
  readonly termStart: Int32Array;
  readonly termIds: Int32Array;
  /** Document d's numbers are numbers[numberStart[d] .. numberStart[d + 1]). */
  readonly numberStart: Int32Array;
  readonly numbers: Float64Array;
  readonly first: unknown[];
  private termCounts: Int32Array | undefined;

  constructor(docs: readonly object[], path: readonly string[]) {
    const n = docs.length;
    const valueIndex = new Map<unknown, number>();
    const termIndex = new Map<string, number>();
    const termIds: number[] = [];
    const numbers: number[] = [];
    this.termStart = new Int32Array(n + 1);
    this.numberStart = new Int32Array(n + 1);
    this.first = new Array<unknown>(n);
    for (let d = 0; d < n; d++) {
      const vals = valuesAt(docs[d]!, path);
      this.first[d] = vals[0];
      const docTerms = termIds.length;
      for (const v of vals) {
        let vi = valueIndex.get(v);
        if (vi === undefined) {
          vi = this.values.length;
          valueIndex.set(v, vi);
          this.values.push(v);
          this.postings.push([]);
        }
        const posting = this.postings[vi]!;
        if (posting[posting.length - 1] !== d) posting.push(d);
        if (typeof v === 'number') numbers.push(v);
        // Facets count scalar values only, each key once per document.
        if (v === null || v === undefined || v === '' || typeof v === 'object') continue;
        const k = valueKey(v);
        const shown = typeof v === 'boolean' ? (v ? 1 : 0) : (v as string | number);
        let ti = termIndex.get(k);
        if (ti === undefined) {
          ti = this.terms.length;
          termIndex.set(k, ti);
          this.terms.push({ key: k, shown });
        } else if (this.terms[ti]!.shown !== shown) this.terms[ti]!.shown = undefined;
        let dup = false;
        for (let i = docTerms; i < termIds.length; i++) if (termIds[i] === ti) dup = true;
        if (!dup) termIds.push(ti);
      }
      this.termStart[d + 1] = termIds.length;
      this.numberStart[d + 1] = numbers.length;
    }
    this.termIds = Int32Array.from(termIds);
    this.numbers = Float64Array.from(numbers);
  }

  /**
   * One counter per term for facet counts, made once and reused: each count leaves every counter at zero
   * again. A new array per count was a typed array outside V8's heap on every listing (see SearchScratch).
   */
  get counts(): Int32Array {
    return (this.termCounts ??= new Int32Array(this.terms.length));
  }

  /** Documents holding at least one value that passes `test`. */
  matching(test: (value: unknown) => boolean): TypedFastBitSet {
    const out = new TypedFastBitSet();
    for (let i = 0; i < this.values.length; i++) {
      if (!test(this.values[i])) continue;
      for (const d of this.postings[i]!) out.add(d);
    }
    return out;
  }
}
