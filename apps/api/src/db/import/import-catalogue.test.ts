import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type Db } from '../create-db.ts';
import type { Database } from '../schema.ts';
import { translationsHash } from '../translations-hash.ts';
import { CATALOG_VERSION_KEY, importCatalogue, type ImportProgress } from './import-catalogue.ts';
import type { CatalogueInput } from './import-format.ts';
import { planImport, type ExistingCatalogue } from './resolve.ts';
import { CatalogueValidationError, parseCatalogue } from './validate.ts';

const NOW = new Date('2026-05-01T08:00:00.000Z');
const DOC = new URL('../../../../../docs/catalogue-import-format.md', import.meta.url);

/** A small but complete catalogue: root, one top category, one artist, a venue, two events with two tickets each. */
function catalogue(): CatalogueInput {
  return {
    format: 'encore-catalogue',
    version: 1,
    venues: [{ id: 1, name: 'Cirkus', url_key: 'cirkus', city: 'Stockholm', address: 'Djurgårdsslätten 43', capacity: 1650 }],
    categories: [
      { id: 2, parent_id: null, name: 'Evenemang', url_key: 'evenemang' },
      {
        id: 3,
        parent_id: 2,
        name: 'Konserter',
        url_key: 'konserter',
        i18n: { store_de: { name: 'Konzerte', url_key: 'konzerte' } },
      },
      { id: 10, parent_id: 3, name: 'Norrsken', url_key: 'norrsken', is_artist: true },
    ],
    attributes: [
      {
        attribute_id: 1,
        attribute_code: 'ticket_category',
        default_frontend_label: 'Biljettkategori',
        frontend_input: 'select',
        options: [
          { value: 101, code: 'parterre', label: 'Parkett', labels: { store_de: 'Parkett' } },
          { value: 102, code: 'balcony', label: 'Läktare' },
        ],
      },
    ],
    tax_rules: [
      { id: 1, code: 'SE-6', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ code: 'SE-6', rate: 6, tax_country_id: 'SE' }] },
    ],
    events: [
      {
        sku: 'NOR-001',
        name: 'Norrsken – Vinterljus',
        url_key: 'norrsken-stockholm',
        date: '2026-12-12T18:30:00Z',
        venue_id: 1,
        category_ids: [3, 10],
        image: 'posters/norrsken-stockholm',
        children: [
          { sku: 'NOR-001-PAR', ticket_category: 'parterre', prices: { SEK: 89500, EUR: 7800 }, qty: 100, sold: 40 },
          {
            sku: 'NOR-001-LAK',
            ticket_category: 102,
            prices: { SEK: 59500, EUR: 5200 },
            special_price: { SEK: 49500, from: '2026-05-01T00:00:00Z', to: '2026-06-01T00:00:00Z' },
            tier_prices: [{ currency: 'SEK', customer_group_id: 0, qty: 4, value: 55000 }],
            qty: 200,
          },
        ],
      },
      {
        sku: 'NOR-002',
        name: 'Norrsken – Vinterljus',
        url_key: 'norrsken-stockholm-2',
        date: '2026-07-10T17:30:00Z',
        venue_id: 1,
        category_ids: [3, 10],
        children: [
          { sku: 'NOR-002-PAR', ticket_category: 'parterre', prices: { SEK: 89500, EUR: 7800 }, qty: 100, sold: 100 },
          { sku: 'NOR-002-LAK', ticket_category: 'balcony', prices: { SEK: 59500, EUR: 5200 }, qty: 50, sold: 48 },
        ],
      },
    ],
  };
}

const TABLES = [
  'venue',
  'category',
  'attribute',
  'tax_rule',
  'product',
  'product_category',
  'product_price',
  'tier_price',
  'inventory',
  'catalog_meta',
] as const satisfies ReadonlyArray<keyof Database>;

