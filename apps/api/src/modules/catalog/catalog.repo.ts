import type { TaxRule } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import type { CategoryTable, ProductPriceTable, ProductTable } from '../../db/schema.ts';

/** Rows → catalogue records in one place (house rule 10): JSON parsed, 0/1 turned into booleans. */

export type Translations<T> = Partial<Record<string, Partial<T>>>;

export type CategoryRecord = Omit<CategoryTable, 'is_active' | 'is_artist' | 'i18n_json'> & {
  is_active: boolean;
  is_artist: boolean;
  i18n: Translations<{ name: string; description: string; short_description: string; url_key: string; url_path: string }>;
};

export type ProductRecord = Omit<ProductTable, 'best_selling_event' | 'avoid_single_ticket' | 'attributes_json' | 'i18n_json'> & {
  best_selling_event: boolean;
  avoid_single_ticket: boolean;
  attributes: Array<{ attribute_code: string; value: string }>;
  i18n: Translations<{ name: string; description: string; short_description: string; url_key: string; cart_heading: string; cart_description: string }>;
};

export type PriceRecord = ProductPriceTable;

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
    categories: categories.map(({ is_active, is_artist, i18n_json, ...c }) => ({
      ...c,
      is_active: is_active === 1,
      is_artist: is_artist === 1,
      i18n: json(i18n_json, {}),
    })),
    products: products.map(({ best_selling_event, avoid_single_ticket, attributes_json, i18n_json, ...p }) => ({
      ...p,
      best_selling_event: best_selling_event === 1,
      avoid_single_ticket: avoid_single_ticket === 1,
      attributes: json(attributes_json, []),
      i18n: json(i18n_json, {}),
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
