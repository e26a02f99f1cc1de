import type { TaxRule } from '@encore/contracts';
import { translationsHash } from '../../db/translations-hash.ts';
import type { Db } from '../../db/create-db.ts';
import { CATALOG_DELTA_KEY, type CatalogDelta } from '../../db/import/catalog-delta.ts';
import { SharedValues } from './shared-values.ts';
import type { CategoryTable, ProductLinkTable, ProductPriceTable, ProductTable, TierPriceTable } from '../../db/schema.ts';
import { columnPlaces, selectRowsAsArrays } from '../../db/rows-as-arrays.ts';
import { PriceTable } from './price-table.ts';
import { InventoryTable, type InventoryRecord } from './inventory-table.ts';

/** Rows → catalogue records in one place: JSON parsed, 0/1 turned into booleans. */

export type Translations<T> = Partial<Record<string, Partial<T>>>;

export type CategoryRecord = Omit<CategoryTable, 'is_active' | 'is_artist' | 'i18n_json'> & {
  is_active: boolean;
  is_artist: boolean;
  i18n: Translations<{ name: string; description: string; short_description: string; url_key: string; url_path: string }>;
};

export type ProductRecord = Omit<ProductTable, 'best_selling_event' | 'avoid_single_ticket' | 'attributes_json' | 'i18n_json' | 'i18n_hash'> & {
  best_selling_event: boolean;
  avoid_single_ticket: boolean;
  attributes: Array<{ attribute_code: string; value: string }>;
  i18n: Translations<{ name: string; description: string; short_description: string; url_key: string; cart_heading: string; cart_description: string }>;
};

/**
 * A ticket category (child of a configurable event) with only what listings, prices and load rules read:
 * the large catalogue holds five per event, and reading every column of 50,000 rows dominated a reload.
 */
export type TicketRecord = Pick<ProductRecord, 'id' | 'sku' | 'type_id' | 'parent_id' | 'name' | 'status' | 'visibility' | 'tax_class_id' | 'ticket_category' | 'attributes'> & {
  /**
   * A 32-bit hash of the translations column (0 without translations). The translated names are read
   * from the database only when a translated store view is built (ticket-names.repo.ts): kept in memory
   * they took about 70 MB at 100,000 events (ADR 0071). The hash keeps a changed translation in its
   * event's signature, so a rebuild maps that event afresh.
   */
  translations: number;
};

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
  url_key: string;
  city: string;
}

export type LinkRecord = ProductLinkTable;

export interface BundleOptionRecord {
  product_id: number;
  option_id: number;
  code: string;
  title: string;
  required: boolean;
  position: number;
  titles: Record<string, string>;
}

export interface CatalogData {
  categories: CategoryRecord[];
  /** Top-level products (events), every column. */
  products: ProductRecord[];
  /** Ticket categories by id order. */
  tickets: TicketRecord[];
  productCategories: Array<{ product_id: number; category_id: number; position: number }>;
  prices: PriceTable;
  attributes: AttributeRecord[];
  taxRules: TaxRule[];
  venues: VenueRecord[];
  tierPrices: TierPriceTable[];
  /** Packages' links to ticket categories (grouped links and bundle selections). */
  links: LinkRecord[];
  bundleOptions: BundleOptionRecord[];
}

function json<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function emptyCatalogData(): CatalogData {
  return { categories: [], products: [], tickets: [], productCategories: [], prices: new PriceTable(), attributes: [], taxRules: [], venues: [], tierPrices: [], links: [], bundleOptions: [] };
}

export async function readCatalogVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('catalog_meta').select('value').where('key', '=', 'catalog_version').executeTakeFirst();
  return row?.value ?? '0';
}

/** The delta the last import recorded (see db/import/catalog-delta.ts), if readable. */
export async function readCatalogDelta(db: Db): Promise<CatalogDelta | undefined> {
  const row = await db.selectFrom('catalog_meta').select('value').where('key', '=', CATALOG_DELTA_KEY).executeTakeFirst();
  const delta = json<CatalogDelta | null>(row?.value, null);
  return delta && Array.isArray(delta.products) ? delta : undefined;
}

/**
 * Which products' rows one read takes: a range of ids (`from` inclusive, `to` exclusive, either open)
 * when the whole catalogue is read, or the listed top-level products with their ticket categories.
 */
type RowSlice = { from: number | undefined; to: number | undefined } | { only: number[]; owned: number[]; tickets: number[] };

/**
 * About how many product rows (events and ticket categories) one slice of a full read covers. Each slice's
 * rows become records before the next slice is read, so the driver's row objects die young: read whole,
 * every table's rows lived until the last one was read, and the collector copied them twice (ADR 0067).
 */
