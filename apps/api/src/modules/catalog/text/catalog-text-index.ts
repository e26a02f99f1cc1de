import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { Product } from '@encore/contracts';
import { foldForSearch } from '@encore/domain';
import { ExpandingTermMap } from './expanding-term-map.ts';
import type { SearchBudget } from './search-budget.ts';
import { FUZZINESS } from './text-rules.ts';

/**
 * The product text index (MiniSearch: name, skus, category names, accent-folded) whose typo
 * expansion looks words up in a symmetric-delete index built once per catalogue (`prepareTypos`),
 * with the same words, distances, order and scores as MiniSearch's own walk of its vocabulary.
 */
export class CatalogTextIndex extends MiniSearch<Product> {
  private readonly terms = new ExpandingTermMap<FieldTermData>();

  constructor() {
    super({
      fields: ['name', 'sku', 'category_names'],
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
    this.terms.invalidate();
    super.add(document);
  }

  /** Files the vocabulary for typo lookups; called once the documents are in (later additions undo it). */
  prepareTypos(): void {
    this.terms.prepare(FUZZINESS);
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
}

/** What MiniSearch files under each word: field id → document short id → occurrences. */
type FieldTermData = Map<number, Map<number, number>>;