async function counts(db: Db): Promise<Record<(typeof TABLES)[number], number>> {
  const out = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

const EMPTY = Object.fromEntries(TABLES.map((t) => [t, 0]));

async function catalogVersion(db: Db): Promise<string | undefined> {
  return (await db.selectFrom('catalog_meta').select('value').where('key', '=', CATALOG_VERSION_KEY).executeTakeFirst())?.value;
}

async function importError(db: Db, data: unknown): Promise<CatalogueValidationError> {
  try {
    await importCatalogue(db, data, { now: NOW });
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogueValidationError);
    return err as CatalogueValidationError;
  }
  throw new Error('expected the import to fail');
}

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'encore-import-'));
  db = createDb({ sqlitePath: join(dir, 'import.sqlite') });
  await migrateToLatest(db);
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('importCatalogue: invalid records', () => {
  it('names the record and field of an event child with a string price and imports nothing', async () => {
    const data = catalogue();
    (data.events![1]!.children[0]!.prices as { SEK: unknown }).SEK = '895.00';
    const err = await importError(db, data);
    expect(err.issues).toEqual(['events[1] (sku NOR-002): children[0].prices.SEK: Expected number, received string']);
    expect(err.message).toContain('nothing was imported');
    expect(err.message).toContain('events[1] (sku NOR-002): children[0].prices.SEK');
    expect(await counts(db)).toEqual(EMPTY);
  });

  it('lists every problem in the file, each with record and field', async () => {
    const data = catalogue();
    delete (data.venues![0] as { city?: string }).city;
    (data.categories![1] as { url_key: string }).url_key = 'Konserter Live';
    (data.events![0] as { date: string }).date = '2026-12-12 19:30';
    (data.events![0]!.children[1] as { qty: number }).qty = -1;
    (data.events![1] as Record<string, unknown>).colour = 'red';
    const err = await importError(db, data);
    expect(err.issues).toHaveLength(5);
    expect(err.issues[0]).toMatch(/^venues\[0\] \(id 1\): city: /);
    expect(err.issues[1]).toMatch(/^categories\[1\] \(id 3\): url_key: Expected a url key/);
    expect(err.issues).toContainEqual(expect.stringMatching(/^events\[0\] \(sku NOR-001\): date: /));
    expect(err.issues).toContainEqual(expect.stringMatching(/^events\[0\] \(sku NOR-001\): children\[1\]\.qty: /));
    expect(err.issues).toContainEqual(expect.stringMatching(/^events\[1\] \(sku NOR-002\): .*colour/));
    expect(await counts(db)).toEqual(EMPTY);
  });

  it('rejects a wrong document header', async () => {
    const err = await importError(db, { format: 'something-else', version: 1, events: [] });
    expect(err.issues[0]).toMatch(/^document: format: /);
    const notArray = await importError(db, { format: 'encore-catalogue', version: 1, events: {} });
    expect(notArray.issues[0]).toMatch(/^document: events: /);
  });

  it('rejects duplicates inside the file and sold above qty', async () => {
    const data = catalogue();
    data.events![1]!.children[1]!.sku = 'NOR-001-PAR';
    data.events![0]!.children[0]!.sold = 101;
    const shape = await importError(db, data);
    expect(shape.issues).toEqual(['events[0] (sku NOR-001): children[0].sold: sold must not exceed qty']);

    data.events![0]!.children[0]!.sold = 10;
    const dup = await importError(db, data);
    expect(dup.issues).toEqual([
      'events[1] (sku NOR-002): children[1].sku: duplicate sku "NOR-001-PAR" (also events[0] (sku NOR-001) children[0])',
    ]);
    expect(await counts(db)).toEqual(EMPTY);
  });

  it('rejects unknown references (category, venue, ticket category) and imports nothing', async () => {
    const data = catalogue();
    data.events![0]!.category_ids = [3, 99];
    data.events![1]!.venue_id = 7;
    data.events![1]!.children[0]!.ticket_category = 'vip';
    data.categories![2]!.parent_id = 42;
    const err = await importError(db, data);
    expect(err.issues).toEqual([
      'categories[2] (id 10): parent_id: unknown category 42',
      'events[0] (sku NOR-001): category_ids[1]: unknown category 99',
      'events[1] (sku NOR-002): venue_id: unknown venue 7',
      'events[1] (sku NOR-002): category_ids[1]: unknown category 10',
      'events[1] (sku NOR-002): children[0].ticket_category: unknown ticket_category option "vip"',
    ]);
    expect(await counts(db)).toEqual(EMPTY);
  });

  it('leaves an existing catalogue untouched when a later import is invalid', async () => {
    await importCatalogue(db, catalogue(), { now: NOW });
    const before = await counts(db);
    const version = await catalogVersion(db);

    const data = catalogue();
    data.events![0]!.name = 'Changed';
    data.events!.push({ ...structuredClone(data.events![1]!), sku: 'NOR-003', url_key: 'norrsken-3', children: [] });
    const err = await importError(db, data);
    expect(err.issues[0]).toMatch(/^events\[2\] \(sku NOR-003\): children: /);
    expect(await counts(db)).toEqual(before);
    expect(await catalogVersion(db)).toBe(version);
    expect((await db.selectFrom('product').select('name').where('sku', '=', 'NOR-001').executeTakeFirstOrThrow()).name).toBe('Norrsken – Vinterljus');
  });

  it('refuses an id that belongs to another product and a sku that changes between event and ticket category', async () => {
    const data = catalogue();
    data.events![0]!.id = 500;
    data.events![0]!.children[0]!.id = 501;
    await importCatalogue(db, data, { now: NOW });
    const before = await db.selectFrom('product').select(['id', 'sku', 'parent_id']).orderBy('id').execute();

    // Without the check the upsert by id silently turned NOR-001 into NEW-001.
    const takeover = catalogue();
    takeover.events = [{ ...takeover.events![0]!, id: 500, sku: 'NEW-001', url_key: 'new-001', children: [{ ...takeover.events![0]!.children[1]!, id: 501, sku: 'NEW-001-LAK' }] }];
    const err = await importError(db, takeover);
    expect(err.issues).toEqual([
      'events[0] (sku NEW-001): id: id 500 belongs to sku NOR-001',
      'events[0] (sku NEW-001): children[0].id: id 501 belongs to sku NOR-001-PAR',
    ]);

    const swapped = catalogue();
    swapped.events = [{ ...swapped.events![1]!, sku: 'NOR-001-PAR', url_key: 'swapped' }];
    const roles = await importError(db, swapped);
    expect(roles.issues).toEqual(['events[0] (sku NOR-001-PAR): sku: NOR-001-PAR is already a ticket category in the database']);
    expect(await db.selectFrom('product').select(['id', 'sku', 'parent_id']).orderBy('id').execute()).toEqual(before);
  });

  it('refuses an attribute_id that clashes with the attributes in the database', async () => {
    await importCatalogue(db, catalogue(), { now: NOW });
    const moved = catalogue();
    moved.attributes![0]!.attribute_id = 7;
    moved.attributes!.push({ attribute_id: 1, attribute_code: 'city', default_frontend_label: 'Stad', frontend_input: 'select' });
    const err = await importError(db, moved);
    expect(err.issues).toEqual([
      'attributes[0] (attribute_code ticket_category): attribute_id: attribute_code ticket_category already has attribute_id 1',
      'attributes[1] (attribute_code city): attribute_id: attribute_id 1 belongs to attribute_code ticket_category',
    ]);
    expect(await db.selectFrom('attribute').select(['attribute_id', 'attribute_code']).execute()).toEqual([{ attribute_id: 1, attribute_code: 'ticket_category' }]);
  });

  it('rolls everything back when a write fails half-way (one transaction over all batches)', async () => {
    await sql`create trigger fail_on_second_event before insert on product when new.sku = 'NOR-002'
              begin select raise(abort, 'simulated write failure'); end`.execute(db);
    await expect(importCatalogue(db, catalogue(), { now: NOW, batchSize: 1 })).rejects.toThrow(/simulated write failure/);
    expect(await counts(db)).toEqual(EMPTY);
  });
});

