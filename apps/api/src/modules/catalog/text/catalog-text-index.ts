import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { Product } from '@encore/contracts';
import { foldForSearch } from '@encore/domain';
import { ExpandingTermMap } from './expanding-term-map.ts';
import { PostingCache } from './field-postings.ts';
import { QueryScorer, externalIds, lengthNorms, type FieldTermData, type QueryRules, type ScoredIndex } from './query-scorer.ts';
import type { SearchBudget } from './search-budget.ts';
import { FUZZINESS } from './text-rules.ts';

const FIELDS = ['name', 'sku', 'category_names'];
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * The product text index (MiniSearch: name, skus, category names, accent-folded) whose typo
 * expansion looks words up in a symmetric-delete index built once per catalogue (`prepareSearch`),
 * with the same words, distances, order and scores as MiniSearch's own walk of its vocabulary.
 */
export class CatalogTextIndex extends MiniSearch<Product> {
  private readonly terms = new ExpandingTermMap<FieldTermData>();
  private readonly scorer = new QueryScorer();
  /** Per-document figures for scoring, worked out by `prepareSearch` and dropped by any change. */
  private prepared: { norms: Float64Array[]; ids: Float64Array; postings: PostingCache } | undefined;

  constructor() {
    super({
      fields: FIELDS,
      storeFields: [],
      processTerm: (term) => foldForSearch(term),
      extractField: (doc, field) => {
        if (field === 'id') return doc.id as unknown as string;
        if (field === 'category_names') return doc.category.map((c) => c.name).join(' ');
        if (field === 'sku') return [doc.sku, ...doc.configurable_children.map((c) => c.sku)].join(' ');
        return String((doc as unknown as Record<string, unknown>)[field] ?? '');
      },
    });
    // Swapped in while still empty, so MiniSearch files every word through it from the first document
    // on. The package declares its radix tree twice (bundled and as minisearch/SearchableMap) with
    // unrelated brand types; the classes are the same code, hence the cast.
    this._index = this.terms as unknown as typeof this._index;
  }

  override add(document: Product): void {
    this.prepared = undefined;
    super.add(document);
  }

  override discard(id: number): void {
    this.prepared = undefined;
    super.discard(id);
  }

  override remove(document: Product): void {
    this.prepared = undefined;
    super.remove(document);
  }

  /** Files the vocabulary for typo lookups (once: later words are filed as they come) and the fields' lengths for scoring (again after any change). */
  prepareSearch(): void {
    this.terms.prepare(FUZZINESS);
    this.prepared = { norms: lengthNorms(this._fieldLength, this._avgFieldLength, this._nextId), ids: externalIds(this._documentIds, this._nextId), postings: new PostingCache() };
  }

  /** A search that stops expanding and scoring further words once `budget` is spent. */
  searchWithin(text: string, options: SearchOptions, budget: SearchBudget): SearchResult[] {
    this.terms.budget = budget;
    try {
      return this.search(text, options);
    } finally {
      this.terms.budget = undefined;
    }
  }

  /** The product id of each short id while the index's figures are prepared (they change whenever the index does). */
  productIds(): Float64Array | undefined {
    return this.prepared?.ids;
  }

  /**
   * The hits of `eachScoreWithin`, as places of a column set that `placeOf` gives for each short id of
   * `productIds()` (see QueryScorer.scoreByPlace); undefined where that way does not apply.
   */
  placeScoresWithin(text: string, rules: QueryRules & { boost: Record<string, number> }, budget: SearchBudget, placeOf: Int32Array, size: number) {
    this.terms.budget = budget;
    try {
      return this.scorer.scoreByPlace(this.scored(rules), this.words(text), rules, placeOf, size);
    } finally {
      this.terms.budget = undefined;
    }
  }

  /**
   * Each hit's product id and score, handed to `each` as `searchWithin` with OR gives them once the hits
   * under `rules.required` words or `rules.minScore` are dropped, under the same time limit. Readers
   * rank them by score with ties in the order handed, which is the library's order for equal scores.
   */
  eachScoreWithin(text: string, rules: QueryRules & { boost: Record<string, number> }, budget: SearchBudget, each: (id: number, score: number) => void): void {
    this.terms.budget = budget;
    let scored: boolean;
    try {
      scored = this.scorer.scoreEach(this.scored(rules), this.words(text), rules, each);
    } finally {
      this.terms.budget = undefined;
    }
    if (scored) return;
    // More distinct words than the scorer tracks: the library's own search.
    for (const h of this.searchWithin(text, { boost: rules.boost, fuzzy: rules.fuzzy, prefix: rules.prefix, combineWith: 'OR' }, budget))
      if (h.queryTerms.length >= rules.required && h.score >= rules.minScore) each(h.id as number, h.score);
  }

  private words(text: string): string[] {
    return tokenize(text)
      .map((t) => foldForSearch(t))
      .filter(Boolean);
  }

  /** What the scorer reads of the index, as MiniSearch's own search reads it. */
  private scored(rules: { boost: Record<string, number> }): ScoredIndex {
    return {
      terms: this.terms,
      documentIds: this._documentIds,
      fieldLength: this._fieldLength,
      avgFieldLength: this._avgFieldLength,
      norms: this.prepared?.norms,
      externalIds: this.prepared?.ids,
      postings: this.prepared?.postings,
      dirty: this._dirtCount > 0,
      documentCount: this._documentCount,
      nextId: this._nextId,
      fields: FIELDS.map((f) => [this._fieldIds[f]!, rules.boost[f] || 1] as const),
      // Private in the library's types; the same clean-up its own search does on a discarded document.
      removeTerm: (fieldId, shortId, term) => (this as unknown as { removeTerm(f: number, d: number, t: string): void }).removeTerm(fieldId, shortId, term),
    };
  }
}
