import { STORE_VIEWS, type ConfigurableChild, type Product, type StoreCode } from '@encore/contracts';
import { copyChildPrice, shownPriceChild, isPackageType, parentPriceFromChildren, venueSlug } from '@encore/domain';
import type { ProductRecord } from './catalog.repo.ts';
import type { StockSource } from './inventory-table.ts';
import { localName, optionLabel, productPath, ticketName, type CatalogLookups } from './catalog-lookups.ts';
import { applyPackageStock, packageParts } from './package-mapper.ts';
import { pricesFor } from './product-prices.ts';
import { sharedStock, stockInfo } from './stock-info.ts';

/** Recomputes stock of a product document (children first, then the parent as their sum) and the shown price, in place. */
export function applyStock(doc: Product, inventory: StockSource): void {
  if (doc.type_id === 'configurable') {
    let qty = 0;
    let inStock = false;
    for (const c of doc.configurable_children) {
      c.stock = stockInfo(inventory.get(c.id));
      qty += c.stock.qty;
      inStock ||= c.stock.is_in_stock;
    }
    doc.stock = sharedStock(qty, inStock, true);
    // The event's price (sort, price facet, card) follows the cheapest ticket still on sale.
    const shown = shownPriceChild(doc.configurable_children);
    if (shown) copyChildPrice(doc, shown);
  } else if (isPackageType(doc.type_id)) {
    applyPackageStock(doc, inventory);
  } else {
    doc.stock = stockInfo(inventory.get(doc.id));
  }
  doc.tickets_left = doc.stock.manage_stock ? doc.stock.qty : null;
}

/** The wire Product of a top-level product (what the cart may sell of it: sellables.ts). */
export function mapProduct(rec: ProductRecord, l: CatalogLookups): Product {
  const store = l.store;
  const name = localName(rec, store);
  const t = rec.i18n[store.storeCode] ?? {};
  const { urlKey, slug, urlPath } = productPath(rec, store);
  const attrs = new Map(rec.attributes.map((a) => [a.attribute_code, a.value]));
  const venue = rec.venue_id == null ? undefined : l.venues.get(rec.venue_id);
  const categoryIds = l.categoriesOf.get(rec.id) ?? [];
  const own = pricesFor(rec, l);
  const children: ConfigurableChild[] = [];

  for (const ch of rec.type_id === 'configurable' ? (l.children.get(rec.id) ?? []) : []) {
    if (ch.status !== 1) continue;
    const p = pricesFor(ch, l);
    if (!p.priced) continue;
    const label = optionLabel(l.ticketCategory, ch.ticket_category, store);
    const f = p.fields;
    children.push({
      price: f.price,
      price_incl_tax: f.price_incl_tax,
      price_tax: f.price_tax,
      final_price: f.final_price,
      final_price_incl_tax: f.final_price_incl_tax,
      original_price: f.original_price,
      original_price_incl_tax: f.original_price_incl_tax,
      special_price: f.special_price,
      special_price_incl_tax: f.special_price_incl_tax,
      special_from_date: f.special_from_date,
      special_to_date: f.special_to_date,
      tier_prices: sharedTiers(f.tier_prices),
      id: ch.id,
      sku: ch.sku,
      name: ticketName(ch, l),
      status: ch.status,
      ticket_category: ch.ticket_category ?? 0,
      ticket_category_label: label,
      stock: stockInfo(undefined),
      custom_attributes: customAttributes(ch.attributes),
    });
  }

  const prices = rec.type_id === 'configurable' ? (parentPriceFromChildren(children) ?? own.fields) : own.fields;

  // Every document is built by one literal with the same fields in the same order, and the package parts
  // and extra attributes are added after it: a spread inside the literal made V8 add each later field
  // through a slow generic path, and mapping 10,000 events took about a third longer for it.
  const doc: Product = {
    price: prices.price,
    price_incl_tax: prices.price_incl_tax,
    price_tax: prices.price_tax,
    final_price: prices.final_price,
    final_price_incl_tax: prices.final_price_incl_tax,
    original_price: prices.original_price,
    original_price_incl_tax: prices.original_price_incl_tax,
    special_price: prices.special_price,
    special_price_incl_tax: prices.special_price_incl_tax,
    special_from_date: prices.special_from_date,
    special_to_date: prices.special_to_date,
    tier_prices: sharedTiers(prices.tier_prices),
    id: rec.id,
    sku: rec.sku,
    name,
    type_id: rec.type_id as Product['type_id'],
    status: rec.status,
    visibility: rec.visibility,
    url_key: urlKey,
    url_path: urlPath,
    slug,
    tax_class_id: rec.tax_class_id,
    description: t.description ?? rec.description,
    short_description: t.short_description ?? rec.short_description,
    image: rec.image,
    media_gallery: rec.image ? [{ image: rec.image, pos: 0, typ: 'image' }] : NONE,
    category_ids: categoryIds,
    category: categoryRefs(categoryIds, l),
    date: rec.event_date ?? '',
    event_month: attrs.get('event_month') ?? (rec.event_date ?? '').slice(0, 7),
    location: attrs.get('location') ?? venue?.name ?? '',
    venue_id: rec.venue_id,
    venue_key: venue ? venueSlug(venue) : '',
    city: rec.city || venue?.city || '',
    activity: rec.activity,
    best_selling_event: rec.best_selling_event,
    tickets_left: null,
    ticket_type: rec.ticket_type,
    avoid_single_ticket: rec.avoid_single_ticket,
    cart_heading: t.cart_heading ?? rec.cart_heading,
    cart_description: t.cart_description ?? rec.cart_description,
    stock: stockInfo(undefined),
    configurable_children: children,
    configurable_options: rec.type_id === 'configurable' && l.ticketCategory ? ticketOptions(children, l.ticketCategory, l) : NONE,
    parentSku: rec.sku,
    store_slugs: storeSlugs(rec, slug, l),
    position: rec.position,
    created_at: rec.created_at,
    updated_at: rec.updated_at,
  } as Product;
  if (isPackageType(rec.type_id)) Object.assign(doc, packageParts(rec, l));
  for (const [code, value] of attrs) if (!PRODUCT_FIELDS.has(code) && code !== 'store_slugs') (doc as unknown as Record<string, string>)[code] = value;
  return doc;
}

