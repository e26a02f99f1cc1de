import type { AggregationBucket, Product } from '@encore/contracts';
import { projector, valueTest, type Condition, type SortSpec, type SourceFilter } from '@encore/domain';
import { TypedFastBitSet } from 'typedfastbitset';
import { FieldColumn } from './field-column.ts';
import { SearchScratch } from './search-scratch.ts';
import { sortOrder, type SortOrder } from './sort-order.ts';
import { lowerBound } from '../sorted-ids.ts';
import { PlaceById } from './place-by-id.ts';
import { DocumentJson } from './document-json.ts';
import { TopScored } from '../top-scored.ts';

/** Distinct filters kept per column set; listings repeat a few hundred, a flood of odd ones is dropped. */
const CONDITION_CACHE_LIMIT = 4096;
/**
 * Category lists kept: one per category page with subcategories. Each holds a place per document (40 KB
 * at 10,000 events, 400 KB at 100,000), so far fewer than filters.
 */
const CUT_CACHE_LIMIT = 128;
/** Projections kept: the storefront asks a few; each holds a JSON string per document used. */
const PROJECTION_CACHE_LIMIT = 16;
/** Facet counts kept, one per search (filters, text and facets asked); each is a few dozen buckets. */
const FACET_CACHE_LIMIT = 2048;

/** A search's facets by aggregation key, as its answer shows them; shared, not to be changed. */
export type FacetCounts = Readonly<Record<string, { buckets: AggregationBucket[] }>>;

/**
 * A text query's hits as documents of these columns, with their scores: `docs` ascending and `scores`
 * beside them. Kept in plain arrays on V8's heap, not in typed arrays: each typed array's memory lies
 * outside the heap, and V8 starts a full collection each time some 64 MB of that has piled up. Kept
 * for their next pages, a typo'd search's hits at 100,000 events came to about 60 KB each, so a
 * couple of thousand distinct searches set off full collections, each marking the whole catalogue
 * while shoppers waited (ADR 0083). Shared, not to be changed.
 */
export class TextHits {
  constructor(
    /** The documents found, ascending. */
    readonly docs: readonly number[],
    private readonly scores: readonly number[],
  ) {}

  /** How many documents the text found. */
  get size(): number {
    return this.docs.length;
  }

  /** Whether the text found document d. */
  has(d: number): boolean {
    return this.docs[lowerBound(this.docs, d)] === d;
  }

  /** Document d's score; 0 when the text did not find it. */
  scoreOf(d: number): number {
    const at = lowerBound(this.docs, d);
    return this.docs[at] === d ? this.scores[at]! : 0;
  }

  /**
   * The `size` found documents of `within` with the highest `sign` × score, best first; equal ones in
   * ascending order, as a stable ranking of the ascending hits gives them. One loop over the found
   * documents: handing each to a ranking's callback, beside a walk of the hit list, was a sixth of a
   * typo'd search's time at 100,000 events (ADR 0083).
   */
  best(size: number, within: TypedFastBitSet, sign: 1 | -1): number[] {
    const docs = this.docs;
    const scores = this.scores;
    const top = new TopScored(size, (d) => d);
    for (let i = 0; i < docs.length; i++) {
      const score = sign * scores[i]!;
      // The score first: most hits fall below a full page's last one and need no look at the set.
      if (!top.admits(score) || !within.has(docs[i]!)) continue;
      top.offer(docs[i]!, score);
    }
    return top.items();
  }

  /**
   * Hands each document of `list`, in its order, to `each` with its score (0 when not found). A list in
   * ascending order (the hits of a search without a category list) is walked beside the found documents
   * instead of searched for one by one: looking up every hit of a typo'd search at 100,000 events was
   * a sixth of its time (ADR 0070). Where the list steps back, the walk starts again from a search.
   */
  forEachScore(list: Int32Array, each: (d: number, score: number) => void): void {
    const docs = this.docs;
    let at = 0;
    let previous = -1;
    for (let i = 0; i < list.length; i++) {
      const d = list[i]!;
      if (d < previous) at = lowerBound(docs, d);
      else while (at < docs.length && docs[at]! < d) at++;
      previous = d;
      each(d, docs[at] === d ? this.scores[at]! : 0);
    }
  }
}

