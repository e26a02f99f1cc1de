import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type Db } from '../create-db.ts';
import { migrationProvider } from './index.ts';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'encore-migrations-'));
  db = createDb({ sqlitePath: join(dir, 'db.sqlite') });
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const at = '2026-01-01T00:00:00.000Z';
const line = (cartId: string, sku: string, qty: number) => ({ cart_id: cartId, product_id: 1, sku, parent_sku: null, qty, product_option_json: null, checksum: null, created_at: at, updated_at: at });

describe('one cart line per sku (migration 0013)', () => {
  it('merges the duplicate lines of a cart into its oldest one before the rule applies', async () => {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo('0012-coupon-failures');
    expect(error).toBeUndefined();
    // Lines only: the catalogue rows they point at play no part in the merge.
    await sql`pragma foreign_keys = off`.execute(db);
    for (const id of ['a', 'b']) {
      await db.insertInto('cart').values({ id, user_id: null, store_code: 'default', currency: 'SEK', status: 'active', coupon_code: null, shipping_method_code: null, shipping_carrier_code: null, payment_method_code: null, shipping_address_json: null, created_at: at, updated_at: at }).execute();
    }
    await db.insertInto('cart_item').values([line('a', 'X', 2), line('a', 'X', 3), line('a', 'Y', 1), line('b', 'X', 4), line('a', 'X', 1)]).execute();

    await migrateToLatest(db);
    const rows = await db.selectFrom('cart_item').select(['item_id', 'cart_id', 'sku', 'qty']).orderBy('item_id').execute();
    expect(rows).toEqual([
      { item_id: 1, cart_id: 'a', sku: 'X', qty: 6 },
      { item_id: 3, cart_id: 'a', sku: 'Y', qty: 1 },
      { item_id: 4, cart_id: 'b', sku: 'X', qty: 4 },
    ]);
    await expect(db.insertInto('cart_item').values(line('b', 'X', 1)).execute()).rejects.toThrow(/unique/i);
  });
});

describe('cart lines are found by cart through one index (migration 0025)', () => {
  it('keeps only the (cart, sku) index, and a cart’s lines are still looked up through it', async () => {
    await migrateToLatest(db);
    const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'cart_item' and sql is not null order by name`.execute(db);
    expect(indexes.rows.map((r) => r.name)).toEqual(['cart_item_cart_sku']);
    const plan = await sql<{ detail: string }>`explain query plan select * from cart_item where cart_id = ${'a'} and product_id = ${1}`.execute(db);
    expect(plan.rows.map((r) => r.detail).join(' ')).toContain('USING INDEX cart_item_cart_sku (cart_id=?)');
  });
});