describe('importCatalogue: valid file', () => {
  it('writes products, ticket children, prices, inventory, categories and links, and bumps catalog_version', async () => {
    const progress: ImportProgress[] = [];
    const result = await importCatalogue(db, catalogue(), { now: NOW, onProgress: (p) => progress.push(p), batchSize: 1 });
    expect(result).toMatchObject({ venues: 1, categories: 3, attributes: 1, taxRules: 1, events: 2, tickets: 4 });
    expect(await counts(db)).toEqual({
      venue: 1,
      category: 3,
      attribute: 1,
      tax_rule: 1,
      product: 6,
      product_category: 4,
      product_price: 8,
      tier_price: 1,
      inventory: 4,
      // catalog_version, the import's content hashes and the delta it recorded (ADR 0010).
      catalog_meta: 3,
    });
    expect(await catalogVersion(db)).toBe(result.catalogVersion);
    expect(result.catalogVersion.startsWith(NOW.toISOString())).toBe(true);

    // Progress: every phase reported, the events one batch at a time, ending at the overall total.
    expect(progress.map((p) => p.phase)).toEqual(['venues', 'categories', 'attributes', 'tax_rules', 'events', 'events', 'packages']);
    expect(progress.at(-1)).toEqual({ phase: 'packages', done: 0, total: 0, overallDone: 8, overallTotal: 8 });

    const products = await db.selectFrom('product').selectAll().orderBy('id').execute();
    // Each row's translations are hashed beside them (migration 0026): a rebuild reads the hash, not the text.
    expect(products.map((p) => p.i18n_hash)).toEqual(products.map((p) => translationsHash(p.i18n_json)));
    expect(products.filter((p) => p.i18n_hash !== 0).length).toBeGreaterThan(0);
    const parent = products.find((p) => p.sku === 'NOR-001')!;
    expect(parent).toMatchObject({
      type_id: 'configurable',
      parent_id: null,
      name: 'Norrsken – Vinterljus',
      url_key: 'norrsken-stockholm',
      event_date: '2026-12-12T18:30:00Z',
      venue_id: 1,
      city: 'Stockholm',
      status: 1,
      visibility: 4,
      tax_class_id: 2,
      image: 'posters/norrsken-stockholm',
      created_at: NOW.toISOString(),
    });
    expect(JSON.parse(parent.attributes_json)).toEqual([
      { attribute_code: 'location', value: 'Cirkus' },
      { attribute_code: 'event_month', value: '2026-12' },
    ]);
    const children = products.filter((p) => p.parent_id === parent.id);
    expect(children.map((c) => [c.sku, c.type_id, c.ticket_category, c.visibility, c.name])).toEqual([
      ['NOR-001-PAR', 'simple', 101, 1, 'Norrsken – Vinterljus – Parkett'],
      ['NOR-001-LAK', 'simple', 102, 1, 'Norrsken – Vinterljus – Läktare'],
    ]);
    expect(JSON.parse(children[0]!.i18n_json)).toEqual({ store_de: { name: 'Norrsken – Vinterljus – Parkett' } });

    const prices = await db.selectFrom('product_price').selectAll().where('product_id', '=', children[1]!.id).orderBy('currency').execute();
    expect(prices).toEqual([
      { product_id: children[1]!.id, currency: 'EUR', price: 5200, special_price: null, special_from_date: null, special_to_date: null },
      {
        product_id: children[1]!.id,
        currency: 'SEK',
        price: 59500,
        special_price: 49500,
        special_from_date: '2026-05-01T00:00:00Z',
        special_to_date: '2026-06-01T00:00:00Z',
      },
    ]);
    expect(await db.selectFrom('tier_price').selectAll().execute()).toEqual([
      { product_id: children[1]!.id, currency: 'SEK', customer_group_id: 0, qty: 4, value: 55000 },
    ]);

    const inventory = await db.selectFrom('inventory').select(['sku', 'qty', 'sold', 'min_sale_qty', 'max_sale_qty']).orderBy('sku').execute();
    expect(inventory).toEqual([
      { sku: 'NOR-001-LAK', qty: 200, sold: 0, min_sale_qty: 1, max_sale_qty: 10 },
      { sku: 'NOR-001-PAR', qty: 100, sold: 40, min_sale_qty: 1, max_sale_qty: 10 },
      { sku: 'NOR-002-LAK', qty: 50, sold: 48, min_sale_qty: 1, max_sale_qty: 10 },
      { sku: 'NOR-002-PAR', qty: 100, sold: 100, min_sale_qty: 1, max_sale_qty: 10 },
    ]);

    const categories = await db.selectFrom('category').selectAll().orderBy('id').execute();
    expect(categories.map((c) => [c.id, c.parent_id, c.url_path, c.path, c.level, c.is_artist, c.entity_type])).toEqual([
      [2, null, 'evenemang', '1/2', 1, 0, 'category'],
      [3, 2, 'konserter', '1/2/3', 2, 0, 'category'],
      [10, 3, 'konserter/norrsken', '1/2/3/10', 3, 1, 'artist'],
    ]);
    expect(JSON.parse(categories[1]!.i18n_json)).toEqual({ store_de: { name: 'Konzerte', url_key: 'konzerte', url_path: 'konzerte' } });

    const links = await db.selectFrom('product_category').select(['product_id', 'category_id']).orderBy('product_id').orderBy('category_id').execute();
    const eventIds = products.filter((p) => p.parent_id === null).map((p) => p.id);
    expect(links).toEqual(eventIds.flatMap((id) => [{ product_id: id, category_id: 3 }, { product_id: id, category_id: 10 }]));

    const tax = await db.selectFrom('tax_rule').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(tax.rates_json)).toEqual([{ code: 'SE-6', rate: 6, tax_country_id: 'SE', tax_region_id: 0, region_name: '*' }]);
  });

  it('is idempotent: re-importing the same file keeps the counts and ids and updates changed values', async () => {
    await importCatalogue(db, catalogue(), { now: NOW });
    const first = await counts(db);
    const ids = await db.selectFrom('product').select(['id', 'sku']).orderBy('id').execute();
    const v1 = await catalogVersion(db);

    await importCatalogue(db, catalogue(), { now: NOW });
    expect(await counts(db)).toEqual(first);
    expect(await db.selectFrom('product').select(['id', 'sku']).orderBy('id').execute()).toEqual(ids);
    const v2 = await catalogVersion(db);
    expect(v2).not.toBe(v1);

    const changed = catalogue();
    changed.events![0]!.name = 'Norrsken – Extrakonsert';
    changed.events![0]!.children[0]!.prices = { SEK: 99500, EUR: 8700 };
    changed.events![0]!.children[0]!.qty = 120;
    changed.events![0]!.category_ids = [3];
    changed.categories![1]!.name = 'Konserter & musik';
    await importCatalogue(db, changed, { now: new Date('2026-05-02T08:00:00.000Z') });

    expect(await counts(db)).toEqual({ ...first, product_category: first.product_category - 1 });
    expect(await db.selectFrom('product').select(['id', 'sku']).orderBy('id').execute()).toEqual(ids);
    const parent = await db.selectFrom('product').selectAll().where('sku', '=', 'NOR-001').executeTakeFirstOrThrow();
    expect(parent.name).toBe('Norrsken – Extrakonsert');
    expect(parent.created_at).toBe(NOW.toISOString());
    expect(parent.updated_at).toBe('2026-05-02T08:00:00.000Z');
    const par = await db.selectFrom('product').select('id').where('sku', '=', 'NOR-001-PAR').executeTakeFirstOrThrow();
    const prices = await db.selectFrom('product_price').select(['currency', 'price']).where('product_id', '=', par.id).orderBy('currency').execute();
    expect(prices).toEqual([
      { currency: 'EUR', price: 8700 },
      { currency: 'SEK', price: 99500 },
    ]);
    expect(await db.selectFrom('inventory').select(['qty', 'sold']).where('sku', '=', 'NOR-001-PAR').executeTakeFirstOrThrow()).toEqual({ qty: 120, sold: 40 });
    expect((await db.selectFrom('category').select('name').where('id', '=', 3).executeTakeFirstOrThrow()).name).toBe('Konserter & musik');
    expect(await catalogVersion(db)).not.toBe(v2);
  });

  it("keeps the shop's own sold count when the file omits sold, and disables ticket categories dropped from the file", async () => {
    await importCatalogue(db, catalogue(), { now: NOW });
    await db.updateTable('inventory').set({ sold: 7 }).where('sku', '=', 'NOR-001-LAK').execute();

    const data = catalogue();
    data.events![0]!.children[1]!.qty = 5; // below what was sold: qty stays at sold
    data.events![1]!.children.pop();
    await importCatalogue(db, data, { now: NOW });

    expect(await db.selectFrom('inventory').select(['qty', 'sold']).where('sku', '=', 'NOR-001-LAK').executeTakeFirstOrThrow()).toEqual({ qty: 7, sold: 7 });
    const dropped = await db.selectFrom('product').select(['status']).where('sku', '=', 'NOR-002-LAK').executeTakeFirstOrThrow();
    expect(dropped.status).toBe(2);
    const kept = await db.selectFrom('product').select(['status']).where('sku', '=', 'NOR-002-PAR').executeTakeFirstOrThrow();
    expect(kept.status).toBe(1);
  });

  it('refers to categories, venues and ticket categories already in the database', async () => {
    await importCatalogue(db, catalogue(), { now: NOW });
    const more: CatalogueInput = {
      format: 'encore-catalogue',
      version: 1,
      events: [
        {
          sku: 'NOR-009',
          name: 'Norrsken – Vinterljus',
          url_key: 'norrsken-extra',
          date: '2027-01-15T18:00:00.000Z',
          venue_id: 1,
          category_ids: [10],
          children: [{ sku: 'NOR-009-PAR', ticket_category: 'parterre', prices: { SEK: 50000, EUR: 4300 }, qty: 10 }],
        },
      ],
    };
    const result = await importCatalogue(db, more, { now: NOW });
    expect(result).toMatchObject({ events: 1, tickets: 1, categories: 0, venues: 0 });
    const row = await db.selectFrom('product').select(['id', 'city', 'ticket_category']).where('sku', '=', 'NOR-009-PAR').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ city: 'Stockholm', ticket_category: 101 });
    // New ids continue after the highest existing product id.
    const maxBefore = Math.max(...(await db.selectFrom('product').select('id').where('sku', 'like', 'NOR-00_%').where('sku', 'not like', 'NOR-009%').execute()).map((r) => r.id));
    expect(row.id).toBeGreaterThan(maxBefore);
  });
});

