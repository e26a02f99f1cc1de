import { z } from 'zod';
import { MAX_FILTER_VALUES, MAX_SEARCH_AGGREGATIONS, aggregationRequestSchema } from './search.ts';

/** What a CMS read answers for a page or block that is missing or inactive. */
export const CMS_EMPTY_RESULT = 'CMS query returned empty result';
/** The most CMS blocks or pages one search answers. */
export const CMS_MAX_COUNT = 500;
/** Default list sizes when a search does not ask for one: 150 blocks, 300 config entries, 50 URL rewrites. */
export const CMS_BLOCK_LIST_SIZE = 150;
export const CONFIG_LIST_SIZE = 300;
export const URL_REWRITE_PAGE_SIZE = 50;
export const DEFAULT_REDIRECT_STATUS = 301;

export interface CmsPage {
  id: number;
  identifier: string;
  store_id: number;
  title: string;
  content_heading: string;
  /** Unsanitized HTML as stored; render it only through the storefront's sanitizer. */
  content: string;
  meta_description: string;
  active: boolean;
  sort_order: number;
  updated_at: string;
}

export interface CmsBlock {
  id: number;
  identifier: string;
  store_id: number;
  title: string;
  content: string;
  active: boolean;
  updated_at: string;
}

/** A node of the CMS page tree (the cms_hierarchy entity): every page sits under the root at level 1. */
export interface CmsHierarchyNode {
  node_id: number;
  page_id: number;
  identifier: string;
  title: string;
  level: number;
  parent_node_id: number | null;
  request_url: string;
}

export interface ConfigEntry {
  path: string;
  store_id: number;
  value: unknown;
}

export interface UrlRewrite {
  id: number;
  store_id: number;
  entity_type: string;
  entity: string;
  /** 0 (no redirect), 301 or 302. */
  redirect_type: number;
  request_path: string;
  target_path: string;
  disabled: boolean;
}

/** One promoted banner on the home page (config paths under encore/banners/). */
export interface PromotedBanner {
  title: string;
  text?: string;
  link: string;
  image?: string;
  /** Accent colour pair for banners without an image. */
  tone?: string;
}

export interface PromotedBanners {
  mainBanners: PromotedBanner[];
  smallBanners: PromotedBanner[];
  productBanners: PromotedBanner[];
  headImage: PromotedBanner | null;
}

/** The configuration paths of the home page's promoted banners. */
export const BANNER_CONFIG_PATHS = {
  mainBanners: 'encore/banners/main_banners',
  smallBanners: 'encore/banners/small_banners',
  productBanners: 'encore/banners/product_banners',
  headImage: 'encore/banners/head_image',
} as const;

export const cmsIdParamsSchema = z.object({ id: z.coerce.number().int().positive() }).strict();
export const cmsIdentifierParamsSchema = z
  .object({
    identifier: z.string().min(1).max(200).regex(/^[a-z0-9][a-z0-9_\-/]*$/i, 'identifier must be a page identifier'),
    storeId: z.coerce.number().int().min(0),
  })
  .strict();

const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);
/** Wildcards (`%` and `_`) one `like` pattern may hold. */
const MAX_LIKE_WILDCARDS = 16;
const likePattern = z
  .string()
  .max(200)
  .refine((p) => (p.match(/[%_]/g)?.length ?? 0) <= MAX_LIKE_WILDCARDS, { message: `like takes at most ${MAX_LIKE_WILDCARDS} wildcards (% or _)` });
/** Content searches filter by identifier (like or eq) and config by path (in or eq). */
const contentFilterSchema = z
  .object({
    attribute: z.string().min(1).max(100).regex(/^[a-z_][a-z0-9_]*$/i, 'attribute must be a field name'),
    value: z
      .object({ eq: scalar.optional(), in: z.array(scalar).max(MAX_FILTER_VALUES).optional(), like: likePattern.optional() })
      .strict()
      .refine((v) => Object.keys(v).length > 0, { message: 'a filter needs at least one operator' }),
    scope: z.enum(['default', 'catalog']).optional(),
  })
  .strict();
export type ContentFilter = z.infer<typeof contentFilterSchema>;

export const contentSearchBodySchema = z
  .object({
    filters: z.array(contentFilterSchema).max(20).default([]),
    // Accepted so one search client serves every entity type; content has no text search or facets.
    text: z.string().max(200).optional(),
    aggregations: z.array(aggregationRequestSchema).max(MAX_SEARCH_AGGREGATIONS).optional(),
    groupId: z.number().int().nullable().optional(),
    groupToken: z.string().max(2000).nullable().optional(),
  })
  .strict();

export const contentEntityTypeSchema = z.enum(['cms_page', 'cms_block', 'cms_hierarchy', 'config', 'url_rewrite', 'disabled_url_rewrite']);
export type ContentEntityType = z.infer<typeof contentEntityTypeSchema>;

export const urlLookupQuerySchema = z
  .object({
    path: z.string().min(1).max(1000),
    storeCode: z.string().max(40).default('default'),
  })
  .strict();

export const urlMapBodySchema = z
  .object({
    url: z.string({ error: 'Missing url' }).min(1, 'Missing url').max(1000),
    storeCode: z.string().max(40).default('default'),
    includeFields: z.array(z.string().max(100)).max(100).nullable().optional(),
    excludeFields: z.array(z.string().max(100)).max(100).nullable().optional(),
    options: z.unknown().optional(),
    filters: z.unknown().optional(),
    groupId: z.number().int().nullable().optional(),
    groupToken: z.string().nullable().optional(),
  })
  .strict();

type UrlMapType = 'product' | 'category' | 'cms_page';
/** The answer of /api/url/map: the entity whose url_path (or identifier) equals the path, or null. */
export interface UrlMapHit<T = Record<string, unknown>> {
  _index: string;
  _type: UrlMapType;
  _id: string;
  _score: number;
  _source: T;
}

/** The shop's static pages (legal, privacy, magazine, …, contact): the API seeds them, the storefront routes them. */
export const STATIC_PAGE_IDENTIFIERS = [
  'legal',
  'privacy',
  'magazine',
  'sale',
  'order-tracking',
  'about-us',
  'customer-service',
  'store-locator',
  'size-guide',
  'gift-card',
  'delivery',
  'returns',
  'order-from-catalog',
  'contact',
] as const;
export type StaticPageIdentifier = (typeof STATIC_PAGE_IDENTIFIERS)[number];
