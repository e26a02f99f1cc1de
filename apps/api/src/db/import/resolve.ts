import { DEFAULT_STORE_CODE, STORE_VIEWS } from '@encore/contracts';
import { zonedDate } from '@encore/domain';
import type { Kysely } from 'kysely';
import type {
  AttributeTable,
  Database,
  CategoryTable,
  InventoryTable,
  ProductCategoryTable,
  ProductPriceTable,
  ProductTable,
  TaxRuleTable,
  TierPriceTable,
  VenueTable,
} from '../schema.ts';
import { TRANSLATED_STORES, type Catalogue, type EventRecord } from './import-format.ts';
import { CatalogueValidationError, recordLabel } from './validate.ts';
import { planPackages, type LinkableTicket, type PackageRows } from './resolve-packages.ts';
import { translationColumns } from '../translations-hash.ts';

/** What the database already holds that an import may refer to. */
export interface ExistingCatalogue {
  categories: Map<number, { id: number; url_key: string; url_path: string; path: string; level: number; i18n_json: string }>;
  venues: Map<number, { name: string; city: string; url_key: string }>;
  attributes: Map<string, { attribute_id: number; options_json: string }>;
  products: Map<string, { id: number; url_key: string; parent_id: number | null; type_id: string; event_date: string | null }>;
  /** sku of every product id, so a file cannot take over another product's id. */
  productIds: Map<number, string>;
}

export async function loadExisting(db: Kysely<Database>): Promise<ExistingCatalogue> {
  const [categories, venues, attributes, products] = await Promise.all([
    db.selectFrom('category').select(['id', 'url_key', 'url_path', 'path', 'level', 'i18n_json']).execute(),
    db.selectFrom('venue').select(['id', 'name', 'city', 'url_key']).execute(),
    db.selectFrom('attribute').select(['attribute_id', 'attribute_code', 'options_json']).execute(),
    db.selectFrom('product').select(['id', 'sku', 'url_key', 'parent_id', 'type_id', 'event_date']).execute(),
  ]);
  return {
    categories: new Map(categories.map((c) => [c.id, c])),
    venues: new Map(venues.map((v) => [v.id, v])),
    attributes: new Map(attributes.map((a) => [a.attribute_code, a])),
    products: new Map(products.map((p) => [p.sku, p])),
    productIds: new Map(products.map((p) => [p.id, p.sku])),
  };
}

export interface EventRows {
  parent: ProductTable;
  children: ProductTable[];
  categories: ProductCategoryTable[];
  prices: ProductPriceTable[];
  tierPrices: TierPriceTable[];
  /** `sold` undefined: keep the shop's own count on re-import. */
  inventory: Array<Omit<InventoryTable, 'sold' | 'held'> & { sold: number | undefined }>;
}

export interface ImportPlan {
  venues: VenueTable[];
  categories: CategoryTable[];
  attributes: AttributeTable[];
  taxRules: TaxRuleTable[];
  events: EventRows[];
  packages: PackageRows[];
}

interface OptionRef {
  value: number;
  label: string;
  labels: Partial<Record<string, string>>;
}

const json = (v: unknown) => JSON.stringify(v);
const bool = (b: boolean) => (b ? 1 : 0);

/** Largest number (at least `floor`); a loop, since Math.max(...xs) overflows the stack for ~120k+ values. */
function maxOf(floor: number, ...lists: Iterable<number>[]): number {
  let max = floor;
  for (const list of lists) for (const n of list) if (n > max) max = n;
  return max;
}

function compact<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** `YYYY-MM` of an event on the default store view's clocks: the event_month filter value every store view shares. */
export function eventMonth(isoUtc: string): string {
  const d = zonedDate(new Date(isoUtc), STORE_VIEWS[DEFAULT_STORE_CODE].i18n.timeZone);
  return `${d.year}-${String(d.month).padStart(2, '0')}`;
}

/**
 * Checks references (parent categories, venues, event categories, ticket
 * categories, sku/id clashes with the database) and turns the catalogue into
 * table rows. Throws CatalogueValidationError naming record and field.
 */