const ROWS_PER_SLICE = 8_000;

/** Id ranges that cover every product: as many as the products' count asks for, split evenly over their ids. */
async function fullSlices(db: Db, rowsPerSlice: number): Promise<RowSlice[]> {
  const span = await db
    .selectFrom('product')
    .select((eb) => [eb.fn.min<number>('id').as('lo'), eb.fn.max<number>('id').as('hi'), eb.fn.countAll<number>().as('n')])
    .executeTakeFirst();
  const lo = Number(span?.lo ?? 0);
  const hi = Number(span?.hi ?? -1);
  const count = Number(span?.n ?? 0);
  // The first and last slices are open-ended, so a row is read whatever its product id.
  if (count === 0 || hi < lo) return [{ from: undefined, to: undefined }];
  const pieces = Math.ceil(count / Math.max(1, rowsPerSlice));
  const width = Math.ceil((hi - lo + 1) / pieces);
  const slices: RowSlice[] = [];
  for (let i = 0; i < pieces; i++) slices.push({ from: i === 0 ? undefined : lo + i * width, to: i === pieces - 1 ? undefined : lo + (i + 1) * width });
  return slices;
}

/** The columns an event's record is made from, in the order its rows come (as arrays, see rows-as-arrays.ts). */
const EVENT_COLUMNS = [
  'id', 'sku', 'type_id', 'parent_id', 'name', 'url_key', 'status', 'visibility', 'tax_class_id', 'description', 'short_description', 'image',
  'event_date', 'venue_id', 'city', 'activity', 'ticket_type', 'ticket_category', 'best_selling_event', 'avoid_single_ticket', 'cart_heading',
  'cart_description', 'position', 'attributes_json', 'i18n_json', 'created_at', 'updated_at',
] as const satisfies readonly (keyof ProductTable)[];
const EVENT = columnPlaces(EVENT_COLUMNS);
const TICKET_COLUMNS = ['id', 'sku', 'type_id', 'parent_id', 'name', 'status', 'visibility', 'tax_class_id', 'ticket_category', 'attributes_json', 'i18n_hash'] as const satisfies readonly (keyof ProductTable)[];
/** After the ticket columns: the translations text of a row the import did not hash (migration 0026), else null. */
const TICKET = { ...columnPlaces(TICKET_COLUMNS), unhashed_i18n_json: TICKET_COLUMNS.length };
const PRICE_COLUMNS = ['product_id', 'currency', 'price', 'special_price', 'special_from_date', 'special_to_date'] as const satisfies readonly (keyof ProductPriceTable)[];
const PRICE = columnPlaces(PRICE_COLUMNS);

/**
 * The rows of one slice, every table a product owns at once, each in the order the records keep. Events,
 * ticket categories and prices, the most numerous, come as arrays of values (rows-as-arrays.ts).
 */
