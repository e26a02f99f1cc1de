import MiniSearch from 'minisearch';
import type { Attribute, Category, Product, StoreView, TaxRule } from '@encore/contracts';
import type { AttributeRecord, CatalogData, CategoryRecord, InventoryRecord, ProductRecord } from './catalog.repo.ts';
import { BASE_KEYS, applyStock, mapProduct, type CatalogLookups, type Sellable } from './product-mapper.ts';

/** Everything one store view searches, held in memory by each API process. */
export interface StoreIndex {
  store: StoreView;
  products: Product[];
  /** category id → products listed in it, for a quick first cut of category listings. */
  productsByCategory: Map<number, Product[]>;
  categories: Category[];
  attributes: Attribute[];
  taxRules: TaxRule[];
  sellable: Map<string, Sellable>;
  attributeCodes: Set<string>;
  text: MiniSearch;
  /** Serialised search answers by request; emptied whenever stock or the catalogue changes. */
  cache: Map<string, string>;
}

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

function mapCategory(c: CategoryRecord, all: CategoryRecord[], productCount: number, store: StoreView): Category {
  const t = c.i18n[store.storeCode] ?? {};
  const children = all.filter((x) => x.parent_id === c.id).sort((a, b) => a.position - b.position || a.id - b.id);
  const urlKey = t.url_key || c.url_key;
  return {
    id: c.id,
    name: t.name || c.name,
    parent_id: c.parent_id,
    parent_ids: c.path.split('/').map(Number).filter((id) => id && id !== c.id),
    level: c.level,
    position: c.position,
    is_active: c.is_active,
    is_artist: c.is_artist,
    children_count: children.length,
    product_count: productCount,
    path: c.path,
    url_key: urlKey,
    url_path: t.url_path || c.url_path,
    slug: urlKey,
    children_data: children.map((x) => ({ id: x.id, is_artist: x.is_artist, name: x.i18n[store.storeCode]?.name || x.name, url_path: x.i18n[store.storeCode]?.url_path || x.url_path })),
    image: c.image,
    description: t.description ?? c.description,
    short_description: t.short_description ?? c.short_description,
    tour_information: c.tour_information,
    spotify_embed_url: c.spotify_embed_url,
    youtube_embed_url: c.youtube_embed_url,
    popular_event_block_identifier: c.popular_event_block_identifier,
    entity_type: c.entity_type,
    frontend_position: c.frontend_position,
  };
}

function mapAttribute(a: AttributeRecord, store: StoreView): Attribute {
  return {
    attribute_id: a.attribute_id,
    attribute_code: a.attribute_code,
    default_frontend_label: a.default_frontend_label,
    frontend_label: a.labels[store.storeCode] || a.default_frontend_label,
    frontend_input: a.frontend_input as Attribute['frontend_input'],
    is_visible_on_front: a.is_visible_on_front,
    is_comparable: a.is_comparable,
    options: a.options.map((o) => ({ value: String(o.value), label: o.i18n?.[store.storeCode] || o.label })),
  };
}

export function buildStoreIndex(data: CatalogData, store: StoreView, now: Date, inventory: Map<number, InventoryRecord>): StoreIndex {
  const children = new Map<number, ProductRecord[]>();
  const topLevel: ProductRecord[] = [];
  for (const p of data.products) {
    if (p.parent_id == null) topLevel.push(p);
    else children.set(p.parent_id, [...(children.get(p.parent_id) ?? []), p]);
  }
  const categoriesOf = new Map<number, number[]>();
  for (const pc of data.productCategories) categoriesOf.set(pc.product_id, [...(categoriesOf.get(pc.product_id) ?? []), pc.category_id]);
  const lookups: CatalogLookups = {
    store,
    now,
    taxRules: data.taxRules,
    prices: new Map(data.prices.filter((p) => p.currency === store.i18n.currencyCode).map((p) => [p.product_id, p])),
    children,
    categoriesOf,
    categories: new Map(data.categories.map((c) => [c.id, c])),
    venues: new Map(data.venues.map((v) => [v.id, v])),
    ticketCategory: data.attributes.find((a) => a.attribute_code === 'ticket_category'),
  };

  const products: Product[] = [];
  const sellable = new Map<string, Sellable>();
  const productsByCategory = new Map<number, Product[]>();
  const visibleCount = new Map<number, number>();
  for (const rec of topLevel) {
    const { doc, sellables } = mapProduct(rec, lookups);
    applyStock(doc, inventory);
    products.push(doc);
    for (const s of sellables) sellable.set(s.sku, s);
    for (const cid of doc.category_ids) {
      productsByCategory.set(cid, [...(productsByCategory.get(cid) ?? []), doc]);
      if (doc.status === 1 && doc.visibility >= 2) visibleCount.set(cid, (visibleCount.get(cid) ?? 0) + 1);
    }
  }

  const text = new MiniSearch<Product>({
    fields: ['name', 'sku', 'category_names'],
    storeFields: [],
    processTerm: (term) => fold(term),
    extractField: (doc, field) => {
      if (field === 'id') return doc.id as unknown as string;
      if (field === 'category_names') return doc.category.map((c) => c.name).join(' ');
      if (field === 'sku') return [doc.sku, ...doc.configurable_children.map((c) => c.sku)].join(' ');
      return String((doc as unknown as Record<string, unknown>)[field] ?? '');
    },
  });
  text.addAll(products);

  return {
    store,
    products,
    productsByCategory,
    categories: data.categories.map((c) => mapCategory(c, data.categories, visibleCount.get(c.id) ?? 0, store)),
    attributes: data.attributes.map((a) => mapAttribute(a, store)),
    taxRules: data.taxRules,
    sellable,
    attributeCodes: new Set(data.attributes.map((a) => a.attribute_code)),
    text,
    cache: new Map(),
  };
}

/** The next moment a special-price window opens or closes, so prices are recomputed then. */
export function nextPriceChange(data: CatalogData, now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  const t = now.getTime();
  for (const p of data.prices) {
    for (const [v, end] of [[p.special_from_date, false], [p.special_to_date, true]] as const) {
      if (!v) continue;
      const at = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T${end ? '23:59:59.999' : '00:00:00.000'}Z`) + (end ? 1 : 0) : Date.parse(v) + (end ? 1 : 0);
      if (at > t && at < next) next = at;
    }
  }
  return next;
}

const PRODUCT_NESTED = ['stock.', 'category.', 'configurable_children.', 'media_gallery.', 'configurable_options.'];

/** Field whitelist per entity type: filters, sorts and aggregations on anything else are ignored. */
export function isKnownField(index: StoreIndex, entityType: string, field: string): boolean {
  if (entityType === 'product') {
    return field in BASE_KEYS || index.attributeCodes.has(field) || PRODUCT_NESTED.some((p) => field.startsWith(p)) || field === 'ticket_category';
  }
  const sample = entityType === 'category' ? index.categories[0] : entityType === 'attribute' ? index.attributes[0] : entityType === 'taxrule' ? index.taxRules[0] : undefined;
  if (!sample) return true;
  const top = field.split('.')[0]!;
  return top in sample;
}