/** A category filter's documents; `set` is shared, so callers clone it before they narrow it. */
export interface CategoryCut {
  readonly set: TypedFastBitSet;
  readonly order?: Int32Array;
  readonly rank?: Int32Array;
}

/**
 * The product documents of one store view (as one customer group sees them) read into columns: filters
 * become document sets, sorts presorted orders, and each document's JSON is kept once it is shown twice.
 * Everything is built on first use; when documents' stock changes, `forget` drops what their new values
 * can make wrong.
 */
export class ProductColumns {
  readonly size: number;
  private readonly indexOfId: PlaceById;
  private readonly fields = new Map<string, FieldColumn>();
  private readonly conditions = new Map<string, { field: string; set: TypedFastBitSet }>();
  private readonly orders = new Map<string, { fields: string[]; order: SortOrder | null }>();
  private readonly categories = new Map<number, Int32Array>();
  private readonly cuts = new Map<number, { ids: readonly number[]; cut: CategoryCut }[]>();
  private cutCount = 0;
  /** Each projection's documents as JSON (`_source_include`/`_source_exclude`), kept from their second showing, and its projector. */
  private readonly projected = new Map<string, { json: DocumentJson; pick: (doc: object) => Record<string, unknown> }>();
  /**
   * Facet counts by search, without its sort and page: the other pages and sorts of a listing count the
   * same hits. Each entry notes the fields its hits and counts read, so a stock change drops only those
   * it can make wrong (`forget`).
   */
  private readonly facetCounts = new Map<string, { fields: readonly string[]; counts: FacetCounts }>();
  /** A score per document place, written and read within one `textHits`. */
  /** The hits of one `textHits` as handed (places and scores), and a score per document place: written and read within one call. */
  private handed: { docs: Int32Array; scores: Float64Array } | undefined;
  private scoreByDoc: Float64Array | undefined;
  /** The places of a text index's short ids (see placesOf). */
  private shortIdPlaces: { ids: Float64Array; places: Int32Array } | undefined;
  private readonly json: DocumentJson;
  /** The search's own hits (0) and each facet pass's (1), made on first search (see SearchScratch). */
  private readonly scratches: [SearchScratch?, SearchScratch?] = [];

  constructor(
    readonly docs: readonly Product[],
    private readonly productsByCategory: ReadonlyMap<number, readonly Product[]>,
  ) {
    this.size = docs.length;
    this.indexOfId = new PlaceById(docs.map((d) => d.id));
    this.json = new DocumentJson(docs.length);
  }

  /** Working space for a search: 0 for its hits, 1 for a facet pass's, which runs while the hits are still in use. */
  scratch(slot: 0 | 1): SearchScratch {
    return (this.scratches[slot] ??= new SearchScratch(this.size));
  }

  indexOf(productId: number): number | undefined {
    return this.indexOfId.get(productId);
  }

