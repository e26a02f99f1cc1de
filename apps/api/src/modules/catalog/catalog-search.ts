import MiniSearch from 'minisearch';
import type { Product, SearchResult } from '@encore/contracts';
import { GUEST_GROUP_ID, aggregate, aggregationPasses, compileConditions, sortDocs, type Condition, type NormalisedSearch } from '@encore/domain';
import type { StoreIndex } from './catalog-index.ts';
import { groupOverrides } from './group-prices.ts';
import { projector, type SourceFilter } from '@encore/domain';
import { SearchBudget } from './text/search-budget.ts';
import { TopScored } from './top-scored.ts';
import { ScoreList } from './text/score-list.ts';
import { TextHits, type ProductColumns } from './columns/product-columns.ts';
import { MIN_SCORE, MIN_SHOULD_MATCH, TEXT_BOOST, fuzziness } from './text/text-rules.ts';

/** Distinct queries whose text scores (or text hits) are kept per store view. */
const TEXT_SCORE_CACHE_LIMIT = 2000;
/**
 * Scored products kept over all of a store view's kept searches. Text hits take 12 bytes a hit (a
 * place and a score, in typed arrays) and a bit per document of the catalogue: at most about 145 MB
 * at 100,000 events. A score list takes about 16 bytes a hit on V8's heap. At 10,000 events 2,000
 * searches hold about a million hits; at 100,000 each can hold ten to forty times as many, and nothing
 * but the count bounded them (ADR 0065).
 */
const TEXT_SCORE_HITS_LIMIT = 10_000_000;
/** How many scored products each cache holds now (a cache emptied from outside counts from zero again). */
const keptHits = new WeakMap<Map<string, { size: number }>, number>();
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * A text search's hits over a store view's product columns, kept for its next pages and other filters
 * (unless the time limit cut the scoring short). The scorer hands each hit straight to the columns:
 * a list of scores by product id, made first and then looked up per hit, was a third of a typo'd
 * search at 100,000 events (ADR 0073).
 */
export function textHits(index: Pick<StoreIndex, 'text' | 'textHits'>, columns: ProductColumns, text: string, budget: SearchBudget, keep = true): TextHits {
  const kept = index.textHits.get(text);
  if (kept) return kept;
  const rules = textRules(text, 'search');
  const productIds = index.text.productIds();
  const byPlace = productIds && index.text.placeScoresWithin(text, rules, budget, columns.placesOf(productIds), columns.size);
  const hits = byPlace
    ? new TextHits(byPlace.places, byPlace.scores)
    : columns.textHits((each) => index.text.eachScoreWithin(text, rules, budget, each));
  if (keep && !budget.over()) keepScores(index.textHits, text, hits);
  return hits;
}

/** Text scores by product id (ranked by score, ties in the map's order); `complete` is false when the search ran out of time. */
export interface TextScores {
  scores: ScoreList;
  complete: boolean;
}

/**
 * Text scores by product id. 'suggest' is the as-you-type variant: only the last (unfinished)
 * word is matched as a prefix, which keeps multi-word keystrokes cheaper. Only a search's scores are
 * kept (the pages of one search share them), and not when the time limit cut them short.
 */
export function textScores(index: Pick<StoreIndex, 'text' | 'textScores'>, text: string, mode: 'search' | 'suggest', budget: SearchBudget): TextScores {
  const key = `${mode}\n${text}`;
  const cached = index.textScores.get(key);
  if (cached) return { scores: cached, complete: true };
  const scores = scoreText(index, text, mode, budget);
  if (budget.over()) return { scores, complete: false };
  // A suggestion's scores are not kept: each keystroke is a new text, and a repeated one is answered from
  // the suggestions' own cache. Kept, every keystroke's scores went to V8's old generation as garbage (ADR 0064).
  if (mode === 'suggest') return { scores, complete: true };
  keepScores(index.textScores, key, scores.trim());
  return { scores, complete: true };
}

/** Keeps a search's scores for its next pages, emptying the cache first when it is full by count or by hits. */
export function keepScores<S extends { size: number }>(cache: Map<string, S>, key: string, scores: S, limits = { searches: TEXT_SCORE_CACHE_LIMIT, hits: TEXT_SCORE_HITS_LIMIT }): void {
  // A search that matches a good part of a large catalogue is worked out again for its next page.
  if (scores.size > limits.hits / 4) return;
  let kept = cache.size === 0 ? 0 : (keptHits.get(cache) ?? 0);
  if (cache.size >= limits.searches || kept + scores.size > limits.hits) {
    cache.clear();
    kept = 0;
  }
  cache.set(key, scores);
  keptHits.set(cache, kept + scores.size);
}