describe('importCatalogue: packages', () => {
  const grouped = () => ({ sku: 'PKG-NOR', type: 'grouped' as const, name: 'Norrsken två kvällar', url_key: 'norrsken-tva-kvallar', category_ids: [3], links: [{ sku: 'NOR-001-PAR' }, { sku: 'NOR-002-PAR', qty: 2 }] });

  it('writes a grouped package with its links, dated by its earliest event, and no price or stock of its own', async () => {
    const data = catalogue();
    data.packages = [grouped()];
    const result = await importCatalogue(db, data, { now: NOW });
    expect(result.packages).toBe(1);
    const pkg = await db.selectFrom('product').selectAll().where('sku', '=', 'PKG-NOR').executeTakeFirstOrThrow();
    // NOR-002 (10 July) comes before NOR-001 (12 December).
    expect(pkg).toMatchObject({ type_id: 'grouped', parent_id: null, event_date: data.events![1]!.date });
    const links = await db.selectFrom('product_link').innerJoin('product', 'product.id', 'product_link.linked_product_id').select(['product.sku', 'product_link.qty', 'product_link.option_id']).where('product_link.product_id', '=', pkg.id).orderBy('product_link.position').execute();
    expect(links).toEqual([{ sku: 'NOR-001-PAR', qty: 1, option_id: 0 }, { sku: 'NOR-002-PAR', qty: 2, option_id: 0 }]);
    expect(await db.selectFrom('inventory').select('sku').where('product_id', '=', pkg.id).execute()).toEqual([]);
    expect(await db.selectFrom('product_price').select('currency').where('product_id', '=', pkg.id).execute()).toEqual([]);
    // Re-importing replaces the links instead of adding to them.
    data.packages = [{ ...grouped(), links: [{ sku: 'NOR-002-PAR', qty: 1 }] }];
    await importCatalogue(db, data, { now: NOW });
    expect(await db.selectFrom('product_link').select('linked_product_id').where('product_id', '=', pkg.id).execute()).toHaveLength(1);
  });

  it('writes a bundle with its options and their selections', async () => {
    const data = catalogue();
    data.packages = [
      {
        sku: 'PKG-VAL', type: 'bundle', name: 'Välj kväll', url_key: 'valj-kvall', category_ids: [3],
        options: [{ code: 'kvall', title: 'Kväll', titles: { store_de: 'Abend' }, selections: [{ sku: 'NOR-001-PAR', is_default: true }, { sku: 'NOR-002-PAR' }] }],
      },
    ];
    await importCatalogue(db, data, { now: NOW });
    const pkg = await db.selectFrom('product').select('id').where('sku', '=', 'PKG-VAL').executeTakeFirstOrThrow();
    expect(await db.selectFrom('bundle_option').select(['option_id', 'code', 'title', 'required', 'i18n_json']).where('product_id', '=', pkg.id).execute()).toEqual([
      { option_id: 1, code: 'kvall', title: 'Kväll', required: 1, i18n_json: '{"store_de":"Abend"}' },
    ]);
    expect(await db.selectFrom('product_link').select(['option_id', 'is_default']).where('product_id', '=', pkg.id).orderBy('position').execute()).toEqual([
      { option_id: 1, is_default: 1 },
      { option_id: 1, is_default: 0 },
    ]);
  });

  it('names every package problem and imports nothing', async () => {
    const data = catalogue();
    data.packages = [
      { ...grouped(), links: [{ sku: 'NOR-001' }, { sku: 'NOPE' }] },
      { ...grouped(), sku: 'NOR-001', url_key: 'other' },
      { sku: 'PKG-B', type: 'bundle', name: 'B', url_key: 'pkg-b', category_ids: [3], links: [{ sku: 'NOR-001-PAR' }] },
    ];
    const err = await importError(db, data);
    expect(err.issues).toEqual([
      'packages[2] (sku PKG-B): options: a bundle package needs options and no links',
    ]);
    data.packages = data.packages.slice(0, 2);
    const err2 = await importError(db, data);
    expect(err2.issues).toEqual(['packages[1] (sku NOR-001): sku: duplicate sku "NOR-001" (also events[0] (sku NOR-001))']);
    data.packages = data.packages.slice(0, 1);
    const err3 = await importError(db, data);
    expect(err3.issues).toEqual([
      'packages[0] (sku PKG-NOR): links[0].sku: NOR-001 is not a ticket category of any event',
      'packages[0] (sku PKG-NOR): links[1].sku: NOPE is not a ticket category of any event',
    ]);
    expect(await counts(db)).toEqual(EMPTY);
  });
});

