import type { Db } from '../src/db/create-db.ts';
import { seedDemoCoupons } from '../src/db/seed/demo-coupons.ts';

/**
 * A small deterministic catalogue: categories 2..8 (+ an artist and an
 * inactive category), six events with ticket categories priced in SEK and EUR,
 * stock from plenty to nearly and fully sold out, and tax rules (SE 6 %, DE 7 %).
 * Event dates are relative to today so "upcoming" stays true.
 */
export const SKUS = {
  kent: 'KENT-STHLM',
  kentParterre: 'KENT-STHLM-PARTERRE',
  kentBalkong: 'KENT-STHLM-BALKONG',
  kentStaplats: 'KENT-STHLM-STA',
  hamlet: 'HAMLET-DRAMATEN',
  hamletParterre: 'HAMLET-DRAMATEN-PARTERRE',
  carmen: 'CARMEN-OPERAN',
  carmenParterre: 'CARMEN-OPERAN-PARTERRE',
  rockfest: 'ROCKFEST-GBG',
  rockfestStaplats: 'ROCKFEST-GBG-STA',
  rockfestParterre: 'ROCKFEST-GBG-PARTERRE',
  disabled: 'DISABLED-EVENT',
  disabledChild: 'DISABLED-EVENT-PARTERRE',
  standup: 'STANDUP-NIGHT',
  standupSeat: 'STANDUP-NIGHT-PARTERRE',
  giftcard: 'GIFTCARD-500',
} as const;

export const PRICES = {
  kentParterre: { SEK: 59_900, EUR: 6_500 },
  kentBalkong: { SEK: 49_900, EUR: 5_500 },
  kentStaplats: { SEK: 39_900, EUR: 4_500, specialSEK: 29_900, specialEUR: 3_500 },
  hamletParterre: { SEK: 45_000, EUR: 4_900 },
  carmenParterre: { SEK: 89_000, EUR: 9_500 },
  rockfestStaplats: { SEK: 69_500, EUR: 7_500 },
  rockfestParterre: { SEK: 99_500, EUR: 10_500, expiredSpecialSEK: 79_500 },
  standupSeat: { SEK: 25_000, EUR: 2_700 },
  giftcard: { SEK: 50_000, EUR: 5_000 },
} as const;

const DAY = 86_400_000;
export function daysFromToday(days: number, hour = 19): string {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
}
const dateOnly = (days: number) => daysFromToday(days).slice(0, 10);