export function planImport(c: Catalogue, existing: ExistingCatalogue, now: string): ImportPlan {
  const issues: string[] = [];

  // Venues
  const venueInfo = new Map(existing.venues);
  const venues: VenueTable[] = c.venues.map((v) => {
    venueInfo.set(v.id, v);
    return { ...v, created_at: v.created_at ?? now };
  });
  const venueUrlOwner = new Map([...venueInfo].map(([id, v]) => [v.url_key, id]));
  c.venues.forEach((v, i) => {
    const owner = venueUrlOwner.get(v.url_key);
    if (owner !== undefined && owner !== v.id) issues.push(`${recordLabel('venues', i, v)}: url_key: ${JSON.stringify(v.url_key)} belongs to venue ${owner}`);
  });

  // Categories: level, path and url_path follow the parent chain (file or database).
  const fileCats = new Map(c.categories.map((cat, i) => [cat.id, { cat, i }]));
  type Resolved = { url_path: string; path: string; level: number; i18nPaths: Record<string, string> };
  const resolved = new Map<number, Resolved | null>();
  for (const [id, e] of existing.categories) {
    const i18n = safeJson<Record<string, { url_path?: string }>>(e.i18n_json, {});
    const i18nPaths: Record<string, string> = {};
    for (const s of TRANSLATED_STORES) i18nPaths[s] = i18n[s]?.url_path ?? e.url_path;
    if (!fileCats.has(id)) resolved.set(id, { url_path: e.url_path, path: e.path, level: e.level, i18nPaths });
  }
  const resolving = new Set<number>();
  const resolveCat = (id: number): Resolved | null => {
    if (resolved.has(id)) return resolved.get(id)!;
    const entry = fileCats.get(id);
    if (!entry) return null;
    const { cat, i } = entry;
    if (resolving.has(id)) {
      issues.push(`${recordLabel('categories', i, cat)}: parent_id: category tree has a cycle through ${id}`);
      resolved.set(id, null);
      return null;
    }
    resolving.add(id);
    let r: Resolved | null;
    if (cat.parent_id === null) {
      r = { url_path: cat.url_path ?? cat.url_key, path: `1/${cat.id}`, level: 1, i18nPaths: {} };
      for (const s of TRANSLATED_STORES) r.i18nPaths[s] = cat.i18n[s]?.url_path ?? cat.i18n[s]?.url_key ?? r.url_path;
    } else {
      const parent = resolveCat(cat.parent_id);
      if (!parent) {
        if (!issues.some((m) => m.startsWith(`${recordLabel('categories', i, cat)}: parent_id`))) {
          issues.push(`${recordLabel('categories', i, cat)}: parent_id: unknown category ${cat.parent_id}`);
        }
        r = null;
      } else {
        const below = (parentPath: string, key: string) => (parent.level <= 1 ? key : `${parentPath}/${key}`);
        r = { url_path: cat.url_path ?? below(parent.url_path, cat.url_key), path: `${parent.path}/${cat.id}`, level: parent.level + 1, i18nPaths: {} };
        for (const s of TRANSLATED_STORES) {
          const t = cat.i18n[s];
          r.i18nPaths[s] = t?.url_path ?? below(parent.i18nPaths[s] ?? parent.url_path, t?.url_key ?? cat.url_key);
        }
      }
    }
    resolving.delete(id);
    resolved.set(id, r);
    return r;
  };
  const categories: CategoryTable[] = [];
  for (const cat of c.categories) {
    const r = resolveCat(cat.id);
    if (!r) continue;
    const i18n: Record<string, unknown> = {};
    for (const s of TRANSLATED_STORES) {
      const t = cat.i18n[s];
      if (t) i18n[s] = compact({ ...t, url_path: r.i18nPaths[s] });
    }
    categories.push({
      id: cat.id,
      parent_id: cat.parent_id,
      name: cat.name,
      url_key: cat.url_key,
      url_path: r.url_path,
      path: r.path,
      level: r.level,
      position: cat.position,
      is_active: bool(cat.is_active),
      is_artist: bool(cat.is_artist),
      entity_type: cat.entity_type ?? (cat.is_artist ? 'artist' : 'category'),
      description: cat.description,
      short_description: cat.short_description,
      image: cat.image,
      tour_information: cat.tour_information,
      spotify_embed_url: cat.spotify_embed_url,
      youtube_embed_url: cat.youtube_embed_url,
      popular_event_block_identifier: cat.popular_event_block_identifier,
      frontend_position: cat.frontend_position ?? cat.position,
      i18n_json: json(i18n),
      created_at: cat.created_at ?? now,
      updated_at: cat.updated_at ?? now,
    });
  }
  const knownCategory = (id: number) => resolved.get(id) !== undefined && resolved.get(id) !== null;

  // Attributes: ids kept by code, new ones numbered after the highest.
  let nextAttrId = maxOf(0, [...existing.attributes.values()].map((a) => a.attribute_id), c.attributes.map((a) => a.attribute_id ?? 0)) + 1;
  // Upserting by attribute_id: an id that another code owns would rename that attribute,
  // and a new id for an existing code would clash with the unique attribute_code.
  const attrCodeById = new Map([...existing.attributes].map(([code, a]) => [a.attribute_id, code]));
  c.attributes.forEach((a, i) => {
    if (a.attribute_id === undefined) return;
    const where = recordLabel('attributes', i, a);
    const known = existing.attributes.get(a.attribute_code);
    if (known && known.attribute_id !== a.attribute_id) issues.push(`${where}: attribute_id: attribute_code ${a.attribute_code} already has attribute_id ${known.attribute_id}`);
    const owner = attrCodeById.get(a.attribute_id);
    if (owner !== undefined && owner !== a.attribute_code) issues.push(`${where}: attribute_id: attribute_id ${a.attribute_id} belongs to attribute_code ${owner}`);
  });
  const attributes: AttributeTable[] = c.attributes.map((a) => ({
    attribute_id: a.attribute_id ?? existing.attributes.get(a.attribute_code)?.attribute_id ?? nextAttrId++,
    attribute_code: a.attribute_code,
    default_frontend_label: a.default_frontend_label,
    frontend_input: a.frontend_input,
    is_visible_on_front: bool(a.is_visible_on_front),
    is_comparable: bool(a.is_comparable),
    is_filterable: bool(a.is_filterable),
    position: a.position,
    options_json: json(
      a.options.map((o, k) => compact({ value: String(o.value), label: o.label, code: o.code, position: o.position ?? k, i18n: Object.keys(o.labels).length ? o.labels : undefined })),
    ),
    i18n_json: json(a.labels),
  }));

  // Ticket category options, from the file or else the database.
  const ticketAttr = attributes.find((a) => a.attribute_code === 'ticket_category') ?? existing.attributes.get('ticket_category');
  const options = new Map<string, OptionRef>();
  if (ticketAttr) {
    for (const o of safeJson<Array<{ value: string; label: string; code?: string; i18n?: Record<string, string> }>>(ticketAttr.options_json, [])) {
      const value = Number(o.value);
      if (!Number.isInteger(value)) continue;
      const ref = { value, label: o.label, labels: o.i18n ?? {} };
      options.set(String(value), ref);
      if (o.code) options.set(o.code, ref);
    }
  }

  const taxRules: TaxRuleTable[] = c.tax_rules.map((t) => ({
    id: t.id,
    code: t.code,
    product_tax_class_ids_json: json(t.product_tax_class_ids),
    customer_tax_class_ids_json: json(t.customer_tax_class_ids),
    rates_json: json(t.rates),
  }));

  // Events: ids by sku (existing) or the next free id.
  const fileIds = c.events.flatMap((e) => [e.id ?? 0, ...e.children.map((ch) => ch.id ?? 0)]);
  let nextId = maxOf(0, existing.productIds.keys(), fileIds) + 1;
  const urlOwner = new Map<string, string>();
  for (const [sku, p] of existing.products) if (p.parent_id === null) urlOwner.set(p.url_key, sku);
  const events: EventRows[] = [];
  c.events.forEach((e, i) => {
    const where = recordLabel('events', i, e);
    const before = issues.length;
    const idFor = (sku: string, given: number | undefined, field: string, role: 'event' | 'ticket'): number => {
      const known = existing.products.get(sku);
      // An event sku must not turn into a ticket category or the other way round (children and carts refer to them).
      if (known && (known.parent_id === null) !== (role === 'event')) {
        issues.push(`${where}: ${field}sku: ${sku} is already ${role === 'event' ? 'a ticket category' : 'an event'} in the database`);
      } else if (known && (known.type_id === 'grouped' || known.type_id === 'bundle')) {
        issues.push(`${where}: ${field}sku: ${sku} is already a ${known.type_id} package in the database`);
      }
      if (given !== undefined) {
        if (known && known.id !== given) issues.push(`${where}: ${field}id: sku ${sku} already has id ${known.id}`);
        // Upserting by id would otherwise silently turn another product into this one.
        const owner = existing.productIds.get(given);
        if (owner !== undefined && owner !== sku) issues.push(`${where}: ${field}id: id ${given} belongs to sku ${owner}`);
        return given;
      }
      return known?.id ?? nextId++;
    };
    const parentId = idFor(e.sku, e.id, '', 'event');
    const owner = urlOwner.get(e.url_key);
    if (owner !== undefined && owner !== e.sku) issues.push(`${where}: url_key: ${JSON.stringify(e.url_key)} is used by ${owner}`);
    if (e.venue_id !== null && !venueInfo.has(e.venue_id)) issues.push(`${where}: venue_id: unknown venue ${e.venue_id}`);
    e.category_ids.forEach((cid, k) => {
      if (!knownCategory(cid)) issues.push(`${where}: category_ids[${k}]: unknown category ${cid}`);
    });
    const childOptions = e.children.map((ch, k) => {
      const opt = options.get(String(ch.ticket_category));
      if (!opt) issues.push(`${where}: children[${k}].ticket_category: unknown ticket_category option ${JSON.stringify(ch.ticket_category)}`);
      return opt;
    });
    const childIds = e.children.map((ch, k) => idFor(ch.sku, ch.id, `children[${k}].`, 'ticket'));
    if (issues.length > before) return;
    urlOwner.set(e.url_key, e.sku);
    events.push(eventRows(e, parentId, childIds, childOptions as OptionRef[], venueInfo.get(e.venue_id ?? -1), now));
  });

  // Packages link ticket categories of this file's events or of events already in the shop.
  const tickets = new Map<string, LinkableTicket>();
  for (const [sku, p] of existing.products) if (p.parent_id !== null) tickets.set(sku, { id: p.id, eventDate: p.event_date });
  for (const e of events) for (const ch of e.children) tickets.set(ch.sku, { id: ch.id, eventDate: ch.event_date });
  const packageIds = c.packages.map((p) => p.id ?? 0);
  let nextPackageId = maxOf(nextId - 1, packageIds) + 1;
  const packages = planPackages(
    c.packages,
    {
      tickets,
      existing: new Map([...existing.products].map(([sku, p]) => [sku, { id: p.id, type_id: p.type_id }])),
      productIds: existing.productIds,
      urlOwners: urlOwner,
      venues: venueInfo,
      knownCategory,
      nextId: () => nextPackageId++,
      now,
    },
    issues,
  );

  if (issues.length) throw new CatalogueValidationError(issues);
  return { venues, categories, attributes, taxRules, events, packages };
}

