import {
  DEFAULT_SEARCH_SIZE,
  MAX_SEARCH_SIZE,
  PRODUCT_STATUS_SEARCHABLE,
  PRODUCT_VISIBILITY_SEARCHABLE,
  type AggregationRequest,
  type FilterValue,
  type ParsedSearchBody,
  type SearchEntityType,
} from '@encore/contracts';

export type Scalar = string | number | boolean;
type SortDir = 'asc' | 'desc';
export interface SortSpec {
  field: string;
  dir: SortDir;
}

/** One condition on one field; a client filter with several operators becomes several conditions (AND). */
/** `tag` names the client filter it came from, so an aggregation can be counted without it. */
export type Condition =
  | { kind: 'in'; field: string; values: Scalar[]; negate: boolean; tag?: string }
  | { kind: 'exists'; field: string; negate: boolean; tag?: string }
  | { kind: 'range'; field: string; gt?: Scalar; gte?: Scalar; lt?: Scalar; lte?: Scalar; tag?: string };

export interface NormalisedSearch {
  entityType: SearchEntityType;
  start: number;
  size: number;
  sort: SortSpec[];
  conditions: Condition[];
  text: string | null;
  aggregations: AggregationRequest[];
}

export interface SearchRequestInput {
  entityType: SearchEntityType;
  from?: number | undefined;
  size?: number | undefined;
  sort?: string | undefined;
  body: ParsedSearchBody;
}

export interface NormaliseOptions {
  /** Field names a filter, sort or aggregation may use for this entity type; others are ignored. */
  isKnownField?: (field: string) => boolean;
  /** Attribute codes that exist (for attribute searches by code). */
  knownAttributeCodes?: ReadonlySet<string>;
}

/** Paging of a search: size at or below 0 (or missing) becomes 50, start below 0 becomes 0, size is capped. */
function normalisePaging(from: number | undefined, size: number | undefined): { start: number; size: number } {
  const s = size === undefined || !Number.isFinite(size) || size <= 0 ? DEFAULT_SEARCH_SIZE : Math.min(Math.trunc(size), MAX_SEARCH_SIZE);
  const f = from === undefined || !Number.isFinite(from) || from < 0 ? 0 : Math.trunc(from);
  return { start: f, size: s };
}

/** `field[:asc|desc]` pairs separated by commas; a bare field sorts ascending. */
function parseSort(sort: string | undefined): SortSpec[] {
  if (!sort) return [];
  return sort
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [field = '', dir] = part.split(':');
      return { field, dir: dir?.toLowerCase() === 'desc' ? 'desc' : 'asc' } satisfies SortSpec;
    });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A bare date as an upper bound means "until the end of that day" against ISO timestamps. */
function endOfDay(v: Scalar): Scalar {
  return typeof v === 'string' && DATE_ONLY.test(v) ? `${v}T23:59:59.999Z` : v;
}

function conditionsOf(field: string, value: FilterValue): Condition[] {
  const out: Condition[] = [];
  if (value.eq !== undefined) out.push(value.eq === null ? { kind: 'exists', field, negate: true } : { kind: 'in', field, values: [value.eq], negate: false });
  if (value.in !== undefined) out.push({ kind: 'in', field, values: value.in, negate: false });
  if (value.neq !== undefined) out.push(value.neq === null ? { kind: 'exists', field, negate: false } : { kind: 'in', field, values: [value.neq], negate: true });
  if (value.nin !== undefined) out.push({ kind: 'in', field, values: value.nin, negate: true });
  const range: Extract<Condition, { kind: 'range' }> = { kind: 'range', field };
  if (value.gt !== undefined) range.gt = endOfDay(value.gt);
  if (value.gte !== undefined) range.gte = value.gte;
  if (value.from !== undefined) range.gte = value.from;
  if (value.lt !== undefined) range.lt = value.lt;
  if (value.lte !== undefined) range.lte = endOfDay(value.lte);
  if (value.to !== undefined) range.lte = endOfDay(value.to);
  if (Object.keys(range).length > 2) out.push(range);
  return out;
}

const ID_FIELDS = new Set(['id', 'attribute_id']);

/**
 * Attribute and id filters ignore values containing a dot, and
 * attribute codes that do not exist. An `in` left empty matches nothing.
 */
function sanitiseValues(entityType: SearchEntityType, c: Condition, opts: NormaliseOptions): Condition {
  if (c.kind !== 'in') return c;
  const idField = ID_FIELDS.has(c.field);
  const codeField = entityType === 'attribute' && c.field === 'attribute_code';
  if (!idField && !codeField) return c;
  const values = c.values.filter((v) => {
    if (String(v).includes('.')) return false;
    if (codeField && opts.knownAttributeCodes && !opts.knownAttributeCodes.has(String(v))) return false;
    return true;
  });
  return { ...c, values };
}

function withTag(c: Condition, tag: string | undefined): Condition {
  return tag === undefined ? c : { ...c, tag };
}

const DEFAULT_SORT: Partial<Record<SearchEntityType, SortSpec[]>> = {
  product: [{ field: 'date', dir: 'asc' }],
  category: [{ field: 'position', dir: 'asc' }],
  attribute: [{ field: 'attribute_id', dir: 'asc' }],
  taxrule: [{ field: 'id', dir: 'asc' }],
};

/** Turns a validated request into the bounded query the in-memory index runs. */
export function normaliseSearch(input: SearchRequestInput, opts: NormaliseOptions = {}): NormalisedSearch {
  const known = opts.isKnownField ?? (() => true);
  const { start, size } = normalisePaging(input.from, input.size);
  const conditions: Condition[] = [];
  for (const f of input.body.filters ?? []) {
    if (!known(f.attribute)) continue;
    for (const c of conditionsOf(f.attribute, f.value)) conditions.push(withTag(sanitiseValues(input.entityType, c, opts), f.tag));
  }
  if (input.entityType === 'product') {
    conditions.push({ kind: 'in', field: 'visibility', values: [...PRODUCT_VISIBILITY_SEARCHABLE], negate: false });
    conditions.push({ kind: 'in', field: 'status', values: [...PRODUCT_STATUS_SEARCHABLE], negate: false });
  }
  const text = input.body.text?.trim() ? input.body.text.trim() : null;
  let sort = parseSort(input.sort).filter((s) => s.field === '_score' || known(s.field));
  if (sort.length === 0) sort = text ? [{ field: '_score', dir: 'desc' }] : (DEFAULT_SORT[input.entityType] ?? []);
  const aggregations = (input.body.aggregations ?? []).filter((a) => known(a.field));
  return { entityType: input.entityType, start, size, sort, conditions, text, aggregations };
}
