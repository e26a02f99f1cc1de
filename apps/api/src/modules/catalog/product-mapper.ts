import type { ConfigurableChild, PriceFields, Product, StockInfo, StoreView, TaxRule } from '@encore/contracts';
import { type TierPrice, GUEST_GROUP_ID, applyTierPrices, availableQty, computePriceFields, copyChildPrice, shownPriceChild, emptyPriceFields, findTaxRate, isPackageType, parentPriceFromChildren, productSlug, venueSlug } from '@encore/domain';
import type { AttributeRecord, CategoryRecord, InventoryRecord, PriceRecord, ProductRecord, TicketRecord, VenueRecord } from './catalog.repo.ts';
import { applyPackageStock, packageParts, type PackageLookups } from './package-mapper.ts';

/** Product links use the url_key (spec 2: "the url_key if configuration says to use it"). */
export const USE_URL_KEYS = true;

/** What the cart and order need to know about a sku, priced for one store view. */
export interface Sellable {
  productId: number;
  sku: string;
  parentSku: string | null;
  name: string;
  typeId: string;
  /** What one ticket costs the customer now (special price applied), tax included; null when unpriced. */
  unitPriceInclTax: number | null;
  /** Every customer group's tier prices of this sku in the store's currency (the cart applies its group's by quantity). */
  tiers: TierPrice[];
  ratePercent: number;
  ticketCategoryLabel: string | null;
  eventDate: string | null;
}

export interface CatalogLookups extends PackageLookups {
  store: StoreView;
  now: Date;
  taxRules: TaxRule[];
  prices: Map<number, PriceRecord>;
  children: Map<number, TicketRecord[]>;
  categoriesOf: Map<number, number[]>;
  categories: Map<number, CategoryRecord>;
  venues: Map<number, VenueRecord>;
  ticketCategory: AttributeRecord | undefined;
  /** Tier prices of this store's currency by product id (all customer groups). */
  tierPrices: Map<number, TierPrice[]>;
}

export function stockInfo(rec: InventoryRecord | undefined): StockInfo {
  // A ticket without an inventory row cannot be sold: nothing was put on sale.
  if (!rec) return { qty: 0, is_in_stock: false, manage_stock: true };
  const qty = availableQty(rec.qty, rec.sold + (rec.held ?? 0));
  return { qty, is_in_stock: !rec.manage_stock || qty > 0, manage_stock: rec.manage_stock };
}

