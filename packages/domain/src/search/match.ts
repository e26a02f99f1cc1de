import { FILTER_AGGREGATION_SIZE, type AggregationBucket, type AggregationRequest } from '@encore/contracts';
import type { Condition, Scalar, SortSpec } from './normalise.ts';
import { aggregationKey } from './aggregation-passes.ts';

type Doc = object;
type Visit = (value: unknown) => boolean;

/**
 * Visits the values at a dotted path, stepping through arrays; stops at the
 * first `visit` returning true. A configurable parent that lacks the field is
 * matched through its children (VSF's `<attr>_options` semantics).
 */
function someValue(doc: Doc, path: readonly string[], visit: Visit): boolean {
  // Fast path for top-level scalar or array fields, the common case of listing filters and facets.
  if (path.length === 1) {
    const v = (doc as Record<string, unknown>)[path[0]!];
    if (Array.isArray(v)) {
      for (const x of v) if (visit(x)) return true;
      return false;
    }
    if (v === null || (v !== undefined && typeof v !== 'object')) return visit(v);
  }
  const found = walk(doc, path, 0, visit);
  if (found !== undefined) return found;
  const children = (doc as { configurable_children?: unknown }).configurable_children;
  if (Array.isArray(children) && path[0] !== 'configurable_children') {
    for (const c of children) if (walk(c, path, 0, visit) === true) return true;
  }
  return false;
}

/** true/false when the path exists, undefined when it does not. */
function walk(node: unknown, path: readonly string[], i: number, visit: Visit): boolean | undefined {
  if (node === undefined) return undefined;
  if (i === path.length) {
    if (Array.isArray(node)) {
      for (const v of node) if (visit(v)) return true;
      return false;
    }
    return visit(node);
  }
  if (Array.isArray(node)) {
    let seen: boolean | undefined;
    for (const el of node) {
      const r = walk(el, path, i, visit);
      if (r === true) return true;
      if (r === false) seen = false;
    }
    return seen;
  }
  if (node === null || typeof node !== 'object') return undefined;
  return walk((node as Record<string, unknown>)[path[i]!], path, i + 1, visit);
}

/** Equality key: booleans as 1/0 so `eq: true` and `eq: 1` agree, everything else by its string form. */
export function valueKey(v: unknown): string {
  if (typeof v === 'boolean') return v ? '1' : '0';
  return String(v);
}

/** Compares a stored value with another: numerically when the first is a number (or boolean) and the second reads as one, else as strings. */
export function compareValues(a: unknown, b: Scalar): number {
  const x = typeof a === 'boolean' ? (a ? 1 : 0) : a;
  const y = typeof b === 'boolean' ? (b ? 1 : 0) : b;
  if (typeof x === 'number') {
    const n = typeof y === 'number' ? y : Number(y);
    if (!Number.isNaN(n)) return x - n;
  }
  const s = String(x);
  const t = String(y);
  return s < t ? -1 : s > t ? 1 : 0;
}
const cmp = compareValues;

export type Predicate = (doc: Doc) => boolean;

/**
 * Whether one stored value satisfies a condition (negation aside): a document matches when any of its
 * values does, and a negated condition when none does.
 */
export function valueTest(c: Condition): (value: unknown) => boolean {
  if (c.kind === 'exists') return (v) => v !== null && v !== undefined && v !== '';
  if (c.kind === 'in') {
    const keys = new Set(c.values.map(valueKey));
    return (v) => v !== null && v !== undefined && keys.has(valueKey(v));
  }
  const { gt, gte, lt, lte } = c;
  return (v) =>
    v !== null &&
    v !== undefined &&
    v !== '' &&
    (gt === undefined || cmp(v, gt) > 0) &&
    (gte === undefined || cmp(v, gte) >= 0) &&
    (lt === undefined || cmp(v, lt) < 0) &&
    (lte === undefined || cmp(v, lte) <= 0);
}

/** Every value a filter, facet or sort sees at a dotted path, in visiting order. */
export function valuesAt(doc: Doc, path: readonly string[]): unknown[] {
  const out: unknown[] = [];
  someValue(doc, path, (v) => {
    out.push(v);
    return false;
  });
  return out;
}

function compileCondition(c: Condition): Predicate {
  const path = c.field.split('.');
  const test = valueTest(c);
  const any = (d: Doc) => someValue(d, path, test);
  return c.kind !== 'range' && c.negate ? (d) => !any(d) : any;
}

