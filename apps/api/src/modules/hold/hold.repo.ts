import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Transaction<Database> | Db;

/**
 * Every change of inventory.held goes with the hold rows it counts, in one
 * transaction, and hold rows are only ever taken away by DELETE … RETURNING:
 * whoever deletes a row is the only one who gives its tickets back, so the
 * counter can neither leak nor be returned twice under any concurrency.
 */

/** Deletes this cart's hold on a product; answers the tickets it held (0 when none). */
export async function takeOwnHold(tx: Tx, cartId: string, productId: number): Promise<number> {
  const rows = await tx.deleteFrom('stock_hold').where('cart_id', '=', cartId).where('product_id', '=', productId).returning('qty').execute();
  return rows.reduce((s, r) => s + r.qty, 0);
}

/**
 * Moves the product's held counter from `released` to `wanted` tickets, only
 * while sold + held stays within stock. One conditional statement: the row lock
 * (PostgreSQL) or the single writer (SQLite) makes check and write one step.
 */
export async function shiftHeld(tx: Tx, productId: number, released: number, wanted: number, now: string): Promise<boolean> {
  const delta = wanted - released;
  // SQL text, as the other statements of every hold (see cart.repo.ts, insertCart).
  const r = await sql`update inventory set held = held + ${delta}, updated_at = ${now} where product_id = ${productId} and sold + held + ${delta} <= qty`.execute(tx);
  return Number(r.numAffectedRows ?? 0) === 1;
}

/** Gives back tickets whose hold rows were already deleted by the caller. */
export async function releaseHeld(tx: Tx, productId: number, released: number, now: string): Promise<void> {
  if (released <= 0) return;
  await tx
    .updateTable('inventory')
    .set((eb) => ({ held: eb('held', '-', released), updated_at: now }))
    .where('product_id', '=', productId)
    .execute();
}

/** Reclaims the expired holds of other carts on one product, inside the caller's transaction. */
export async function reclaimExpired(tx: Tx, productId: number, now: string): Promise<number> {
  const rows = await tx
    .deleteFrom('stock_hold')
    .where('product_id', '=', productId)
    .where('cart_id', 'in', (eb) => eb.selectFrom('hold_timer').select('cart_id').where('expires_at', '<=', now))
    .returning('qty')
    .execute();
  const total = rows.reduce((s, r) => s + r.qty, 0);
  await releaseHeld(tx, productId, total, now);
  return total;
}

/**
 * The first hold of a product in a cart (the on-sale rush case) in one statement:
 * holds what the cart's lines of the product add up to and answers that number,
 * or answers undefined, writing nothing, when the cart already holds that product
 * (the caller then replaces the hold). A concurrent writer of the same hold row
 * makes this wait for its commit and then answer undefined.
 */
export async function insertHoldOfLines(tx: Tx, cartId: string, productId: number): Promise<number | undefined> {
  // SQLite needs the WHERE before ON CONFLICT to parse it; HAVING skips a product with no lines.
  const { rows } = await sql<{ qty: number | string }>`insert into stock_hold (cart_id, product_id, qty)
    select cast(${cartId} as text), cast(${productId} as integer), sum(qty) from cart_item where cart_id = ${cartId} and product_id = ${productId} having sum(qty) > 0
    on conflict (cart_id, product_id) do nothing
    returning qty`.execute(tx);
  return rows[0] ? Number(rows[0].qty) : undefined;
}

export async function insertHold(tx: Tx, cartId: string, productId: number, qty: number): Promise<void> {
  await tx
    .insertInto('stock_hold')
    .values({ cart_id: cartId, product_id: productId, qty })
    // Two concurrent updates of one cart line: both acquired their tickets, so both count.
    .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doUpdateSet((eb) => ({ qty: sql<number>`${eb.ref('stock_hold.qty')} + ${eb.ref('excluded.qty')}` })))
    .execute();
}

/**
 * Locks the cart's hold row of a product and answers its tickets (undefined when
 * there is none). An UPDATE, not DELETE + INSERT, so that on PostgreSQL a request
 * that waited for a concurrent one of the same cart sees the row that one wrote.
 */
export async function lockOwnHold(tx: Tx, cartId: string, productId: number): Promise<number | undefined> {
  const r = await tx
    .updateTable('stock_hold')
    .set((eb) => ({ qty: eb.ref('qty') }))
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .returning('qty')
    .executeTakeFirst();
  return r?.qty;
}

export async function setHoldQty(tx: Tx, cartId: string, productId: number, qty: number): Promise<void> {
  await tx.updateTable('stock_hold').set({ qty }).where('cart_id', '=', cartId).where('product_id', '=', productId).execute();
}


/** Releases every hold of a cart (expiry, clear, order); answers the products touched. */
export async function releaseCart(tx: Tx, cartId: string, now: string): Promise<void> {
  const rows = await tx.deleteFrom('stock_hold').where('cart_id', '=', cartId).returning(['product_id', 'qty']).execute();
  // A fixed order of inventory rows keeps concurrent releases and orders from deadlocking.
  for (const r of [...rows].sort((a, b) => a.product_id - b.product_id)) await releaseHeld(tx, r.product_id, r.qty, now);
}

export interface HoldTimerRow {
  expiresAt: string;
  extensionsUsed: number;
  /** When the hold was first taken. */
  startedAt: string;
}