/** Recomputes stock of a product document (children first, then the parent as their sum) and the shown price, in place. */
export function applyStock(doc: Product, inventory: Map<number, InventoryRecord>): void {
  if (doc.type_id === 'configurable') {
    let qty = 0;
    let inStock = false;
    for (const c of doc.configurable_children) {
      c.stock = stockInfo(inventory.get(c.id));
      qty += c.stock.qty;
      inStock ||= c.stock.is_in_stock;
    }
    doc.stock = { qty, is_in_stock: inStock, manage_stock: true };
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

export function localName(rec: { name: string; i18n: Record<string, { name?: string } | undefined> }, store: StoreView): string {
  return rec.i18n[store.storeCode]?.name || rec.name;
}

export function optionLabel(attr: AttributeRecord | undefined, value: number | null, store: StoreView): string {
  const opt = attr?.options.find((o) => String(o.value) === String(value));
  return opt?.i18n?.[store.storeCode] || opt?.label || '';
}

/** A product's price before customer-group tiers, with every group's tiers for it; undefined when unpriced in this currency. */
export function untieredPrice(rec: Pick<ProductRecord, 'id' | 'tax_class_id'>, l: CatalogLookups): { fields: PriceFields; tiers: TierPrice[]; rate: number } | undefined {
  const rate = findTaxRate(l.taxRules, rec.tax_class_id, { country: l.store.tax.defaultCountry });
  const row = l.prices.get(rec.id);
  if (!row) return undefined;
  const fields = computePriceFields(row, { ratePercent: rate, sourcePriceIncludesTax: l.store.tax.sourcePriceIncludesTax, now: l.now });
  return { fields, tiers: l.tierPrices.get(rec.id) ?? [], rate };
}

/**
 * Documents are priced for guests (group 0): only the guest tiers travel with them, so no other group's
 * tier prices are handed out; a customer group's prices are laid over by group-prices.ts.
 */
export function pricesFor(rec: Pick<ProductRecord, 'id' | 'tax_class_id'>, l: CatalogLookups): { fields: PriceFields; priced: boolean; rate: number; untieredGross: number | null } {
  const u = untieredPrice(rec, l);
  if (!u) return { fields: emptyPriceFields(), priced: false, rate: findTaxRate(l.taxRules, rec.tax_class_id, { country: l.store.tax.defaultCountry }), untieredGross: null };
  return { fields: applyTierPrices(u.fields, u.tiers, GUEST_GROUP_ID), priced: true, rate: u.rate, untieredGross: u.fields.final_price_incl_tax };
}

/** The wire Product of a top-level product plus the sellable entries for it and its ticket categories. */
export function mapProduct(rec: ProductRecord, l: CatalogLookups): { doc: Product; sellables: Sellable[] } {
  const store = l.store;
  const name = localName(rec, store);
  const t = rec.i18n[store.storeCode] ?? {};
  const urlKey = t.url_key || rec.url_key;
  const slug = productSlug({ url_key: urlKey, name, id: rec.id }, USE_URL_KEYS);
  const attrs = new Map(rec.attributes.map((a) => [a.attribute_code, a.value]));
  const venue = rec.venue_id == null ? undefined : l.venues.get(rec.venue_id);
  const categoryIds = l.categoriesOf.get(rec.id) ?? [];
  const own = pricesFor(rec, l);
  const sellables: Sellable[] = [];
  const children: ConfigurableChild[] = [];

  for (const ch of rec.type_id === 'configurable' ? (l.children.get(rec.id) ?? []) : []) {
    if (ch.status !== 1) continue;
    const p = pricesFor(ch, l);
    if (!p.priced) continue;
    const label = optionLabel(l.ticketCategory, ch.ticket_category, store);
    children.push({
      ...p.fields,
      id: ch.id,
      sku: ch.sku,
      name: localName(ch, store),
      status: ch.status,
      ticket_category: ch.ticket_category ?? 0,
      ticket_category_label: label,
      stock: stockInfo(undefined),
      custom_attributes: ch.attributes.map((a) => ({ attribute_code: a.attribute_code, value: a.value })),
    });
    if (rec.status === 1) {
      sellables.push({ productId: ch.id, sku: ch.sku, parentSku: rec.sku, name: localName(ch, store), typeId: ch.type_id, unitPriceInclTax: p.untieredGross, tiers: l.tierPrices.get(ch.id) ?? [], ratePercent: p.rate, ticketCategoryLabel: label, eventDate: rec.event_date });
    }
  }
  // A package is not sold as such: its tickets are (see the cart's add-package).
  if (rec.type_id !== 'configurable' && !isPackageType(rec.type_id) && rec.status === 1) {
    sellables.push({ productId: rec.id, sku: rec.sku, parentSku: null, name, typeId: rec.type_id, unitPriceInclTax: own.untieredGross, tiers: l.tierPrices.get(rec.id) ?? [], ratePercent: own.rate, ticketCategoryLabel: null, eventDate: rec.event_date });
  }

  const prices = rec.type_id === 'configurable' ? (parentPriceFromChildren(children) ?? own.fields) : own.fields;
  const optionValues = children.map((c) => ({ value_index: c.ticket_category, label: c.ticket_category_label }));

  // The price fields go first and the extra attributes last: a leading spread of a plain object keeps
  // one fast object shape per document, where a leading spread of the (varying) extras did not.
  const doc: Product = {
    ...prices,
    id: rec.id,
    sku: rec.sku,
    name,
    type_id: rec.type_id as Product['type_id'],
    status: rec.status,
    visibility: rec.visibility,
    url_key: urlKey,
    url_path: `p/${rec.sku}/${slug}`,
    slug,
    tax_class_id: rec.tax_class_id,
    description: t.description ?? rec.description,
    short_description: t.short_description ?? rec.short_description,
    image: rec.image,
    media_gallery: rec.image ? [{ image: rec.image, pos: 0, typ: 'image' }] : [],
    category_ids: categoryIds,
    category: categoryIds.flatMap((id) => {
      const c = l.categories.get(id);
      return c ? [{ category_id: id, name: localName(c, store), url_path: c.i18n[store.storeCode]?.url_path || c.url_path }] : [];
    }),
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
    ...(isPackageType(rec.type_id) ? packageParts(rec, l) : {}),
    configurable_options:
      rec.type_id === 'configurable' && l.ticketCategory
        ? [
            {
              attribute_code: 'ticket_category',
              attribute_id: l.ticketCategory.attribute_id,
              label: l.ticketCategory.labels[store.storeCode] || l.ticketCategory.default_frontend_label,
              values: optionValues,
            },
          ]
        : [],
    parentSku: rec.sku,
    position: rec.position,
    created_at: rec.created_at,
    updated_at: rec.updated_at,
  } as Product;
  for (const [code, value] of attrs) if (!(code in BASE_KEYS)) (doc as unknown as Record<string, string>)[code] = value;
  return { doc, sellables };
}

/** Fields of the wire Product; extra attributes never overwrite them. */
export const BASE_KEYS: Record<string, true> = Object.fromEntries(
  [
    'id', 'sku', 'name', 'type_id', 'status', 'visibility', 'url_key', 'url_path', 'slug', 'tax_class_id', 'description', 'short_description',
    'image', 'media_gallery', 'category_ids', 'category', 'date', 'event_month', 'location', 'venue_id', 'venue_key', 'city', 'activity', 'best_selling_event',
    'tickets_left', 'ticket_type', 'avoid_single_ticket', 'cart_heading', 'cart_description', 'stock', 'configurable_children',
    'configurable_options', 'product_links', 'bundle_options', 'parentSku', 'position', 'created_at', 'updated_at', 'price', 'price_incl_tax', 'price_tax', 'final_price',
    'final_price_incl_tax', 'original_price', 'original_price_incl_tax', 'special_price', 'special_price_incl_tax', 'special_from_date',
    'special_to_date', 'tier_prices',
  ].map((k) => [k, true]),
);