function eventRows(e: EventRecord, id: number, childIds: number[], opts: OptionRef[], venue: { name: string; city: string } | undefined, now: string): EventRows {
  const city = e.city ?? venue?.city ?? '';
  const location = e.location ?? venue?.name ?? '';
  const created = e.created_at ?? now;
  const updated = e.updated_at ?? now;
  const attrs = [
    { attribute_code: 'location', value: location },
    { attribute_code: 'event_month', value: eventMonth(e.date) },
    ...Object.entries(e.attributes).map(([attribute_code, value]) => ({ attribute_code, value: String(value) })),
  ];
  const common = {
    status: e.status,
    tax_class_id: e.tax_class_id,
    image: e.image,
    event_date: e.date,
    venue_id: e.venue_id,
    city,
    activity: e.activity,
    ticket_type: e.ticket_type,
    best_selling_event: bool(e.best_selling_event),
    avoid_single_ticket: bool(e.avoid_single_ticket),
    cart_heading: e.cart_heading,
    cart_description: e.cart_description,
    created_at: created,
    updated_at: updated,
  };
  const parent: ProductTable = {
    ...common,
    id,
    sku: e.sku,
    type_id: 'configurable',
    parent_id: null,
    name: e.name,
    url_key: e.url_key,
    visibility: e.visibility,
    description: e.description,
    short_description: e.short_description,
    ticket_category: null,
    position: e.position,
    attributes_json: json(attrs),
    ...translationColumns(e.i18n),
  };
  const rows: EventRows = {
    parent,
    children: [],
    categories: [...new Set(e.category_ids)].map((category_id) => ({ product_id: id, category_id, position: e.position })),
    prices: [],
    tierPrices: [],
    inventory: [],
  };
  e.children.forEach((ch, k) => {
    const cid = childIds[k]!;
    const opt = opts[k]!;
    const i18n: Record<string, { name: string }> = {};
    for (const s of TRANSLATED_STORES) {
      const evName = e.i18n[s]?.name;
      const optLabel = opt.labels[s];
      if (evName || optLabel) i18n[s] = { name: `${evName ?? e.name} – ${optLabel ?? opt.label}` };
    }
    rows.children.push({
      ...common,
      status: ch.status === 2 ? 2 : e.status,
      id: cid,
      sku: ch.sku,
      type_id: 'simple',
      parent_id: id,
      name: ch.name ?? `${e.name} – ${opt.label}`,
      url_key: `${e.url_key}-${ch.sku.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`,
      visibility: 1,
      description: '',
      short_description: '',
      ticket_category: opt.value,
      position: k,
      attributes_json: json([{ attribute_code: 'ticket_category', value: String(opt.value) }]),
      ...translationColumns(i18n),
    });
    for (const currency of ['SEK', 'EUR'] as const) {
      const sp = ch.special_price?.[currency];
      rows.prices.push({
        product_id: cid,
        currency,
        price: ch.prices[currency],
        special_price: sp ?? null,
        special_from_date: sp === undefined ? null : (ch.special_price?.from ?? null),
        special_to_date: sp === undefined ? null : (ch.special_price?.to ?? null),
      });
    }
    for (const t of ch.tier_prices) rows.tierPrices.push({ product_id: cid, ...t });
    rows.inventory.push({
      product_id: cid,
      sku: ch.sku,
      qty: ch.qty,
      sold: ch.sold,
      manage_stock: 1,
      min_sale_qty: ch.min_sale_qty,
      max_sale_qty: ch.max_sale_qty,
      updated_at: updated,
    });
  });
  return rows;
}

function safeJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
