import MiniSearch from 'minisearch';
import type { Product, SearchResult } from '@encore/contracts';
import { GUEST_GROUP_ID, aggregate, compileConditions, sortDocs, type NormalisedSearch } from '@encore/domain';
import type { StoreIndex } from './catalog-index.ts';
import { groupOverrides } from './group-prices.ts';
import { project, type SourceFilter } from '../../platform/projection.ts';

/** Text search weighs a match in the name 4, in a sku 2 and in a category name 1. */
export const TEXT_BOOST = { name: 4, sku: 2, category_names: 1 };
/** A query word may be at most 2 edits away from a word it matches (MiniSearch's absolute edit distance). */
export const FUZZINESS = 2;
/**
 * Edit distance allowed for one query word: at most 2, scaled down for short
 * words (as ES's prefix_length 2 does) so 'ab' or 'kent' do not match half the index.
 */
export const fuzziness = (term: string) => Math.min(FUZZINESS, term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2);
/** A hit must match 75 % of the query's words (rounded down, at least one). */
export const MIN_SHOULD_MATCH = 0.75;
/** Text hits scoring under 0.02 are dropped. */
export const MIN_SCORE = 0.02;
/** A search running past one second answers what it has, without facets, flagged timed_out. */
export const SERVER_TIMEOUT_MS = 1000;
/** Distinct queries whose text scores are kept per store view. */
const TEXT_SCORE_CACHE_LIMIT = 2000;
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * Text scores by product id. 'suggest' is the as-you-type variant: only the last (unfinished)
 * word is matched as a prefix, which keeps multi-word keystrokes cheaper.
 */
export function textScores(index: StoreIndex, text: string, mode: 'search' | 'suggest' = 'search'): Map<number, number> {
  const key = `${mode}\n${text}`;
  const cached = index.textScores.get(key);
  if (cached) return cached;
  const scores = scoreText(index, text, mode);
  if (index.textScores.size >= TEXT_SCORE_CACHE_LIMIT) index.textScores.clear();
  index.textScores.set(key, scores);
  return scores;
}

function scoreText(index: StoreIndex, text: string, mode: 'search' | 'suggest'): Map<number, number> {
  const words = tokenize(text).filter(Boolean).length;
  const required = Math.max(1, Math.floor(words * MIN_SHOULD_MATCH));
  const options =
    mode === 'search'
      ? { boost: TEXT_BOOST, fuzzy: fuzziness, prefix: true, combineWith: 'OR' as const }
      : {
          boost: TEXT_BOOST,
          combineWith: 'OR' as const,
          // A one-letter prefix would expand to a large part of the vocabulary for little meaning.
          prefix: (t: string, i: number, all: string[]) => i === all.length - 1 && t.length >= 2,
          fuzzy: fuzziness,
        };
  const hits = index.text.search(text, options);
  const scores = new Map<number, number>();
  for (const h of hits) if (h.queryTerms.length >= required && h.score >= MIN_SCORE) scores.set(h.id as number, h.score);
  return scores;
}

function productCandidates(index: StoreIndex, n: NormalisedSearch, groupId: number): readonly Product[] {
  const docs = categoryCandidates(index, n);
  // Filters, sort and the price facet then run on the group's prices, the ones its cards show.
  const overrides = groupOverrides(index, groupId);
  return overrides.size === 0 ? docs : docs.map((d) => overrides.get(d.id) ?? d);
}

function categoryCandidates(index: StoreIndex, n: NormalisedSearch): readonly Product[] {
  const byCategory = n.conditions.find((c) => c.kind === 'in' && !c.negate && c.field === 'category_ids');
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
  let candidates: readonly object[] = n.entityType === 'product' ? productCandidates(index, n, groupId) : docsOf(index, n.entityType);
  let scores: Map<number, number> | undefined;
  if (n.text && n.entityType === 'product') {
    const s = textScores(index, n.text);
    scores = s;
    candidates = candidates.filter((d) => s.has((d as Product).id));
  }
  const matches = compileConditions(n.conditions);
  const hits = candidates.filter(matches);
  const timedOut = performance.now() - startedAt > SERVER_TIMEOUT_MS;
  const aggregations = timedOut ? {} : aggregate(hits, n.aggregations);
  sortDocs(hits, n.sort, scores ? (d) => scores.get((d as Product).id) ?? 0 : undefined);
  const page = hits.slice(n.start, n.start + n.size);
  const plain = !source.include?.length && !source.exclude?.length;
  const items = page.map((d) => {
    const item = plain && !scores ? (d as Record<string, unknown>) : project(d, source);
    if (scores) item._score = scores.get((d as Product).id) ?? 0;
    return item;
  });
  const aggregated = new Set(n.aggregations.map((a) => a.field));
  const attributeMetadata = aggregated.size ? index.attributes.filter((a) => aggregated.has(a.attribute_code)) : [];
  return { items, total: hits.length, perPage: n.size, start: n.start, aggregations, attributeMetadata, ...(timedOut ? { timed_out: true } : {}) };
}