export async function findHoldTimer(db: Tx, cartId: string): Promise<HoldTimerRow | undefined> {
  const r = await db.selectFrom('hold_timer').select(['expires_at', 'extensions_used', 'created_at']).where('cart_id', '=', cartId).executeTakeFirst();
  return r ? { expiresAt: r.expires_at, extensionsUsed: r.extensions_used, startedAt: r.created_at } : undefined;
}

/**
 * Starts the cart's hold clock unless it is already running (adding tickets never resets it);
 * answers whether this call started it. `startedAt` is when the hold was first taken.
 */
export async function startHoldTimer(tx: Tx, cartId: string, expiresAt: string, startedAt: string): Promise<boolean> {
  const { rows } = await sql<{ cart_id: string }>`insert into hold_timer (cart_id, expires_at, extensions_used, created_at) values (${cartId}, ${expiresAt}, 0, ${startedAt})
    on conflict (cart_id) do nothing returning cart_id`.execute(tx);
  return rows.length === 1;
}

/** Notes on the cart when its hold was first taken; a renewal after expiry counts from there. */
export async function markHoldStarted(tx: Tx, cartId: string, startedAt: string): Promise<void> {
  await tx.updateTable('cart').set({ hold_started_at: startedAt }).where('id', '=', cartId).execute();
}

export async function holdStartedAt(tx: Tx, cartId: string): Promise<string | null> {
  const r = await tx.selectFrom('cart').select('hold_started_at').where('id', '=', cartId).executeTakeFirst();
  return r?.hold_started_at ?? null;
}

/** Compare-and-set on the expiry read, so two concurrent extensions count twice only if both really happened. */
export async function extendHoldTimerRow(db: Tx, cartId: string, from: HoldTimerRow, to: Pick<HoldTimerRow, 'expiresAt' | 'extensionsUsed'>): Promise<boolean> {
  const r = await db
    .updateTable('hold_timer')
    .set({ expires_at: to.expiresAt, extensions_used: to.extensionsUsed })
    .where('cart_id', '=', cartId)
    .where('expires_at', '=', from.expiresAt)
    .where('extensions_used', '=', from.extensionsUsed)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteHoldTimer(tx: Tx, cartId: string): Promise<void> {
  await tx.deleteFrom('hold_timer').where('cart_id', '=', cartId).execute();
}

/** Deletes the cart's hold timer if it has run out by `now`; answers whether this call did (exactly one caller does). */
export async function deleteExpiredHoldTimer(tx: Tx, cartId: string, now: string): Promise<boolean> {
  const gone = await tx.deleteFrom('hold_timer').where('cart_id', '=', cartId).where('expires_at', '<=', now).executeTakeFirst();
  return Number(gone.numDeletedRows) === 1;
}

/** A product's stock counters as they stand in the transaction. */
export async function counters(tx: Tx, productId: number): Promise<{ qty: number; sold: number; held: number }> {
  return tx.selectFrom('inventory').select(['qty', 'sold', 'held']).where('product_id', '=', productId).executeTakeFirstOrThrow();
}

export async function countHolds(tx: Tx, cartId: string): Promise<number> {
  const r = await tx.selectFrom('stock_hold').select((eb) => eb.fn.countAll().as('n')).where('cart_id', '=', cartId).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Carts whose hold clock ran out, oldest first, for the periodic cleanup. */
export async function expiredCartIds(db: Db, now: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('hold_timer').select('cart_id').where('expires_at', '<=', now).orderBy('expires_at').limit(limit).execute();
  return rows.map((r) => r.cart_id);
}

/**
 * Tickets held by running holds, per product (the shown stock subtracts these).
 * inventory.held counts every hold row, so running holds are that counter minus
 * the holds whose clock ran out and that nobody reclaimed yet: a few rows found
 * through the expiry index, where summing the running holds themselves read every
 * hold row of an on-sale rush once a second (46 ms at 13,000 holds, growing).
 * One statement, so counter and expired rows come from one snapshot.
 */
export async function activeHeldByProduct(db: Db, now: string, productIds?: readonly number[]): Promise<Map<number, number>> {
  if (productIds && productIds.length === 0) return new Map();
  const expired = db
    .selectFrom('hold_timer')
    .innerJoin('stock_hold', 'stock_hold.cart_id', 'hold_timer.cart_id')
    .select(['stock_hold.product_id as product_id', (eb) => eb.fn.sum<number | string>('stock_hold.qty').as('qty')])
    .where('hold_timer.expires_at', '<=', now)
    .groupBy('stock_hold.product_id')
    .as('expired');
  let q = db
    .selectFrom('inventory')
    .leftJoin(expired, 'expired.product_id', 'inventory.product_id')
    .select(['inventory.product_id as product_id', 'inventory.held as held', 'expired.qty as expired'])
    .where('inventory.held', '>', 0);
  if (productIds) q = q.where('inventory.product_id', 'in', [...productIds]);
  const rows = await q.execute();
  const out = new Map<number, number>();
  for (const r of rows) {
    const running = r.held - Number(r.expired ?? 0);
    if (running > 0) out.set(r.product_id, running);
  }
  return out;
}

/** This cart's holds per product. */
export async function holdsOfCart(db: Tx, cartId: string): Promise<Map<number, number>> {
  const rows = await db.selectFrom('stock_hold').select(['product_id', 'qty']).where('cart_id', '=', cartId).execute();
  return new Map(rows.map((r) => [r.product_id, r.qty]));
}
