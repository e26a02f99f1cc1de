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
    return { inventory: xmin, timers: xmin };
  }
  const [inv, timers] = await Promise.all([
    db.selectFrom('inventory').select((eb) => eb.fn.max('stock_version').as('v')).executeTakeFirst(),
    db.selectFrom('hold_timer').select((eb) => eb.fn.max('stock_version').as('v')).executeTakeFirst(),
  ]);
  return { inventory: Number(inv?.v ?? 0) + 1, timers: Number(timers?.v ?? 0) + 1 };
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
    .select(['stock_hold.product_id as product_id', 'hold_timer.expires_at as expires_at', 'hold_timer.stock_version as stock_version'])
    .where('hold_timer.stock_version', '>=', from.timers)
    .execute();
  const products = new Set<number>();
  let inventory = from.inventory;
  let timerMax = from.timers;
  for (const r of inv) {
    products.add(r.product_id);
    inventory = Math.max(inventory, Number(r.stock_version) + 1);
  }
  for (const r of timers) {
    if (r.product_id != null) products.add(r.product_id);
    timerMax = Math.max(timerMax, Number(r.stock_version) + 1);
  }
  return { products, expiries: timers.map((r) => r.expires_at), next: pgNext ?? { inventory, timers: timerMax } };
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