export function compileConditions(conditions: readonly Condition[]): Predicate {
  const preds = conditions.map(compileCondition);
  return (d) => {
    for (const p of preds) if (!p(d)) return false;
    return true;
  };
}

function firstValue(doc: Doc, path: readonly string[]): unknown {
  let out: unknown;
  someValue(doc, path, (v) => {
    out = v;
    return true;
  });
  return out;
}

/** Sorts in place by the given keys; missing values sort last, ties keep the input order. */
export function sortDocs<T extends Doc>(docs: T[], sort: readonly SortSpec[], scoreOf?: (d: T) => number): T[] {
  if (sort.length === 0) return docs;
  const decorated = decorate(docs, sort, scoreOf);
  decorated.items.sort(decorated.compare);
  for (let i = 0; i < docs.length; i++) docs[i] = decorated.items[i]!.d;
  return docs;
}

function decorate<T extends Doc>(docs: readonly T[], sort: readonly SortSpec[], scoreOf?: (d: T) => number) {
  const keys = sort.map((s) => ({ path: s.field.split('.'), sign: s.dir === 'desc' ? -1 : 1, score: s.field === '_score' }));
  const items = docs.map((d, i) => ({ d, i, v: keys.map((k) => (k.score ? (scoreOf?.(d) ?? 0) : firstValue(d, k.path))) }));
  const compare = (a: (typeof items)[number], b: (typeof items)[number]): number => {
    for (let k = 0; k < keys.length; k++) {
      const x = a.v[k];
      const y = b.v[k];
      if (x === y) continue;
      // Missing values (including an empty date) sort last in both directions.
      if (x === undefined || x === null || x === '') return 1;
      if (y === undefined || y === null || y === '') return -1;
      const c = cmp(x, y as Scalar);
      if (c !== 0) return c * keys[k]!.sign;
    }
    return a.i - b.i;
  };
  return { items, compare };
}

/** Terms buckets `agg_terms_<field>` and, when ranges are asked for, `agg_range_<field>`. */
export function aggregate(docs: readonly Doc[], requests: readonly AggregationRequest[]): Record<string, { buckets: AggregationBucket[] }> {
  const out: Record<string, { buckets: AggregationBucket[] }> = {};
  for (const req of requests) {
    const path = req.field.split('.');
    if (req.ranges && req.ranges.length > 0) {
      const buckets: AggregationBucket[] = req.ranges.map((r) => ({
        key: `${r.from ?? '*'}-${r.to ?? '*'}`,
        doc_count: 0,
        ...(r.from !== undefined ? { from: r.from } : {}),
        ...(r.to !== undefined ? { to: r.to } : {}),
      }));
      const ranges = req.ranges;
      const values: number[] = [];
      for (const d of docs) {
        // Read the document's numbers once, then count each range it falls in (at most once per range).
        values.length = 0;
        someValue(d, path, (v) => {
          if (typeof v === 'number') values.push(v);
          return false;
        });
        if (values.length === 0) continue;
        for (let i = 0; i < ranges.length; i++) {
          const r = ranges[i]!;
          if (values.some((v) => (r.from === undefined || v >= r.from) && (r.to === undefined || v < r.to))) buckets[i]!.doc_count += 1;
        }
      }
      out[aggregationKey(req)] = { buckets };
      continue;
    }
    const counts = new Map<string, AggregationBucket>();
    for (const d of docs) {
      const seen = new Set<string>();
      someValue(d, path, (v) => {
        if (v === null || v === undefined || v === '' || typeof v === 'object') return false;
        const k = valueKey(v);
        if (seen.has(k)) return false;
        seen.add(k);
        const b = counts.get(k);
        if (b) b.doc_count += 1;
        else counts.set(k, { key: typeof v === 'boolean' ? (v ? 1 : 0) : (v as string | number), doc_count: 1 });
        return false;
      });
    }
    const size = req.size ?? (FILTER_AGGREGATION_SIZE as Record<string, number>)[req.field] ?? FILTER_AGGREGATION_SIZE.default;
    const buckets = [...counts.values()].sort((a, b) => b.doc_count - a.doc_count || cmp(a.key, b.key as Scalar)).slice(0, size);
    out[aggregationKey(req)] = { buckets };
  }
  return out;
}