function scoreText(index: Pick<StoreIndex, 'text'>, text: string, mode: 'search' | 'suggest', budget: SearchBudget): ScoreList {
  const scores = new ScoreList();
  index.text.eachScoreWithin(text, textRules(text, mode), budget, (id, score) => scores.add(id, score));
  return scores;
}

/**
 * A keystroke's `size` best hits that `pick` accepts, ranked as `textScores(…, 'suggest')` ranks them
 * (ties in its order), kept as they are scored instead of read from a map of every hit's score; not
 * `complete` when the time limit cut the scoring short.
 */
export function suggestedTop<T>(index: Pick<StoreIndex, 'text'>, text: string, size: number, pick: (id: number) => T | undefined, budget: SearchBudget): { items: T[]; complete: boolean } {
  const top = new TopScored(size, pick);
  index.text.eachScoreWithin(text, textRules(text, 'suggest'), budget, (id, score) => top.offer(id, score));
  return { items: top.items(), complete: !budget.over() };
}

function textRules(text: string, mode: 'search' | 'suggest') {
  const words = tokenize(text).filter(Boolean).length;
  const required = Math.max(1, Math.floor(words * MIN_SHOULD_MATCH));
  // As-you-type, a one-letter last word would expand to a large part of the vocabulary for little meaning.
  const prefix = mode === 'search' ? () => true : (t: string, i: number, all: string[]) => i === all.length - 1 && t.length >= 2;
  return { boost: TEXT_BOOST, fuzzy: fuzziness, prefix, required, minScore: MIN_SCORE };
}

function productCandidates(index: StoreIndex, conditions: readonly Condition[], groupId: number): readonly Product[] {
  const docs = categoryCandidates(index, conditions);
  // Filters, sort and the price facet then run on the group's prices, the ones its cards show.
  const overrides = groupOverrides(index, groupId);
  return overrides.size === 0 ? docs : docs.map((d) => overrides.get(d.id) ?? d);
}

function categoryCandidates(index: StoreIndex, conditions: readonly Condition[]): readonly Product[] {
  const byCategory = conditions.find((c) => c.kind === 'in' && !c.negate && c.field === 'category_ids');
  if (!byCategory || byCategory.kind !== 'in') return index.products;
  if (byCategory.values.length === 1) return index.productsByCategory.get(Number(byCategory.values[0])) ?? [];
  const seen = new Set<Product>();
  for (const v of byCategory.values) for (const p of index.productsByCategory.get(Number(v)) ?? []) seen.add(p);
  return [...seen];
}

function docsOf(index: StoreIndex, entityType: string): readonly object[] {
  switch (entityType) {
    case 'product':
      return index.products;
    case 'category':
      return index.categories;
    case 'attribute':
      return index.attributes;
    case 'taxrule':
      return index.taxRules;
    default:
      // cms, config and url-rewrite entities have no data yet: an empty, well-formed answer.
      return [];
  }
}

/** `groupId` is the caller's customer group (guests are 0): product hits carry its prices. */
export function runSearch(index: StoreIndex, n: NormalisedSearch, source: SourceFilter, startedAt = performance.now(), groupId = GUEST_GROUP_ID): SearchResult {
  const budget = new SearchBudget(startedAt);
  const scores = n.text && n.entityType === 'product' ? textScores(index, n.text, 'search', budget).scores : undefined;
  // Candidates in the order the category lists give them, narrowed by the text, then filtered.
  const hitsOf = (conditions: readonly Condition[]): object[] => {
    let candidates: readonly object[] = n.entityType === 'product' ? productCandidates(index, conditions, groupId) : docsOf(index, n.entityType);
    if (scores) candidates = candidates.filter((d) => scores.has((d as Product).id));
    return candidates.filter(compileConditions(conditions));
  };
  const hits = hitsOf(n.conditions);
  const timedOut = budget.over();
  const aggregations: SearchResult['aggregations'] = {};
  if (!timedOut) {
    for (const pass of aggregationPasses(n.conditions, n.aggregations)) Object.assign(aggregations, aggregate(pass.narrowed ? hitsOf(pass.conditions) : hits, pass.requests));
  }
  sortDocs(hits, n.sort, scores ? (d) => scores.get((d as Product).id) ?? 0 : undefined);
  const page = hits.slice(n.start, n.start + n.size);
  const plain = !source.include?.length && !source.exclude?.length;
  const pick = projector(source);
  const items = page.map((d) => {
    const item = plain && !scores ? (d as Record<string, unknown>) : pick(d);
    if (scores) item._score = scores.get((d as Product).id) ?? 0;
    return item;
  });
  const aggregated = new Set(n.aggregations.map((a) => a.field));
  const attributeMetadata = aggregated.size ? index.attributes.filter((a) => aggregated.has(a.attribute_code)) : [];
  return { items, total: hits.length, perPage: n.size, start: n.start, aggregations, attributeMetadata, ...(timedOut ? { timed_out: true } : {}) };
}
