import type { StoreCode } from './store-views.ts';

/**
 * Catalogue entities as the API returns them. Money fields are integers in
 * minor units (öre, cent) of the store view's currency. Dates are ISO-8601 UTC.
 */
export interface StockInfo {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

export interface PriceFields {
  price: number;
  price_incl_tax: number;
  price_tax: number;
  final_price: number;
  final_price_incl_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  special_price: number;
  special_price_incl_tax: number;
  special_from_date: string | null;
  special_to_date: string | null;
  tier_prices: Array<{ customer_group_id: number; qty: number; value: number }>;
}

export interface ConfigurableChild extends PriceFields {
  id: number;
  sku: string;
  name: string;
  status: number;
  /** Ticket category option id, e.g. parterre / balcony / standing. */
  ticket_category: number;
  ticket_category_label: string;
  stock: StockInfo;
  custom_attributes: Array<{ attribute_code: string; value: string }>;
}

/** A ticket category a package contains (docs/decisions/0024-ticket-packages.md); prices are per ticket. */
export interface PackageTicket extends PriceFields {
  id: number;
  sku: string;
  /** Tickets of this category in one package. */
  qty: number;
  position: number;
  /** A bundle's preselected choice; always true for a grouped package's links. */
  is_default: boolean;
  name: string;
  status: number;
  ticket_category_label: string;
  stock: StockInfo;
  event: { sku: string; name: string; date: string; location: string; city: string; url_path: string };
}

/** One choice a bundle asks for; the shopper picks one of its selections. */
export interface BundleOption {
  option_id: number;
  code: string;
  title: string;
  required: boolean;
  type: 'radio';
  position: number;
  product_links: PackageTicket[];
}

interface ProductCategoryRef {
  category_id: number;
  name: string;
  url_path?: string;
}

export interface Product extends PriceFields {
  id: number;
  sku: string;
  name: string;
  type_id: 'simple' | 'virtual' | 'downloadable' | 'configurable' | 'grouped' | 'bundle';
  status: number;
  visibility: number;
  url_key: string;
  url_path: string;
  slug: string;
  tax_class_id: number;
  description: string;
  short_description: string;
  image: string;
  media_gallery: Array<{ image: string; pos: number; typ: 'image' }>;
  category_ids: number[];
  category: ProductCategoryRef[];
  /** Event start, ISO-8601 UTC. */
  date: string;
  event_month: string;
  location: string;
  venue_id: number | null;
  /** The venue's url_key ('' without a venue): what the listing's venue facet filters and counts by. */
  venue_key: string;
  city: string;
  activity: string;
  best_selling_event: boolean;
  tickets_left: number | null;
  ticket_type: string;
  avoid_single_ticket: boolean;
  cart_heading: string;
  cart_description: string;
  stock: StockInfo;
  configurable_children: ConfigurableChild[];
  configurable_options: Array<{
    attribute_code: string;
    attribute_id: number;
    label: string;
    values: Array<{ value_index: number; label: string }>;
  }>;
  /** Grouped packages: the tickets that go to the cart together (status 1 only). */
  product_links?: PackageTicket[];
  /** Bundle packages: the choices, each with its selections (status 1 only). */
  bundle_options?: BundleOption[];
  parentSku?: string;
  /** Top-level products: the product's slug in each store view, for links to its translations (`/p/{sku}/{slug}` there). */
  store_slugs?: Partial<Record<StoreCode, string>>;
  created_at: string;
  updated_at: string;
  _score?: number;
}

export interface Category {
  id: number;
  name: string;
  parent_id: number | null;
  parent_ids: number[];
  level: number;
  position: number;
  is_active: boolean;
  is_artist: boolean;
  children_count: number;
  product_count: number;
  path: string;
  url_key: string;
  url_path: string;
  slug: string;
  children_data: Array<{ id: number; is_artist: boolean; name: string; url_path: string }>;
  image: string | null;
  description: string;
  short_description: string;
  tour_information: string | null;
  spotify_embed_url: string | null;
  youtube_embed_url: string | null;
  popular_event_block_identifier: string | null;
  entity_type: string;
  frontend_position: number;
}

export interface Attribute {
  attribute_id: number;
  attribute_code: string;
  default_frontend_label: string;
  frontend_label: string;
  frontend_input: 'select' | 'multiselect' | 'text' | 'price' | 'date' | 'boolean';
  is_visible_on_front: boolean;
  is_comparable: boolean;
  options: Array<{ value: string; label: string }>;
}

export interface TaxRule {
  id: number;
  code: string;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: Array<{ rate: number; tax_country_id: string; tax_region_id: number; region_name: string; code: string }>;
}