  /**
   * The documents a text query finds, with their scores (see TextHits): `score` hands each hit's product
   * id and score once. Scores go straight to their document's place in a reused area, and a set of
   * the places hands them back in ascending order: no list of scores by id is made first, and no list
   * is sorted. The hits hold for every customer group's columns of the store view, which share the
   * documents' places. (A text index with prepared figures scores straight into places instead; see
   * QueryScorer.scoreByPlace.)
   */
  textHits(score: (each: (id: number, score: number) => void) => void): TextHits {
    const handed = (this.handed ??= { docs: new Int32Array(this.size), scores: new Float64Array(this.size) });
    const places = this.indexOfId;
    let count = 0;
    score((id, value) => {
      const d = places.get(id);
      if (d === undefined) return;
      handed.docs[count] = d;
      handed.scores[count++] = value;
    });
    // Each place's score goes to its place in a reused area, and a walk of the places in order reads them back.
    const byDoc = (this.scoreByDoc ??= new Float64Array(this.size));
    const scratch = this.scratch(1);
    const found = scratch.holding(handed.docs.subarray(0, count));
    for (let k = 0; k < count; k++) byDoc[handed.docs[k]!] = handed.scores[k]!;
    const listed = scratch.listed(found);
    const docs = new Array<number>(listed.length);
    const values = new Array<number>(listed.length);
    for (let k = 0; k < listed.length; k++) {
      docs[k] = listed[k]!;
      values[k] = byDoc[listed[k]!]!;
    }
    return new TextHits(docs, values);
  }

  /**
   * Each short id's place among these documents (-1 for none) for a text index whose short ids stand
   * for `productIds`; worked out once per prepared text index, whose id list is new after every change.
   */
  placesOf(productIds: Float64Array): Int32Array {
    if (this.shortIdPlaces?.ids !== productIds) {
      const places = new Int32Array(productIds.length);
      for (let s = 0; s < productIds.length; s++) places[s] = this.indexOfId.get(productIds[s]!) ?? -1;
      this.shortIdPlaces = { ids: productIds, places };
    }
    return this.shortIdPlaces.places;
  }

  field(name: string): FieldColumn {
    let column = this.fields.get(name);
    if (!column) {
      column = new FieldColumn(this.docs, name.split('.'));
      this.fields.set(name, column);
    }
    return column;
  }

  /** Documents with a value that passes the condition (a negated condition's complement is taken by the caller). */
  matching(c: Condition): TypedFastBitSet {
    // A tag only names the filter for aggregations; the same test under another tag is the same set.
    const { tag: _tag, ...test } = c;
    const key = JSON.stringify(test);
    let entry = this.conditions.get(key);
    if (!entry) {
      if (this.conditions.size >= CONDITION_CACHE_LIMIT) this.conditions.clear();
      entry = { field: c.field, set: this.field(c.field).matching(valueTest(c)) };
      this.conditions.set(key, entry);
    }
    return entry.set;
  }

  /** The presorted order of a sort on plain fields; undefined when it has to be sorted per request. */
  order(sort: readonly SortSpec[]): SortOrder | undefined {
    const key = JSON.stringify(sort);
    let entry = this.orders.get(key);
    if (entry === undefined) {
      entry = { fields: sort.map((s) => s.field), order: sortOrder(sort.map((s) => this.field(s.field)), sort) ?? null };
      this.orders.set(key, entry);
    }
    return entry.order ?? undefined;
  }

  /** The fields read into columns so far. */
  fieldNames(): IterableIterator<string> {
    return this.fields.keys();
  }

  /**
   * Drops what the changed documents' new values can make wrong: their JSON, and every column, filter
   * set and order of a field whose values changed in one of them. The rest (the other fields, category
   * lists) still describes every document exactly.
   */
  forget(productIds: Iterable<number>, changed: (field: string) => boolean): void {
    for (const id of productIds) {
      const d = this.indexOfId.get(id);
      if (d === undefined) continue;
      this.json.forget(d);
      for (const { json } of this.projected.values()) json.forget(d);
    }
    for (const name of [...this.fields.keys()]) if (changed(name)) this.fields.delete(name);
    for (const [key, f] of this.facetCounts) if (f.fields.some(changed)) this.facetCounts.delete(key);
    for (const [key, c] of this.conditions) if (changed(c.field)) this.conditions.delete(key);
    for (const [key, o] of this.orders) if (o.fields.some(changed)) this.orders.delete(key);
  }