export async function insertFixtures(db: Db): Promise<void> {
  const now = new Date().toISOString();
  const cat = (id: number, parent: number | null, name: string, urlKey: string, path: string, level: number, position: number, extra: Record<string, unknown> = {}) => ({
    id,
    parent_id: parent,
    name,
    url_key: urlKey,
    url_path: extra.url_path as string ?? urlKey,
    path,
    level,
    position,
    is_active: 1,
    is_artist: 0,
    entity_type: 'category',
    description: '',
    short_description: '',
    frontend_position: position,
    i18n_json: '{}',
    created_at: now,
    updated_at: now,
    ...extra,
  });
  await db
    .insertInto('category')
    .values([
      cat(1, null, 'Root', 'root', '1', 0, 0),
      cat(2, 1, 'Evenemang', 'evenemang', '1/2', 1, 0),
      cat(3, 2, 'Konserter', 'konserter', '1/2/3', 2, 1, { i18n_json: JSON.stringify({ store_de: { name: 'Konzerte', url_path: 'konzerte' } }) }),
      cat(4, 2, 'Teater', 'teater', '1/2/4', 2, 2),
      cat(5, 2, 'Opera', 'opera', '1/2/5', 2, 3),
      cat(6, 2, 'Sport', 'sport', '1/2/6', 2, 4),
      cat(7, 2, 'Standup', 'standup', '1/2/7', 2, 5),
      cat(8, 2, 'Shower', 'shower', '1/2/8', 2, 6),
      cat(9, 3, 'Kent', 'kent', '1/2/3/9', 3, 1, { url_path: 'konserter/kent', is_artist: 1, entity_type: 'artist' }),
      cat(10, 3, 'Gammalt', 'gammalt', '1/2/3/10', 3, 2, { url_path: 'konserter/gammalt', is_active: 0 }),
    ])
    .execute();

  await db
    .insertInto('venue')
    .values([
      { id: 1, name: 'Avicii Arena', url_key: 'avicii-arena', city: 'Stockholm', address: '', country_id: 'SE', capacity: 16000, description: '', created_at: now },
      { id: 2, name: 'Scandinavium', url_key: 'scandinavium', city: 'Göteborg', address: '', country_id: 'SE', capacity: 14000, description: '', created_at: now },
    ])
    .execute();

  await db
    .insertInto('attribute')
    .values([
      {
        attribute_id: 200,
        attribute_code: 'ticket_category',
        default_frontend_label: 'Biljettkategori',
        frontend_input: 'select',
        is_visible_on_front: 1,
        is_comparable: 0,
        is_filterable: 1,
        position: 1,
        options_json: JSON.stringify([
          { value: '101', label: 'Parkett', i18n: { store_de: 'Parkett' } },
          { value: '102', label: 'Balkong', i18n: { store_de: 'Balkon' } },
          { value: '103', label: 'Ståplats', i18n: { store_de: 'Stehplatz' } },
        ]),
        i18n_json: JSON.stringify({ store_de: 'Ticketkategorie' }),
      },
      { attribute_id: 201, attribute_code: 'activity', default_frontend_label: 'Aktivitet', frontend_input: 'text', is_visible_on_front: 1, is_comparable: 1, is_filterable: 1, position: 2, options_json: '[]', i18n_json: '{}' },
    ])
    .execute();

  await db
    .insertInto('tax_rule')
    .values({
      id: 1,
      code: 'Event tickets',
      product_tax_class_ids_json: '[2]',
      customer_tax_class_ids_json: '[3]',
      rates_json: JSON.stringify([
        { code: 'SE-6', rate: 6, tax_country_id: 'SE', tax_region_id: 0, region_name: '*' },
        { code: 'DE-7', rate: 7, tax_country_id: 'DE', tax_region_id: 0, region_name: '*' },
      ]),
    })
    .execute();

  type Child = { id: number; sku: string; option: number; label: string; price: { SEK: number; EUR: number }; special?: { SEK: number; EUR?: number; from: string | null; to: string | null }; qty: number; sold: number; status?: number; de?: string };
  type Event = { id: number; sku: string; name: string; days: number; venue: number; city: string; categories: number[]; status?: number; children: Child[]; createdDaysAgo: number };
  const events: Event[] = [
    {
      id: 1000, sku: SKUS.kent, name: 'Kent – Avskedsturné', days: 30, venue: 1, city: 'Stockholm', categories: [3, 9], createdDaysAgo: 5,
      children: [
        { id: 1001, sku: SKUS.kentParterre, option: 101, label: 'Parkett', price: PRICES.kentParterre, qty: 100, sold: 10, de: 'Kent – Abschiedstournee – Parkett' },
        { id: 1002, sku: SKUS.kentBalkong, option: 102, label: 'Balkong', price: PRICES.kentBalkong, qty: 50, sold: 47, de: 'Kent – Abschiedstournee – Balkon' },
        { id: 1003, sku: SKUS.kentStaplats, option: 103, label: 'Ståplats', price: PRICES.kentStaplats, special: { SEK: PRICES.kentStaplats.specialSEK, EUR: PRICES.kentStaplats.specialEUR, from: dateOnly(-1), to: dateOnly(10) }, qty: 200, sold: 0, de: 'Kent – Abschiedstournee – Stehplatz' },
      ],
    },
    {
      id: 1010, sku: SKUS.hamlet, name: 'Hamlet', days: 10, venue: 1, city: 'Stockholm', categories: [4], createdDaysAgo: 1,
      children: [{ id: 1011, sku: SKUS.hamletParterre, option: 101, label: 'Parkett', price: PRICES.hamletParterre, qty: 80, sold: 0 }],
    },
    {
      id: 1020, sku: SKUS.carmen, name: 'Carmen', days: 60, venue: 1, city: 'Stockholm', categories: [5], createdDaysAgo: 3,
      children: [{ id: 1021, sku: SKUS.carmenParterre, option: 101, label: 'Parkett', price: PRICES.carmenParterre, qty: 20, sold: 20 }],
    },
    {
      id: 1030, sku: SKUS.rockfest, name: 'Rockfest Göteborg', days: 5, venue: 2, city: 'Göteborg', categories: [3], createdDaysAgo: 2,
      children: [
        { id: 1031, sku: SKUS.rockfestStaplats, option: 103, label: 'Ståplats', price: PRICES.rockfestStaplats, qty: 1000, sold: 0 },
        { id: 1032, sku: SKUS.rockfestParterre, option: 101, label: 'Parkett', price: PRICES.rockfestParterre, special: { SEK: PRICES.rockfestParterre.expiredSpecialSEK, from: dateOnly(-20), to: dateOnly(-1) }, qty: 10, sold: 0 },
      ],
    },
    {
      id: 1040, sku: SKUS.disabled, name: 'Inställd konsert', days: 15, venue: 1, city: 'Stockholm', categories: [3], status: 2, createdDaysAgo: 4,
      children: [{ id: 1041, sku: SKUS.disabledChild, option: 101, label: 'Parkett', price: { SEK: 10_000, EUR: 1_000 }, qty: 10, sold: 0 }],
    },
    {
      id: 1070, sku: SKUS.standup, name: 'Stand-up Night', days: 20, venue: 2, city: 'Göteborg', categories: [7], createdDaysAgo: 6,
      children: [{ id: 1071, sku: SKUS.standupSeat, option: 101, label: 'Parkett', price: PRICES.standupSeat, qty: 30, sold: 0 }],
    },
  ];

  const product = (p: Record<string, unknown>) => ({
    parent_id: null,
    status: 1,
    visibility: 4,
    tax_class_id: 2,
    description: '',
    short_description: '',
    image: '',
    event_date: null,
    venue_id: null,
    city: '',
    activity: '',
    ticket_type: 'e-ticket',
    ticket_category: null,
    best_selling_event: 0,
    avoid_single_ticket: 0,
    cart_heading: '',
    cart_description: '',
    position: 0,
    attributes_json: '[]',
    i18n_json: '{}',
    created_at: now,
    updated_at: now,
    ...p,
  }) as never;

  for (const e of events) {
    const created = new Date(Date.now() - e.createdDaysAgo * DAY).toISOString();
    const date = daysFromToday(e.days);
    await db
      .insertInto('product')
      .values(
        product({
          id: e.id, sku: e.sku, type_id: 'configurable', name: e.name, url_key: e.sku.toLowerCase(), status: e.status ?? 1, event_date: date, venue_id: e.venue, city: e.city,
          image: `posters/${e.sku.toLowerCase()}`, activity: e.categories.includes(3) ? 'concert' : 'stage', created_at: created, updated_at: created,
          attributes_json: JSON.stringify([{ attribute_code: 'event_month', value: date.slice(0, 7) }]),
          i18n_json: e.id === 1000 ? JSON.stringify({ store_de: { name: 'Kent – Abschiedstournee' } }) : '{}',
        }),
      )
      .execute();
    await db.insertInto('product_category').values(e.categories.map((category_id) => ({ product_id: e.id, category_id, position: 0 }))).execute();
    for (const [k, c] of e.children.entries()) {
      await db
        .insertInto('product')
        .values(
          product({
            id: c.id, sku: c.sku, type_id: 'simple', parent_id: e.id, name: `${e.name} – ${c.label}`, url_key: c.sku.toLowerCase(), visibility: 1, status: c.status ?? 1,
            event_date: date, venue_id: e.venue, city: e.city, ticket_category: c.option, position: k,
            attributes_json: JSON.stringify([{ attribute_code: 'ticket_category', value: String(c.option) }]),
            i18n_json: c.de ? JSON.stringify({ store_de: { name: c.de } }) : '{}',
          }),
        )
        .execute();
      for (const currency of ['SEK', 'EUR'] as const) {
        const sp = c.special?.[currency];
        await db
          .insertInto('product_price')
          .values({ product_id: c.id, currency, price: c.price[currency], special_price: sp ?? null, special_from_date: sp ? c.special!.from : null, special_to_date: sp ? c.special!.to : null })
          .execute();
      }
      await db.insertInto('inventory').values({ product_id: c.id, sku: c.sku, qty: c.qty, sold: c.sold, manage_stock: 1, min_sale_qty: 1, max_sale_qty: 10, updated_at: now }).execute();
    }
  }

  // A top-level virtual product (gift card) without an event date.
  await db.insertInto('product').values(product({ id: 1090, sku: SKUS.giftcard, type_id: 'virtual', name: 'Presentkort 500 kr', url_key: 'presentkort-500', position: 9 })).execute();
  await db.insertInto('product_category').values({ product_id: 1090, category_id: 8, position: 0 }).execute();
  for (const currency of ['SEK', 'EUR'] as const) {
    await db.insertInto('product_price').values({ product_id: 1090, currency, price: PRICES.giftcard[currency], special_price: null, special_from_date: null, special_to_date: null }).execute();
  }
  await db.insertInto('inventory').values({ product_id: 1090, sku: SKUS.giftcard, qty: 1000, sold: 0, manage_stock: 1, min_sale_qty: 1, max_sale_qty: 10, updated_at: now }).execute();

  // The demo shop's coupons, as the demo seed creates them (no migration does).
  await seedDemoCoupons(db);
  await bumpVersion(db);
}

export async function bumpVersion(db: Db): Promise<void> {
  const value = `fixture-${Date.now()}-${Math.random().toString(16).slice(2)}`;
  await db.insertInto('catalog_meta').values({ key: 'catalog_version', value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}