function readSlice(db: Db, slice: RowSlice) {
  // Open bounds are left out rather than set to extremes: PostgreSQL types a parameter after its column.
  const from = 'from' in slice ? slice.from : undefined;
  const to = 'from' in slice ? slice.to : undefined;
  const listed = 'only' in slice ? slice : undefined;
  return Promise.all([
    selectRowsAsArrays(
      db,
      db
        .selectFrom('product')
        .select(EVENT_COLUMNS)
        .where('parent_id', 'is', null)
        .$if(from !== undefined, (q) => q.where('id', '>=', from!))
        .$if(to !== undefined, (q) => q.where('id', '<', to!))
        .$if(!!listed, (q) => q.where('id', 'in', listed!.only))
        .orderBy('id'),
    ),
    listed && !listed.tickets.length
      ? Promise.resolve([])
      : selectRowsAsArrays(
          db,
          db
            .selectFrom('product')
            .select(TICKET_COLUMNS)
            .select((eb) => eb.case().when('i18n_hash', 'is', null).then(eb.ref('i18n_json')).end().as('unhashed_i18n_json'))
            .where('parent_id', 'is not', null)
            .$if(from !== undefined, (q) => q.where('id', '>=', from!))
            .$if(to !== undefined, (q) => q.where('id', '<', to!))
            .$if(!!listed, (q) => q.where('id', 'in', listed!.tickets))
            .orderBy('id'),
        ),
    db
      .selectFrom('product_category')
      .selectAll()
      .$if(from !== undefined, (q) => q.where('product_id', '>=', from!))
      .$if(to !== undefined, (q) => q.where('product_id', '<', to!))
      .$if(!!listed, (q) => q.where('product_id', 'in', listed!.only))
      .orderBy('product_id')
      .orderBy('category_id')
      .execute(),
    selectRowsAsArrays(
      db,
      db
        .selectFrom('product_price')
        .select(PRICE_COLUMNS)
        .$if(from !== undefined, (q) => q.where('product_id', '>=', from!))
        .$if(to !== undefined, (q) => q.where('product_id', '<', to!))
        .$if(!!listed, (q) => q.where('product_id', 'in', listed!.owned))
        .orderBy('product_id')
        .orderBy('currency'),
    ),
    db
      .selectFrom('tier_price')
      .selectAll()
      .$if(from !== undefined, (q) => q.where('product_id', '>=', from!))
      .$if(to !== undefined, (q) => q.where('product_id', '<', to!))
      .$if(!!listed, (q) => q.where('product_id', 'in', listed!.owned))
      .orderBy('product_id')
      .orderBy('qty')
      .orderBy('customer_group_id')
      .orderBy('currency')
      .execute(),
    db
      .selectFrom('product_link')
      .selectAll()
      .$if(from !== undefined, (q) => q.where('product_id', '>=', from!))
      .$if(to !== undefined, (q) => q.where('product_id', '<', to!))
      .$if(!!listed, (q) => q.where('product_id', 'in', listed!.only))
      .orderBy('product_id')
      .orderBy('option_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('bundle_option')
      .selectAll()
      .$if(from !== undefined, (q) => q.where('product_id', '>=', from!))
      .$if(to !== undefined, (q) => q.where('product_id', '<', to!))
      .$if(!!listed, (q) => q.where('product_id', 'in', listed!.only))
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
  ]);
}

/** The tables every product shares (categories, attributes, tax rules, venues), as records. */
async function loadSharedTables(db: Db): Promise<Pick<CatalogData, 'categories' | 'attributes' | 'taxRules' | 'venues'>> {
  // In a fixed order: their signature decides whether documents are reused, and PostgreSQL returns
  // updated rows in a different order.
  const [categories, attributes, taxRules, venues] = await Promise.all([
    db.selectFrom('category').selectAll().orderBy('id').execute(),
    db.selectFrom('attribute').selectAll().orderBy('position').orderBy('attribute_id').execute(),
    db.selectFrom('tax_rule').selectAll().orderBy('id').execute(),
    db.selectFrom('venue').select(['id', 'name', 'url_key', 'city']).orderBy('id').execute(),
  ]);
  return {
    categories: categories.map(({ is_active, is_artist, i18n_json, ...c }) => ({
      ...c,
      is_active: is_active === 1,
      is_artist: is_artist === 1,
      i18n: json(i18n_json, {}),
    })),
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

/**
 * Appends one slice's rows to the catalogue as records. Records are built field by field (no rest or
 * spread): one object shape, and no throwaway copy per row. Short texts repeated across rows (kinds,
 * dates, cities, currencies) and attribute lists are shared.
 */
function addSlice(data: CatalogData, rows: Awaited<ReturnType<typeof readSlice>>, shared: SharedValues): void {
  const [products, tickets, productCategories, prices, tierPrices, links, bundleOptions] = rows;
  // Values of rows that came as arrays are typed after their columns (schema.ts).
  type P = ProductTable;
  for (const p of products) {
    data.products.push({
      id: p[EVENT.id] as P['id'],
      sku: p[EVENT.sku] as P['sku'],
      type_id: shared.text(p[EVENT.type_id] as P['type_id']),
      parent_id: p[EVENT.parent_id] as P['parent_id'],
      name: p[EVENT.name] as P['name'],
      url_key: p[EVENT.url_key] as P['url_key'],
      status: p[EVENT.status] as P['status'],
      visibility: p[EVENT.visibility] as P['visibility'],
      tax_class_id: p[EVENT.tax_class_id] as P['tax_class_id'],
      description: p[EVENT.description] as P['description'],
      short_description: p[EVENT.short_description] as P['short_description'],
      image: shared.text(p[EVENT.image] as P['image']),
      event_date: shared.text(p[EVENT.event_date] as P['event_date']),
      venue_id: p[EVENT.venue_id] as P['venue_id'],
      city: shared.text(p[EVENT.city] as P['city']),
      activity: shared.text(p[EVENT.activity] as P['activity']),
      ticket_type: shared.text(p[EVENT.ticket_type] as P['ticket_type']),
      ticket_category: p[EVENT.ticket_category] as P['ticket_category'],
      best_selling_event: p[EVENT.best_selling_event] === 1,
      avoid_single_ticket: p[EVENT.avoid_single_ticket] === 1,
      cart_heading: shared.text(p[EVENT.cart_heading] as P['cart_heading']),
      cart_description: shared.text(p[EVENT.cart_description] as P['cart_description']),
      position: p[EVENT.position] as P['position'],
      attributes: shared.json(p[EVENT.attributes_json] as P['attributes_json'], []),
      i18n: json(p[EVENT.i18n_json] as P['i18n_json'], {}),
      created_at: shared.text(p[EVENT.created_at] as P['created_at']),
      updated_at: shared.text(p[EVENT.updated_at] as P['updated_at']),
    });
  }
  for (const t of tickets) {
    data.tickets.push({
      id: t[TICKET.id] as P['id'],
      sku: t[TICKET.sku] as P['sku'],
      type_id: shared.text(t[TICKET.type_id] as P['type_id']),
      parent_id: t[TICKET.parent_id] as P['parent_id'],
      name: t[TICKET.name] as P['name'],
      status: t[TICKET.status] as P['status'],
      visibility: t[TICKET.visibility] as P['visibility'],
      tax_class_id: t[TICKET.tax_class_id] as P['tax_class_id'],
      ticket_category: t[TICKET.ticket_category] as P['ticket_category'],
      attributes: shared.json(t[TICKET.attributes_json] as P['attributes_json'], []),
      translations: (t[TICKET.i18n_hash] as P['i18n_hash']) ?? translationsHash(t[TICKET.unhashed_i18n_json] as string | null),
    });
  }
  // Prices are the most numerous rows (two per ticket category): they go into typed columns (ADR 0071),
  // and category links into records of one literal shape, about 60 % of the driver's row objects (ADR 0065).
  type R = ProductPriceTable;
  for (const r of prices) {
    data.prices.pushValues(
      r[PRICE.product_id] as R['product_id'],
      r[PRICE.currency] as R['currency'],
      r[PRICE.price] as R['price'],
      r[PRICE.special_price] as R['special_price'],
      r[PRICE.special_from_date] as R['special_from_date'],
      r[PRICE.special_to_date] as R['special_to_date'],
    );
  }
  for (const row of productCategories) data.productCategories.push({ product_id: row.product_id, category_id: row.category_id, position: row.position });
  for (const row of tierPrices) {
    row.currency = shared.text(row.currency);
    data.tierPrices.push(row);
  }
  for (const row of links) data.links.push(row);
  for (const o of bundleOptions) {
    data.bundleOptions.push({
      product_id: o.product_id,
      option_id: o.option_id,
      code: o.code,
      title: o.title,
      required: o.required === 1,
      position: o.position,
      titles: json(o.i18n_json, {}),
    });
  }
}


/**
 * The whole catalogue, or with `only` just the given top-level products with their ticket categories,
 * prices, tier prices and category links (shared tables then come back empty): the reload after an
 * import that changed a few events reads only those. The whole catalogue is read in slices of product
 * ids (`rowsPerSlice` products a slice, about); each table's rows come in the same order as one read of
 * the whole table gives them.
 */
export async function loadCatalogData(db: Db, only?: number[], rowsPerSlice = ROWS_PER_SLICE): Promise<CatalogData> {
  const data = emptyCatalogData();
  if (only && !only.length) return data;
  let slices: RowSlice[];
  if (only) {
    const tickets = (await db.selectFrom('product').select('id').where('parent_id', 'in', only).execute()).map((r) => r.id);
    slices = [{ only, owned: [...only, ...tickets], tickets }];
  } else {
    Object.assign(data, await loadSharedTables(db));
    slices = await fullSlices(db, rowsPerSlice);
  }
  const shared = new SharedValues();
  for (const slice of slices) addSlice(data, await readSlice(db, slice), shared);
  data.prices.trim();
  return data;
}

const INVENTORY_COLUMNS = ['product_id', 'qty', 'sold', 'manage_stock', 'max_sale_qty'] as const;

/** Current stock of the products in `only` (read path; write paths query inventory themselves). */
export async function loadInventory(db: Db, only: readonly number[]): Promise<Map<number, InventoryRecord>> {
  // PostgreSQL refuses an empty `in ()`; a patch that changed no product reads nothing.
  if (!only.length) return new Map();
  const rows = await db.selectFrom('inventory').select(INVENTORY_COLUMNS).where('product_id', 'in', [...only]).execute();
  const out = new Map<number, InventoryRecord>();
  for (const r of rows) out.set(r.product_id, { product_id: r.product_id, qty: r.qty, sold: r.sold, manage_stock: r.manage_stock === 1, max_sale_qty: r.max_sale_qty });
  return out;
}

/** Current stock of every product, in typed columns (inventory-table.ts). */
export async function loadInventoryTable(db: Db): Promise<InventoryTable> {
  return new InventoryTable(await db.selectFrom('inventory').select(INVENTORY_COLUMNS).orderBy('product_id').execute());
}