  /**
   * The facet counts of a search: kept under `key` (the search without its sort and page) until a stock
   * change moves one of `fields` (those the search filters and counts on), else worked out by `count`.
   */
  facets(key: string, fields: readonly string[], count: () => FacetCounts): FacetCounts {
    const kept = this.facetCounts.get(key);
    if (kept) return kept.counts;
    const counts = count();
    if (this.facetCounts.size >= FACET_CACHE_LIMIT) this.facetCounts.clear();
    this.facetCounts.set(key, { fields, counts });
    return counts;
  }

  /** Documents listed in a category, in index order (as the category's product list holds them). */
  category(categoryId: number): Int32Array {
    let list = this.categories.get(categoryId);
    if (!list) {
      list = Int32Array.from(this.productsByCategory.get(categoryId) ?? [], (p) => this.indexOfId.get(p.id)!);
      this.categories.set(categoryId, list);
    }
    return list;
  }

  /**
   * The documents of several categories: their set, and with more than one category their list order
   * (the first category's products, then the next one's not yet listed) with each document's place in
   * it (`rank`), which ties of a sort keep. Made once per category list: a category page asks the same
   * list with every filter, sort and page, and building it per request cost a tenth of a listing.
   */
  categoryCut(categoryIds: readonly number[]): CategoryCut {
    // Found by a hash of the ids and compared id by id: a top category's list of about 700 ids joined
    // into a key was a string of 4 KB made and hashed on every request (ADR 0070).
    const key = hashIds(categoryIds);
    const kept = this.cuts.get(key);
    const same = kept?.find((k) => k.ids.length === categoryIds.length && k.ids.every((id, i) => Object.is(id, categoryIds[i])));
    if (same) return same.cut;
    if (this.cutCount >= CUT_CACHE_LIMIT) {
      this.cuts.clear();
      this.cutCount = 0;
    }
    const cut = categoryIds.length === 1 ? { set: new TypedFastBitSet(this.category(categoryIds[0]!)) } : this.listOrder(categoryIds);
    const entry = { ids: [...categoryIds], cut };
    if (kept && this.cuts.has(key)) kept.push(entry);
    else this.cuts.set(key, [entry]);
    this.cutCount++;
    return cut;
  }

  private listOrder(categoryIds: readonly number[]): CategoryCut {
    const set = new TypedFastBitSet();
    const order: number[] = [];
    const rank = new Int32Array(this.size);
    for (const id of categoryIds) {
      for (const d of this.category(id)) {
        // has + add: this version's checkedAdd loses the bit when the set has to grow.
        if (set.has(d)) continue;
        set.add(d);
        rank[d] = order.length;
        order.push(d);
      }
    }
    return { set, order: Int32Array.from(order), rank };
  }

  /**
   * Each document's JSON with only the fields a projection keeps, kept per projection from the
   * document's second showing on (see DocumentJson): a listing that asks for the fields its cards show
   * sends a fifth of the bytes, without projecting, serialising and encoding every document on every
   * request. Without a projection, the whole document. Look the projection up once per answer and
   * call the result for each document.
   */
  jsonOf(source: SourceFilter): (d: number) => string {
    if (!source.include?.length && !source.exclude?.length) return (d) => this.json.of(d, () => this.docs[d]!);
    const key = JSON.stringify([source.include ?? [], source.exclude ?? []]);
    let projection = this.projected.get(key);
    if (!projection) {
      if (this.projected.size >= PROJECTION_CACHE_LIMIT) this.projected.clear();
      projection = { json: new DocumentJson(this.size), pick: projector(source) };
      this.projected.set(key, projection);
    }
    const { json, pick } = projection;
    return (d) => json.of(d, () => pick(this.docs[d]!));
  }
}

/** FNV-1a over the ids taken as 32-bit integers: fractions, NaN and larger ids may share a hash with other lists, which the id-by-id comparison tells apart. */
function hashIds(ids: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const id of ids) h = Math.imul(h ^ (id | 0), 0x01000193);
  return h >>> 0;
}
