import type { AggregationBucket, Product } from '@encore/contracts';
import { GUEST_GROUP_ID, aggregationPasses, sortDocs, type Condition, type NormalisedSearch } from '@encore/domain';
import { TopScored } from './top-scored.ts';
import type { TypedFastBitSet } from 'typedfastbitset';
import type { AnswerDeps, StoreIndex } from './catalog-index.ts';
import { textHits } from './catalog-search.ts';
import { columnAggregations } from './columns/column-aggregations.ts';
import { ProductColumns, type CategoryCut, type FacetCounts, type TextHits } from './columns/product-columns.ts';
import { sortedPage, type ListOrder } from './columns/sorted-page.ts';
import { groupOverrides } from './group-prices.ts';
import type { SourceFilter } from '@encore/domain';
import { SearchBudget } from './text/search-budget.ts';

// The answer is put together from the documents' kept JSON; this opens it.
const ITEMS_START = '{"code":200,"result":{"items":[';

/** Facet counts as JSON, by the counts object the columns keep for a search (see ProductColumns.facets). */
const writtenCounts = new WeakMap<FacetCounts, string>();
const NO_FACETS: FacetCounts = Object.freeze({});

function countsJson(counts: FacetCounts): string {
  let json = writtenCounts.get(counts);
  if (json === undefined) {
    json = JSON.stringify(counts);
    writtenCounts.set(counts, json);
  }
  return json;
}

/** The columns of a store view's documents as a customer group sees them (its prices swapped in). */
function columnsFor(index: StoreIndex, groupId: number): ProductColumns {
  let columns = index.columns.get(groupId);
  if (!columns) {
    const overrides = groupOverrides(index, groupId);
    if (overrides.size === 0 && groupId !== GUEST_GROUP_ID) return columnsFor(index, GUEST_GROUP_ID);
    const docs = overrides.size === 0 ? index.products : index.products.map((d) => overrides.get(d.id) ?? d);
    columns = new ProductColumns(docs, index.productsByCategory);
    index.columns.set(groupId, columns);
  }
  return columns;
}

/**
 * A category filter narrows the search to the category lists first (see ProductColumns.categoryCut).
 * With numeric ids the cut is exactly the filter's set, so the filter is not applied again (`covered`):
 * at 100,000 events a top category's filter lists about 700 ids, and keying its set by their JSON cost
 * more than the rest of the filters. Other values (a string, a boolean) are still matched as written.
 */
function categoryCut(columns: ProductColumns, conditions: readonly Condition[]): { cut: CategoryCut; covered: Condition | undefined } | undefined {
  const byCategory = conditions.find((c) => c.kind === 'in' && !c.negate && c.field === 'category_ids');
  if (!byCategory || byCategory.kind !== 'in') return undefined;
  const numeric = byCategory.values.every((v) => typeof v === 'number');
  return { cut: columns.categoryCut(byCategory.values.map(Number)), covered: numeric ? byCategory : undefined };
}

function applyCondition(hits: TypedFastBitSet, columns: ProductColumns, c: Condition): void {
  const set = columns.matching(c);
  if (c.kind !== 'range' && c.negate) hits.difference(set);
  else hits.intersection(set);
}

/**
 * The documents passing the conditions (and the text, when `text` is given), in the order the search
 * finds them, worked out in the columns' scratch `slot`: valid until the next search over that slot.
 */
function hitsOf(columns: ProductColumns, conditions: readonly Condition[], text: TextHits | undefined, slot: 0 | 1) {
  const narrowed = categoryCut(columns, conditions);
  const cut = narrowed?.cut;
  const scratch = columns.scratch(slot);
  // A text search starts from its hits (those in the category cut, with one): a few thousand at most,
  // where copying a set walks a word per 32 documents of the catalogue.
  const hits = text ? scratch.holding(text.docs, cut?.set) : cut ? scratch.copyOf(cut.set) : scratch.everything();
  for (const c of conditions) if (c !== narrowed?.covered) applyCondition(hits, columns, c);
  const hitOrder = cut?.order ? scratch.kept(cut.order, hits) : scratch.listed(hits);
  return { hits, hitOrder, cut };
}

