import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { isPostgres } from '../../db/dialect.ts';

/**
 * Where the next look for stock changes starts: rows whose marker (migration 0022) is at or above it.
 * Taken before the rows it stands for are read, so a change committed meanwhile is read again, never missed
 * (reading a row twice is harmless: its values replace the ones held).
 */
export interface StockCursor {
  inventory: number;
  timers: number;
  /**
   * Rows at or above the cursor already taken in, with the marker they had (PostgreSQL only): while
   * some transaction anywhere on the server stays open the cursor cannot pass it, and without this
   * every check would take in again everything written since.
   */
  seen: Map<string, number>;
}

/**
 * The cursor as of now. PostgreSQL: the lowest transaction still running in a fresh snapshot; every
 * writer below it has committed or rolled back. SQLite: one above the highest marker, as the single
 * writer numbers its changes in commit order.
 */
export async function stockCursor(db: Db): Promise<StockCursor> {
  if (isPostgres(db)) {
    const r = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(db);
    const xmin = Number(r.rows[0]!.xmin);
    return { inventory: xmin, timers: xmin, seen: new Map() };
  }
  const [inv, timers] = await Promise.all([
    db.selectFrom('inventory').select((eb) => eb.fn.max('stock_version').as('v')).executeTakeFirst(),
    db.selectFrom('hold_timer').select((eb) => eb.fn.max('stock_version').as('v')).executeTakeFirst(),
  ]);
  return { inventory: Number(inv?.v ?? 0) + 1, timers: Number(timers?.v ?? 0) + 1, seen: new Map() };
}

export interface StockChanges {
  /** Inventory rows (product ids) changed since the cursor, and products of hold timers started or moved. */
  products: Set<number>;
  /** Expiry moments of the timers started or moved, for the next expiry check. */
  expiries: string[];
  next: StockCursor;
}

/**
 * What changed since `from`: two range reads over the markers' indexes, empty in the usual case.
 * On PostgreSQL the next cursor is taken first (see `StockCursor`).
 */
export async function readStockChanges(db: Db, from: StockCursor): Promise<StockChanges> {
  const pgNext = isPostgres(db) ? await stockCursor(db) : undefined;
  const inv = await db.selectFrom('inventory').select(['product_id', 'stock_version']).where('stock_version', '>=', from.inventory).execute();
  const timers = await db
    .selectFrom('hold_timer')
    .leftJoin('stock_hold', 'stock_hold.cart_id', 'hold_timer.cart_id')
    .select(['hold_timer.cart_id as cart_id', 'stock_hold.product_id as product_id', 'hold_timer.expires_at as expires_at', 'hold_timer.stock_version as stock_version'])
    .where('hold_timer.stock_version', '>=', from.timers)
    .execute();
  const products = new Set<number>();
  const expiries: string[] = [];
  let inventory = from.inventory;
  let timerMax = from.timers;
  const seen = pgNext ? from.seen : new Map<string, number>();
  const isNew = (key: string, version: number) => {
    if (!pgNext) return true;
    if (seen.get(key) === version) return false;
    seen.set(key, version);
    return true;
  };
  for (const r of inv) {
    const version = Number(r.stock_version);
    if (isNew(`i${r.product_id}`, version)) products.add(r.product_id);
    inventory = Math.max(inventory, version + 1);
  }
  for (const r of timers) {
    const version = Number(r.stock_version);
    timerMax = Math.max(timerMax, version + 1);
    if (!isNew(`t${r.cart_id}:${r.product_id ?? ''}`, version)) continue;
    if (r.product_id != null) products.add(r.product_id);
    expiries.push(r.expires_at);
  }
  if (!pgNext) return { products, expiries, next: { inventory, timers: timerMax, seen } };
  // Rows below the new cursor are never read again: what was noted of them can go.
  for (const [key, version] of seen) if (version < pgNext.inventory) seen.delete(key);
  return { products, expiries, next: { ...pgNext, seen } };
}

/** Products held by timers that ran out in (after, until]: their holds stop counting without any write. */
export async function productsExpiredBetween(db: Db, after: string, until: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('hold_timer')
    .innerJoin('stock_hold', 'stock_hold.cart_id', 'hold_timer.cart_id')
    .select('stock_hold.product_id as product_id')
    .where('hold_timer.expires_at', '>', after)
    .where('hold_timer.expires_at', '<=', until)
    .execute();
  return new Set(rows.map((r) => r.product_id));
}

/** The first moment after `after` a hold timer runs out (undefined when none is running). */
export async function nextExpiry(db: Db, after: string): Promise<string | undefined> {
  const r = await db.selectFrom('hold_timer').select('expires_at').where('expires_at', '>', after).orderBy('expires_at').limit(1).executeTakeFirst();
  return r?.expires_at;
}
