import type { AggregationRequest } from '@encore/contracts';
import type { Condition } from './normalise.ts';

/** Aggregations counted over the same hits: the search's own, or the search without some tagged filters. */
export interface AggregationPass {
  /** The conditions these aggregations are counted under. */
  conditions: Condition[];
  requests: AggregationRequest[];
  /** False for the search's own hits (nothing excluded), so the caller can reuse them. */
  narrowed: boolean;
}

/**
 * Groups aggregations by the tagged filters they are counted without, so each distinct exclusion is
 * searched once. A tag no filter carries excludes nothing; passes keep the order of first request.
 */
export function aggregationPasses(conditions: readonly Condition[], requests: readonly AggregationRequest[]): AggregationPass[] {
  const tags = new Set(conditions.flatMap((c) => (c.tag === undefined ? [] : [c.tag])));
  const passes = new Map<string, AggregationPass>();
  for (const req of requests) {
    const excluded = [...new Set(req.exclude ?? [])].filter((t) => tags.has(t)).sort();
    const key = excluded.join(',');
    let pass = passes.get(key);
    if (!pass) {
      const drop = new Set(excluded);
      pass = { conditions: excluded.length ? conditions.filter((c) => c.tag === undefined || !drop.has(c.tag)) : [...conditions], requests: [], narrowed: excluded.length > 0 };
      passes.set(key, pass);
    }
    pass.requests.push(req);
  }
  return [...passes.values()];
}

/** The key an aggregation's buckets are answered under. */
export function aggregationKey(req: AggregationRequest): string {
  return req.name ?? `agg_${req.ranges && req.ranges.length > 0 ? 'range' : 'terms'}_${req.field}`;
}
