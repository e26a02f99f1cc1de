import { z } from 'zod';

/**
 * The typed catalogue query. Clients never send a search-engine DSL: they send
 * filters, optional text and the aggregations they want; the API builds and
 * bounds the actual search.
 */
// Numbers first: a category listing lists hundreds of category ids, and each number tried as a string
// first left an issue behind, about 70 µs of a 700-id filter (ADR 0070). Any value fails with the same message.
const scalar = z.union([z.number(), z.string().max(500), z.boolean()]);
/** Values one `in` or `nin` filter may list. */
export const MAX_FILTER_VALUES = 999;
const filterValueSchema = z
  .object({
    eq: scalar.nullable().optional(),
    in: z.array(scalar).max(MAX_FILTER_VALUES).optional(),
    neq: scalar.nullable().optional(),
    nin: z.array(scalar).max(MAX_FILTER_VALUES).optional(),
    gt: scalar.optional(),
    gte: scalar.optional(),
    lt: scalar.optional(),
    lte: scalar.optional(),
    /** Inclusive range bounds, as VSF's `from`/`to` operators. */
    from: scalar.optional(),
    to: scalar.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'a filter needs at least one operator' });
export type FilterValue = z.infer<typeof filterValueSchema>;

/** A name a filter carries so that an aggregation can be counted without it (a facet counted without its own choice). */
const filterTagSchema = z.string().min(1).max(40).regex(/^[a-z_][a-z0-9_]*$/i, 'a tag is a plain name');

const appliedFilterSchema = z
  .object({
    attribute: z.string().min(1).max(100).regex(/^[a-z_][a-z0-9_.]*$/i, 'attribute must be a field name'),
    value: filterValueSchema,
    scope: z.enum(['default', 'catalog']).default('default'),
    tag: filterTagSchema.optional(),
  })
  .strict();
export type AppliedFilter = z.infer<typeof appliedFilterSchema>;

export const aggregationRequestSchema = z
  .object({
    field: z.string().min(1).max(100).regex(/^[a-z_][a-z0-9_.]*$/i),
    /** Bucket count; defaults to FILTER_AGGREGATION_SIZE (300, or 10 for size and color). */
    size: z.number().int().min(1).max(1000).optional(),
    /** Range buckets (price); `to` omitted means open-ended. */
    ranges: z.array(z.object({ from: z.number().optional(), to: z.number().optional() }).strict()).max(20).optional(),
    /**
     * Tags of filters this aggregation is counted without; the hits themselves still obey them. One
     * search then answers a facet panel whose chosen facets count their other options.
     */
    exclude: z.array(filterTagSchema).max(10).optional(),
    /** The key the buckets are answered under, instead of `agg_terms_{field}` / `agg_range_{field}`. */
    name: z.string().min(1).max(60).regex(/^[a-z_][a-z0-9_]*$/i, 'a name is a plain name').optional(),
  })
  .strict();
export type AggregationRequest = z.infer<typeof aggregationRequestSchema>;

/** Filters and aggregations one search may ask for; larger requests are refused before any work. */
const MAX_SEARCH_FILTERS = 50;
export const MAX_SEARCH_AGGREGATIONS = 20;

export const searchBodySchema = z
  .object({
    filters: z.array(appliedFilterSchema).max(MAX_SEARCH_FILTERS).default([]),
    text: z.string().max(200).optional(),
    aggregations: z.array(aggregationRequestSchema).max(MAX_SEARCH_AGGREGATIONS).default([]),
    groupId: z.number().int().nullable().optional(),
    groupToken: z.string().max(2000).nullable().optional(),
  })
  .strict();
export type SearchBody = z.input<typeof searchBodySchema>;
export type ParsedSearchBody = z.output<typeof searchBodySchema>;

const searchEntityTypeSchema = z.enum([
  'product',
  'category',
  'attribute',
  'taxrule',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
  'config',
  'url_rewrite',
  'disabled_url_rewrite',
]);
export type SearchEntityType = z.infer<typeof searchEntityTypeSchema>;

const csv = z
  .string()
  .max(2000)
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

/** Query string of `/api/catalog/{storeCode}/{entityType}/_search`. Raw numbers are normalised by the domain rules. */
export const searchQueryStringSchema = z
  .object({
    from: z.coerce.number().int().optional(),
    size: z.coerce.number().int().optional(),
    sort: z.string().max(200).regex(/^[a-z_.]+(:(asc|desc))?(,[a-z_.]+(:(asc|desc))?)*$/i, 'sort must be field[:asc|desc]').optional(),
    _source_include: csv.optional(),
    _source_exclude: csv.optional(),
    /** GET form: the JSON body, URL-encoded, so reads are cacheable. */
    request: z.string().max(20000).optional(),
  })
  .strict();

export const searchParamsSchema = z.object({ storeCode: z.string(), entityType: searchEntityTypeSchema, op: z.literal('_search') }).strict();

export interface AggregationBucket {
  key: string | number;
  doc_count: number;
  from?: number;
  to?: number;
}
export interface SearchResult<T = Record<string, unknown>> {
  items: T[];
  total: number;
  perPage: number;
  start: number;
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
  attributeMetadata: unknown[];
  /** Set when the server timeout (1000 ms) passed: partial answer without aggregations. */
  timed_out?: boolean;
}
