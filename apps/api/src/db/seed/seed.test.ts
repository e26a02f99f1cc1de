import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type Db } from '../create-db.ts';
import { CATALOG_VERSION_KEY, importCatalogue } from '../import/import-catalogue.ts';
import { imageFiles } from './media.ts';
import { reseed, seedIfEmpty } from './seed.ts';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const TS = NOW.toISOString();
let dir: string;
let mediaDir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'encore-seed-'));
  mediaDir = join(dir, 'media');
  db = createDb({ sqlitePath: join(dir, 'seed.sqlite') });
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (table: 'product' | 'cart' | 'cart_item' | 'sales_order' | 'sales_order_item' | 'payment' | 'category' | 'venue') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const version = async () => (await db.selectFrom('catalog_meta').select('value').where('key', '=', CATALOG_VERSION_KEY).executeTakeFirst())?.value;

describe('seedIfEmpty', () => {
  it('imports the demo catalogue into an empty database and draws its images', async () => {
    const logs: string[] = [];
    expect(await seedIfEmpty(db, { mediaDir, now: NOW, log: (m) => logs.push(m) })).toBe(true);

    const parents = await db.selectFrom('product').select(['id', 'type_id', 'image', 'event_date']).where('parent_id', 'is', null).execute();
    expect(parents.length).toBeGreaterThanOrEqual(60);
    // Events are configurable (ticket categories as children); the two demo packages are grouped and bundle.
    expect(parents.filter((p) => p.type_id !== 'configurable').map((p) => p.type_id).sort()).toEqual(['bundle', 'grouped']);
    for (const p of parents) {
      expect(p.event_date! > TS).toBe(true);
      for (const file of imageFiles(mediaDir, p.image)) expect(existsSync(file), file).toBe(true);
    }
    const children = await db.selectFrom('product').select(['parent_id']).where('parent_id', 'is not', null).execute();
    for (const p of parents.filter((x) => x.type_id === 'configurable')) {
      const n = children.filter((c) => c.parent_id === p.id).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    const artists = await db.selectFrom('category').select(['parent_id', 'level']).where('is_artist', '=', 1).execute();
    expect(artists.length).toBeGreaterThan(0);
    for (const a of artists) {
      expect(a.parent_id).toBeGreaterThanOrEqual(3);
      expect(a.parent_id).toBeLessThanOrEqual(8);
      expect(a.level).toBe(3);
    }
    const tax = await db.selectFrom('tax_rule').select('rates_json').execute();
    expect(tax.map((t) => JSON.parse(t.rates_json))).toContainEqual([expect.objectContaining({ rate: 6, tax_country_id: 'SE' })]);
    expect(readdirSync(join(mediaDir, 'posters')).filter((f) => f.endsWith('.webp'))).toHaveLength(parents.length * 3);
    for (const file of imageFiles(mediaDir, 'placeholder')) expect(existsSync(file)).toBe(true);
    expect(await version()).toMatch(/^2026-11-20T09:00:00\.000Z-[0-9a-f]{8}$/);
    expect(logs.some((l) => l.startsWith('seed: imported demo catalogue'))).toBe(true);
  }, 60_000);

  it('creates the demo coupons with the demo catalogue (no migration does)', async () => {
    const coupons = await db.selectFrom('coupon').select(['code', 'kind', 'percent', 'usage_limit', 'times_used', 'is_active']).orderBy('code').execute();
    expect(coupons).toEqual([
      { code: 'ENCORE10', kind: 'percent', percent: 10, usage_limit: null, times_used: 0, is_active: 1 },
      { code: 'EXPIRED', kind: 'percent', percent: 20, usage_limit: null, times_used: 0, is_active: 1 },
      { code: 'ONCE', kind: 'percent', percent: 15, usage_limit: 1, times_used: 0, is_active: 1 },
      { code: 'WELCOME100', kind: 'fixed', percent: null, usage_limit: null, times_used: 0, is_active: 1 },
    ]);
  });

  it('does nothing the second time', async () => {
    const products = await count('product');
    const v = await version();
    expect(await seedIfEmpty(db, { mediaDir, now: new Date('2027-01-01T00:00:00Z') })).toBe(false);
    expect(await count('product')).toBe(products);
    expect(await version()).toBe(v);
  });
});

describe('reseed', () => {
  it('replaces the catalogue and deletes the carts and orders referring to it', async () => {
    // A catalogue row the demo does not have, and a cart plus an order for a demo ticket.
    await importCatalogue(db, {
      format: 'encore-catalogue',
      version: 1,
      venues: [{ id: 99, name: 'Gamla Lagerhuset', url_key: 'gamla-lagerhuset', city: 'Västerås' }],
      events: [
        {
          sku: 'OLD-001',
          name: 'Gammalt evenemang',
          url_key: 'gammalt-evenemang',
          date: '2027-03-01T18:00:00Z',
          venue_id: 99,
          category_ids: [3],
          children: [{ sku: 'OLD-001-PAR', ticket_category: 'parterre', prices: { SEK: 10000, EUR: 900 }, qty: 5 }],
        },
      ],
    });
    const ticket = await db.selectFrom('product').select(['id', 'sku']).where('sku', '=', 'OLD-001-PAR').executeTakeFirstOrThrow();
    await db.insertInto('cart').values({
      id: 'cart-1', user_id: null, store_code: 'default', currency: 'SEK', status: 'active', coupon_code: null, shipping_method_code: null,
      shipping_carrier_code: null, payment_method_code: null, shipping_address_json: null, created_at: TS, updated_at: TS,
    }).execute();
    await db.insertInto('cart_item').values({
      cart_id: 'cart-1', product_id: ticket.id, sku: ticket.sku, parent_sku: 'OLD-001', qty: 2, product_option_json: null, checksum: null, created_at: TS, updated_at: TS,
    }).execute();
    const order = await db.insertInto('sales_order').values({
      increment_id: '000000001', client_order_id: null, cart_id: 'cart-1', user_id: null, store_code: 'default', currency: 'SEK', status: 'complete',
      state: 'complete', customer_email: 'a@example.com', customer_firstname: 'A', customer_lastname: 'B', billing_address_json: '{}',
      shipping_address_json: null, shipping_method_code: null, payment_method_code: 'card', subtotal: 18868, subtotal_incl_tax: 20000,
      tax_amount: 1132, discount_amount: 0, shipping_amount: 0, shipping_incl_tax: 0, grand_total: 20000, coupon_code: null, created_at: TS, updated_at: TS,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('sales_order_item').values({
      order_id: order.id, product_id: ticket.id, sku: ticket.sku, parent_sku: 'OLD-001', name: 'Gammalt evenemang – Parkett', qty: 2, price: 9434,
      price_incl_tax: 10000, tax_amount: 1132, tax_percent: 6, row_total_incl_tax: 20000, event_date: '2027-03-01T18:00:00Z', ticket_category_label: 'Parkett',
    }).execute();
    await db.insertInto('payment').values({
      order_id: order.id, provider: 'test', provider_reference: 'ref-1', method: 'card', status: 'captured', amount: 20000, currency: 'SEK',
      card_brand: null, card_last4: null, created_at: TS, updated_at: TS,
    }).execute();
    const before = await version();
    const demoProducts = (await count('product')) - 2;

    const result = await reseed(db, { mediaDir, now: NOW });

    expect(result.import.events).toBeGreaterThanOrEqual(60);
    expect(await count('product')).toBe(demoProducts);
    expect(await db.selectFrom('product').select('id').where('sku', 'like', 'OLD-%').execute()).toEqual([]);
    expect(await db.selectFrom('venue').select('id').where('id', '=', 99).execute()).toEqual([]);
    for (const table of ['cart', 'cart_item', 'sales_order', 'sales_order_item', 'payment'] as const) expect(await count(table), table).toBe(0);
    expect(await version()).not.toBe(before);
    expect(await version()).toBe(result.import.catalogVersion);
    // The images were drawn by seedIfEmpty already and the dates are the same: nothing to redraw.
    expect(result.media.generated).toBe(0);
  }, 60_000);

  it('starts the demo coupons afresh: unused and switched on', async () => {
    await db.updateTable('coupon').set({ times_used: 1, is_active: 0 }).where('code', '=', 'ONCE').execute();
    await db.insertInto('coupon_customer_use').values({ coupon_code: 'ONCE', customer_key: 'email:a@example.com', uses: 1 }).execute();
    await reseed(db, { mediaDir, now: NOW });
    expect(await db.selectFrom('coupon').select(['times_used', 'is_active']).where('code', '=', 'ONCE').executeTakeFirstOrThrow()).toEqual({ times_used: 0, is_active: 1 });
    expect(await db.selectFrom('coupon_customer_use').selectAll().execute()).toEqual([]);
  }, 60_000);

  it('gives the same catalogue for the same now', async () => {
    const snapshot = async () => ({
      products: await db.selectFrom('product').select(['id', 'sku', 'name', 'event_date', 'parent_id']).orderBy('id').execute(),
      prices: await db.selectFrom('product_price').select(['product_id', 'currency', 'price']).orderBy('product_id').orderBy('currency').execute(),
      inventory: await db.selectFrom('inventory').select(['product_id', 'qty', 'sold']).orderBy('product_id').execute(),
    });
    const first = await snapshot();
    await db.updateTable('inventory').set({ sold: 0 }).execute();
    await reseed(db, { mediaDir, now: NOW });
    expect(await snapshot()).toEqual(first);
  }, 60_000);
});