describe('planImport', () => {
  it('numbers new products after the highest id even when the database holds hundreds of thousands', () => {
    // Math.max(...ids) overflowed the call stack at about 120 000 ids.
    const productIds = new Map<number, string>();
    for (let id = 1; id <= 300_000; id++) productIds.set(id, `OLD-${id}`);
    const existing: ExistingCatalogue = { categories: new Map(), venues: new Map(), attributes: new Map(), products: new Map(), productIds };
    const plan = planImport(parseCatalogue(catalogue()), existing, NOW.toISOString());
    expect(plan.events.map((e) => [e.parent.id, ...e.children.map((c) => c.id)])).toEqual([
      [300_001, 300_002, 300_003],
      [300_004, 300_005, 300_006],
    ]);
  });
});

describe('docs/catalogue-import-format.md', () => {
  const doc = readFileSync(DOC, 'utf8');

  it('has a minimal complete example that imports as described', async () => {
    const section = doc.slice(doc.indexOf('## Minimal complete example'));
    const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(section)![1]!) as unknown;
    const result = await importCatalogue(db, example, { now: NOW });
    expect(result).toMatchObject({ venues: 1, categories: 3, attributes: 1, taxRules: 1, events: 1, tickets: 2 });
    const stalls = await db.selectFrom('product_price').innerJoin('product', 'product.id', 'product_price.product_id')
      .select(['currency', 'price']).where('product.sku', '=', 'NOR-001-PAR').orderBy('currency').execute();
    expect(stalls).toEqual([{ currency: 'EUR', price: 7800 }, { currency: 'SEK', price: 89500 }]);
    expect(await db.selectFrom('inventory').select(['sku', 'qty', 'sold']).orderBy('sku').execute()).toEqual([
      { sku: 'NOR-001-LAK', qty: 500, sold: 0 },
      { sku: 'NOR-001-PAR', qty: 300, sold: 120 },
    ]);
  });

  it('quotes the error messages the importer produces', async () => {
    const data = catalogue();
    (data.events![1]!.children[0]!.prices as { SEK: unknown }).SEK = '895.00';
    (data.events![0] as { date: string }).date = '2026-12-12 19:30';
    const err = await importError(db, data);
    expect(err.issues).toHaveLength(2);
    for (const issue of err.issues) expect(doc).toContain(`  - ${issue}\n`);
    expect(doc).toContain(`Catalogue is invalid (1 problem); nothing was imported:`);
  });
});
