import { FILTER_AGGREGATION_SIZE, type AggregationBucket, type AggregationRequest } from '@encore/contracts';
import { aggregate, aggregationKey, compareValues } from '@encore/domain';
import type { ProductColumns } from './product-columns.ts';

type Aggregations = Record<string, { buckets: AggregationBucket[] }>;

/** Range buckets: a document counts once in each range one of its numbers falls in. */
function rangeBuckets(columns: ProductColumns, hits: ArrayLike<number>, req: AggregationRequest): AggregationBucket[] {
  const ranges = req.ranges!;
  const buckets: AggregationBucket[] = ranges.map((r) => ({
    key: `${r.from ?? '*'}-${r.to ?? '*'}`,
    doc_count: 0,
    ...(r.from !== undefined ? { from: r.from } : {}),
    ...(r.to !== undefined ? { to: r.to } : {}),
  }));
  const { numberStart, numbers } = columns.field(req.field);
  for (let h = 0; h < hits.length; h++) {
    const d = hits[h]!;
    const end = numberStart[d + 1]!;
    for (let i = 0; i < ranges.length; i++) {
      const { from, to } = ranges[i]!;
      for (let j = numberStart[d]!; j < end; j++) {
        const v = numbers[j]!;
        if ((from === undefined || v >= from) && (to === undefined || v < to)) {
          buckets[i]!.doc_count += 1;
          break;
        }
      }
    }
  }
  return buckets;
}

/**
 * Terms buckets, most documents first, then by key; equal ones keep the order in which the hits first
 * showed them. Undefined when a term is stored as different values (the bucket key would depend on
 * which document came first), which the document-by-document count answers instead.
 */
function termBuckets(columns: ProductColumns, hits: ArrayLike<number>, req: AggregationRequest): AggregationBucket[] | undefined {
  const column = columns.field(req.field);
  const { terms, termStart, termIds } = column;
  // The column's own counters, all zero between counts (see FieldColumn.counts).
  const counts = column.counts;
  const seen: number[] = [];
  for (let h = 0; h < hits.length; h++) {
    const d = hits[h]!;
    for (let j = termStart[d]!; j < termStart[d + 1]!; j++) {
      const t = termIds[j]!;
      if (counts[t] === 0) seen.push(t);
      counts[t] = counts[t]! + 1;
    }
  }
  const buckets: AggregationBucket[] = [];
  let mixed = false;
  for (const t of seen) {
    const shown = terms[t]!.shown;
    if (shown === undefined) mixed = true;
    else buckets.push({ key: shown, doc_count: counts[t]! });
    counts[t] = 0;
  }
  if (mixed) return undefined;
  const size = req.size ?? (FILTER_AGGREGATION_SIZE as Record<string, number>)[req.field] ?? FILTER_AGGREGATION_SIZE.default;
  return buckets.sort((a, b) => b.doc_count - a.doc_count || compareValues(a.key, b.key as string | number)).slice(0, size);
}

/** The aggregations of a search over its hits (document indexes in the order the search found them). */
export function columnAggregations(columns: ProductColumns, hits: ArrayLike<number>, requests: readonly AggregationRequest[]): Aggregations {
  const out: Aggregations = {};
  for (const req of requests) {
    if (req.ranges && req.ranges.length > 0) {
      out[aggregationKey(req)] = { buckets: rangeBuckets(columns, hits, req) };
      continue;
    }
    const buckets = termBuckets(columns, hits, req) ?? aggregate(Array.from(hits, (d) => columns.docs[d]!), [req])[aggregationKey(req)]!.buckets;
    out[aggregationKey(req)] = { buckets };
  }
  return out;
}
