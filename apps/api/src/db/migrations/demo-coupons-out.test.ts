import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
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

const coupon = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  kind: 'percent',
  percent: 10,
  amounts_json: '{}',
  min_subtotal_json: '{}',
  valid_from: null,
  valid_to: null,
  usage_limit: null,
  usage_per_customer: null,
  times_used: 0,
  is_active: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('demo coupons and the migrations', () => {
  it('a database made by the migrations alone has no coupon', async () => {
    await migrateToLatest(db);
    expect(await db.selectFrom('coupon').select('code').execute()).toEqual([]);
  });

  it('a database that got the demo coupons from an older migration loses the unused ones; used ones stay, switched off', async () => {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo('0008-hold-timer');
    expect(error).toBeUndefined();
    // What migration 0005 used to insert, plus the shop's own coupon; ONCE and ENCORE10 were used by orders.
    await db
      .insertInto('coupon')
      .values([coupon('ENCORE10'), coupon('WELCOME100', { kind: 'fixed', percent: null }), coupon('EXPIRED'), coupon('ONCE', { usage_limit: 1, times_used: 1 }), coupon('SHOP20', { percent: 20 })])
      .execute();
    await db.insertInto('coupon_customer_use').values({ coupon_code: 'ENCORE10', customer_key: 'user:7', uses: 1 }).execute();

    await migrateToLatest(db);
    const left = await db.selectFrom('coupon').select(['code', 'is_active', 'times_used']).orderBy('code').execute();
    expect(left).toEqual([
      { code: 'ENCORE10', is_active: 0, times_used: 0 },
      { code: 'ONCE', is_active: 0, times_used: 1 },
      { code: 'SHOP20', is_active: 1, times_used: 0 },
    ]);
    expect(await db.selectFrom('coupon_customer_use').select('coupon_code').execute()).toEqual([{ coupon_code: 'ENCORE10' }]);
  });
});
