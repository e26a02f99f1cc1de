import { z } from 'zod';
import { CURRENCIES, storeCodeSchema } from './store-views.ts';
import type { Category, Product } from './catalog.ts';

/**
 * Single-entity catalogue reads with the catalogue's load rules (category lookup,
 * product/single, product variant) and the render-list price call.
 */
export const categoryLookupQuerySchema = z
  .object({
    storeCode: storeCodeSchema.default('default'),
    /** url_path equals the route path without its leading slash; url-key, slug and id as route params. */
    key: z.enum(['url_path', 'url-key', 'slug', 'id']).default('url_path'),
    value: z.string().max(300),
    /** Active categories only unless `true`. */
    includeInactive: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type CategoryLookupQuery = z.infer<typeof categoryLookupQuerySchema>;

export interface CategoryLookupResult {
  category: Category;
  /** The most-popular-events block (3 concerts ... 8 shows) the category shows, if any. */
  popularEventBlock: { categoryId: number; name: string } | null;
}

export const productLookupQuerySchema = z
  .object({
    storeCode: storeCodeSchema.default('default'),
    sku: z.string().max(100).optional(),
    id: z.coerce.number().int().optional(),
    url_key: z.string().max(200).optional(),
    /** The caller's group, checked against the user token (a mismatch is refused); tier prices follow the token's group. */
    groupId: z.coerce.number().int().min(0).optional(),
    /** The user token (or `Authorization: Bearer`); without one the caller is a guest. */
    token: z.string().max(2000).optional(),
  })
  .strict();
export type ProductLookupQuery = z.infer<typeof productLookupQuerySchema>;

export interface ProductLookupResult {
  product: Product & { errors: Record<string, string> };
  /** Set when a configurable child was asked for directly: the shop redirects (301) to the parent. */
  redirect: { from: string; to: string; status: 301 } | null;
}

export const variantLookupQuerySchema = z
  .object({
    storeCode: storeCodeSchema.default('default'),
    parentSku: z.string().max(100).optional(),
    sku: z.string().max(100).optional(),
  })
  .strict();
export type VariantLookupQuery = z.infer<typeof variantLookupQuerySchema>;

const skuList = z
  .string()
  .max(4000)
  .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))])
  .refine((a) => a.length > 0, { message: 'skus parameter is required' })
  .refine((a) => a.length <= 200, { message: 'at most 200 skus' });

export const renderListQuerySchema = z
  .object({
    skus: skuList,
    currencyCode: z.enum(CURRENCIES),
    storeId: z.coerce.number().int().min(1),
    userGroupId: z.coerce.number().int().min(0).optional(),
    token: z.string().max(2000).optional(),
  })
  .strict();
export type RenderListQuery = z.infer<typeof renderListQuerySchema>;

/** One product's current price: `price_info` amounts include tax, `tax_adjustments` are the net amounts (minor units). */
export interface RenderListItem {
  id: number;
  sku: string;
  name: string;
  type: string;
  store_id: number;
  currency_code: string;
  price_info: {
    final_price: number;
    regular_price: number;
    special_price: number;
    minimal_price: number;
    max_price: number;
    tax_adjustments: { final_price: number; regular_price: number; special_price: number };
  };
  tier_prices: Array<{ customer_group_id: number; qty: number; value: number }>;
}
export interface RenderListResult {
  items: RenderListItem[];
}

/** As-you-type suggestions for the search panel. */
export const suggestQuerySchema = z
  .object({
    storeCode: storeCodeSchema.default('default'),
    q: z.string().max(200),
    size: z.coerce.number().int().min(1).max(20).default(6),
  })
  .strict();
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

export interface SuggestResult {
  products: Array<Pick<Product, 'id' | 'sku' | 'name' | 'url_path' | 'slug' | 'image' | 'date' | 'city' | 'location' | 'final_price_incl_tax'>>;
  categories: Array<Pick<Category, 'id' | 'name' | 'url_path' | 'is_artist'>>;
}