/** The page of hits in sort order: from the presorted order where the sort has one (see sortedPage), by score, or by sorting every hit. */
function pageOfHits(columns: ProductColumns, n: NormalisedSearch, hits: TypedFastBitSet, hitOrder: Int32Array, list: ListOrder | undefined, text: TextHits | undefined): number[] {
  const end = n.start + n.size;
  if (n.sort.length === 0) return Array.from(hitOrder.subarray(n.start, end));
  const order = n.sort.some((s) => s.field === '_score') ? undefined : columns.order(n.sort);
  if (!order) {
    // By relevance only, the order is total (scores are numbers, ties go by place): the page is picked
    // from the hits in one pass, without a document or a sort key made for each hit.
    if (n.sort.every((s) => s.field === '_score')) {
      const sign = n.sort[0]!.dir === 'desc' ? 1 : -1;
      // Hits listed in ascending order are the found documents left by the filters, in the same order.
      if (text && !list) return text.best(end, hits, sign).slice(n.start);
      const top = new TopScored(end, (d) => d);
      if (text) text.forEachScore(hitOrder, (d, score) => top.offer(d, sign * score));
      else for (const d of hitOrder) top.offer(d, 0);
      return top.items().slice(n.start);
    }
    // Other sorts here have values without a total order: every hit is sorted.
    const docs = Array.from(hitOrder, (d) => columns.docs[d]!);
    const scoreOf = text ? (d: Product) => text.scoreOf(columns.indexOf(d.id)!) : undefined;
    const position = new Map(docs.map((d, i) => [d, hitOrder[i]!]));
    sortDocs(docs, n.sort, scoreOf);
    return docs.slice(n.start, end).map((d) => position.get(d)!);
  }
  return sortedPage(order, hits, hitOrder, list, end).slice(n.start);
}

/**
 * A product search answered from the columns, as the serialised `{ code, result }` answer: the same
 * hits, order, totals and facets as filtering the documents one by one, at a fraction of the work.
 * `timedOut` answers are not to be cached; `keepTextHits` false leaves a text search's hits unkept (a warm-up's).
 */
export function productSearchJson(index: StoreIndex, n: NormalisedSearch, source: SourceFilter, startedAt: number | SearchBudget, groupId: number, keepTextHits = true): { json: string; timedOut: boolean; deps: AnswerDeps } {
  const budget = typeof startedAt === 'number' ? new SearchBudget(startedAt) : startedAt;
  const columns = columnsFor(index, groupId);
  const text = n.text ? textHits(index, columns, n.text, budget, keepTextHits) : undefined;
  // Everything below runs without a pause, so the scratch space cannot be taken by another search meanwhile.
  const { hits, hitOrder, cut } = hitsOf(columns, n.conditions, text, 0);
  // Over the time limit (in the text scoring or since) the hits found so far are answered without facets.
  const timedOut = budget.over();
  const fields = [...n.conditions, ...n.sort, ...n.aggregations].map((x) => x.field);
  let aggregations: FacetCounts = NO_FACETS;
  if (!timedOut && n.aggregations.length > 0) {
    // The facets do not depend on the sort or the page: a listing's other pages and sorts reuse them.
    const key = JSON.stringify([n.text ?? '', n.conditions, n.aggregations]);
    const counted = [...n.conditions, ...n.aggregations].map((x) => x.field);
    aggregations = columns.facets(key, counted, () => {
      const counts: Record<string, { buckets: AggregationBucket[] }> = {};
      for (const pass of aggregationPasses(n.conditions, n.aggregations)) {
        const over = pass.narrowed ? hitsOf(columns, pass.conditions, text, 1).hitOrder : hitOrder;
        Object.assign(counts, columnAggregations(columns, over, pass.requests));
      }
      return counts;
    });
  }
  const page = pageOfHits(columns, n, hits, hitOrder, cut?.rank && cut.order ? { rank: cut.rank, order: cut.order } : undefined, text);
  const jsonOf = columns.jsonOf(source);
  let json = ITEMS_START;
  page.forEach((d, i) => {
    if (i > 0) json += ',';
    const doc = jsonOf(d);
    if (!text) {
      json += doc;
      return;
    }
    // The score goes last, as `item._score = …` on the projected object put it.
    const score = `"_score":${JSON.stringify(text.scoreOf(d))}}`;
    json += doc.length === 2 ? `{${score}` : `${doc.slice(0, -1)},${score}`;
  });
  const aggregated = new Set(n.aggregations.map((a) => a.field));
  const attributeMetadata = aggregated.size ? index.attributes.filter((a) => aggregated.has(a.attribute_code)) : [];
  // As JSON.stringify of { total, perPage, start, aggregations, attributeMetadata, timed_out? } writes it,
  // with the kept facet counts written once (a top category's artist facet is most of the answer).
  const deps = { groupId, shown: page.map((d) => columns.docs[d]!.id), fields };
  json += `],"total":${hitOrder.length},"perPage":${JSON.stringify(n.size)},"start":${JSON.stringify(n.start)},"aggregations":${countsJson(aggregations)},"attributeMetadata":${JSON.stringify(attributeMetadata)}${timedOut ? ',"timed_out":true' : ''}}}`;
  return { json, timedOut, deps };
}