const STORE_CODES = Object.keys(STORE_VIEWS) as StoreCode[];

/**
 * The product's slug in every store view: an event page links its translations (hreflang, the language
 * switch) from the one answer it asks for, instead of one search per other store view (ADR 0066).
 */
function storeSlugs(rec: ProductRecord, ownSlug: string, l: CatalogLookups): Partial<Record<StoreCode, string>> {
  const slugs: Partial<Record<StoreCode, string>> = {};
  for (const code of STORE_CODES) slugs[code] = code === l.store.storeCode ? ownSlug : productPath(rec, STORE_VIEWS[code]).slug;
  return Object.freeze(slugs);
}

/*
 * Parts that many documents of one store view have alike are shared, frozen, instead of copied into
 * each: at 100,000 events the copies held about 100 MB (ADR 0065). A stock change sets a document's
 * fields anew and never changes a part in place; a frozen part makes code that tried fail loudly.
 */
const NONE = Object.freeze([]) as unknown as never[];

const sharedTiers = <T>(tiers: T[]): T[] => (tiers.length ? tiers : NONE);

/** The attribute lists of ticket categories are shared by their rows already (SharedValues): their wire copies are too. */
const wireAttributes = new WeakMap<readonly { attribute_code: string; value: string }[], ConfigurableChild['custom_attributes']>();

function customAttributes(attributes: readonly { attribute_code: string; value: string }[]): ConfigurableChild['custom_attributes'] {
  if (!attributes.length) return NONE;
  let wire = wireAttributes.get(attributes);
  if (!wire) {
    wire = Object.freeze(attributes.map((a) => Object.freeze({ attribute_code: a.attribute_code, value: a.value }))) as ConfigurableChild['custom_attributes'];
    wireAttributes.set(attributes, wire);
  }
  return wire;
}

type CategoryRef = Product['category'][number];
type TicketOptions = Product['configurable_options'];
/** Per store view's lookups (a build): its category references and ticket-category options. */
const sharedCategoryRefs = new WeakMap<CatalogLookups, Map<number, CategoryRef>>();
const optionLists = new WeakMap<CatalogLookups, Map<string, TicketOptions>>();

/** A document's categories that exist, in a list of its own made at its length. */
function categoryRefs(ids: readonly number[], l: CatalogLookups): CategoryRef[] {
  let refs = sharedCategoryRefs.get(l);
  if (!refs) sharedCategoryRefs.set(l, (refs = new Map()));
  const known = refs;
  const list = ids.map((id) => {
    let ref = known.get(id);
    const c = ref ? undefined : l.categories.get(id);
    if (c) known.set(id, (ref = Object.freeze({ category_id: id, name: localName(c, l.store), url_path: c.i18n[l.store.storeCode]?.url_path || c.url_path })));
    return ref;
  });
  return list.includes(undefined) ? list.filter((ref) => ref !== undefined) : (list as CategoryRef[]);
}

/** The ticket-category option of an event: the same for every event with the same ticket categories in the same order. */
function ticketOptions(children: readonly ConfigurableChild[], attribute: NonNullable<CatalogLookups['ticketCategory']>, l: CatalogLookups): TicketOptions {
  let lists = optionLists.get(l);
  if (!lists) optionLists.set(l, (lists = new Map()));
  const key = children.map((c) => `${c.ticket_category}\u0000${c.ticket_category_label}`).join('\u0001');
  let list = lists.get(key);
  if (!list) {
    const values = Object.freeze(children.map((c) => Object.freeze({ value_index: c.ticket_category, label: c.ticket_category_label })));
    const label = attribute.labels[l.store.storeCode] || attribute.default_frontend_label;
    list = Object.freeze([Object.freeze({ attribute_code: 'ticket_category', attribute_id: attribute.attribute_id, label, values })]) as unknown as TicketOptions;
    lists.set(key, list);
  }
  return list;
}

/** Fields of the wire Product; extra attributes never overwrite them. */
export const PRODUCT_FIELDS: ReadonlySet<string> = new Set([
  'id', 'sku', 'name', 'type_id', 'status', 'visibility', 'url_key', 'url_path', 'slug', 'tax_class_id', 'description', 'short_description',
  'image', 'media_gallery', 'category_ids', 'category', 'date', 'event_month', 'location', 'venue_id', 'venue_key', 'city', 'activity', 'best_selling_event',
  'tickets_left', 'ticket_type', 'avoid_single_ticket', 'cart_heading', 'cart_description', 'stock', 'configurable_children',
  'configurable_options', 'product_links', 'bundle_options', 'parentSku', 'position', 'created_at', 'updated_at', 'price', 'price_incl_tax', 'price_tax', 'final_price',
  'final_price_incl_tax', 'original_price', 'original_price_incl_tax', 'special_price', 'special_price_incl_tax', 'special_from_date',
  'special_to_date', 'tier_prices',
]);
