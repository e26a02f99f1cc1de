import type { TaxRule } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';

/** Rows → catalogue records in one place (house rule 10): JSON parsed, 0/1 turned into booleans. */

export type Translations<T> = Partial<Record<string, Partial<T>>>;

export interface CategoryRecord {
  id: number;
  parent_id: number | null;
  name: string;
  url_key: string;
  url_path: string;
  path: string;
  level: number;
  position: number;
  is_active: boolean;
  is_artist: boolean;
  entity_type: string;
  description: string;
  short_description: string;
  image: string | null;
  tour_information: string | null;
  spotify_embed_url: string | null;
  youtube_embed_url: string | null;
  popular_event_block_identifier: string | null;
  frontend_position: number;
  i18n: Translations<{ name: string; description: string; short_description: string; url_key: string; url_path: string }>;
}

export interface ProductRecord {
  id: number;
  sku: string;
  type_id: string;
  parent_id: number | null;
  name: string;
  url_key: string;
  status: number;
  visibility: number;
  tax_class_id: number;
  description: string;
  short_description: string;
  image: string;
  event_date: string | null;
  venue_id: number | null;
  city: string;
  activity: string;
  ticket_type: string;
  ticket_category: number | null;
  best_selling_event: boolean;
  avoid_single_ticket: boolean;
  cart_heading: string;
  cart_description: string;
  position: number;
  attributes: Array<{ attribute_code: string; value: string }>;
  i18n: Translations<{ name: string; description: string; short_description: string; url_key: string; cart_heading: string; cart_description: string }>;
  created_at: string;
  updated_at: string;
}

export interface PriceRecord {
  product_id: number;
  currency: string;
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

export interface AttributeRecord {
  attribute_id: number;
  attribute_code: string;
  default_frontend_label: string;
  frontend_input: string;
  is_visible_on_front: boolean;
  is_comparable: boolean;
  is_filterable: boolean;
  position: number;
  options: Array<{ value: string; label: string; i18n?: Record<string, string> }>;
  labels: Record<string, string>;
}

export interface VenueRecord {
  id: number;
  name: string;
  city: string;
}

export interface CatalogData {
  categories: CategoryRecord[];
  products: ProductRecord[];
  productCategories: Array<{ product_id: number; category_id: number; position: number }>;
  prices: PriceRecord[];
  attributes: AttributeRecord[];
  taxRules: TaxRule[];
  venues: VenueRecord[];
}

export interface InventoryRecord {
  product_id: number;
  sku: string;
  qty: number;
  sold: number;
  manage_stock: boolean;
  min_sale_qty: number;
  max_sale_qty: number;
}

function json<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export async function readCatalogVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('catalog_meta').select('value').where('key', '=', 'catalog_version').executeTakeFirst();
  return row?.value ?? '0';
}

export async function loadCatalogData(db: Db): Promise<CatalogData> {
  const [categories, products, productCategories, prices, attributes, taxRules, venues] = await Promise.all([
    db.selectFrom('category').selectAll().execute(),
    db.selectFrom('product').selectAll().orderBy('id').execute(),
    db.selectFrom('product_category').selectAll().execute(),
    db.selectFrom('product_price').selectAll().execute(),
    db.selectFrom('attribute').selectAll().orderBy('position').orderBy('attribute_id').execute(),
    db.selectFrom('tax_rule').selectAll().orderBy('id').execute(),
    db.selectFrom('venue').select(['id', 'name', 'city']).execute(),
  ]);
  return {
    categories: categories.map((c) => ({
      ...c,
      is_active: c.is_active === 1,
      is_artist: c.is_artist === 1,
      i18n: json(c.i18n_json, {}),
    })),
    products: products.map((p) => ({
      id: p.id,
      sku: p.sku,
      type_id: p.type_id,
      parent_id: p.parent_id,
      name: p.name,
      url_key: p.url_key,
      status: p.status,
      visibility: p.visibility,
      tax_class_id: p.tax_class_id,
      description: p.description,
      short_description: p.short_description,
      image: p.image,
      event_date: p.event_date,
      venue_id: p.venue_id,
      city: p.city,
      activity: p.activity,
      ticket_type: p.ticket_type,
      ticket_category: p.ticket_category,
      best_selling_event: p.best_selling_event === 1,
      avoid_single_ticket: p.avoid_single_ticket === 1,
      cart_heading: p.cart_heading,
      cart_description: p.cart_description,
      position: p.position,
      attributes: json(p.attributes_json, []),
      i18n: json(p.i18n_json, {}),
      created_at: p.created_at,
      updated_at: p.updated_at,
    })),
    productCategories,
    prices,
    attributes: attributes.map((a) => ({
      attribute_id: a.attribute_id,
      attribute_code: a.attribute_code,
      default_frontend_label: a.default_frontend_label,
      frontend_input: a.frontend_input,
      is_visible_on_front: a.is_visible_on_front === 1,
      is_comparable: a.is_comparable === 1,
      is_filterable: a.is_filterable === 1,
      position: a.position,
      options: json(a.options_json, []),
      labels: json(a.i18n_json, {}),
    })),
    taxRules: taxRules.map((t) => ({
      id: t.id,
      code: t.code,
      product_tax_class_ids: json<number[]>(t.product_tax_class_ids_json, []).map(Number),
      customer_tax_class_ids: json<number[]>(t.customer_tax_class_ids_json, []).map(Number),
      rates: json<Array<Record<string, unknown>>>(t.rates_json, []).map((r) => ({
        rate: Number(r.rate ?? 0),
        tax_country_id: String(r.tax_country_id ?? ''),
        tax_region_id: Number(r.tax_region_id ?? 0),
        region_name: String(r.region_name ?? ''),
        code: String(r.code ?? ''),
      })),
    })),
    venues,
  };
}

/** Current stock of every managed product (read path; write paths query inventory themselves). */
export async function loadInventory(db: Db): Promise<Map<number, InventoryRecord>> {
  const rows = await db.selectFrom('inventory').select(['product_id', 'sku', 'qty', 'sold', 'manage_stock', 'min_sale_qty', 'max_sale_qty']).execute();
  const out = new Map<number, InventoryRecord>();
  for (const r of rows) out.set(r.product_id, { ...r, manage_stock: r.manage_stock === 1 });
  return out;
}
