import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Transaction<Database>;

/** Who holds tickets: a keyed hash of the client address, and the signed-in customer if any. */
export interface HoldClient {
  addressKey: string;
  customerId: number | null;
}

/** The event a ticket category belongs to: its configurable parent, or itself when it has none. */
const eventOf = (productId: number) => sql<number>`(select coalesce(parent_id, id) from product where id = ${productId})`;

/** Records who holds the cart's tickets now; a cart held from another address counts for that one from here on. */
export async function recordHoldClient(tx: Tx, cartId: string, client: HoldClient, now: string): Promise<void> {
  await tx
    .insertInto('hold_client')
    .values({ cart_id: cartId, address_key: client.addressKey, customer_id: client.customerId, updated_at: now })
    .onConflict((oc) => oc.column('cart_id').doUpdateSet({ address_key: client.addressKey, customer_id: client.customerId, updated_at: now }))
    .execute();
}

/**
 * Tickets of the product's event that the client's carts hold by running holds (held tickets whose
 * timer ran out no longer count), by address and by customer. Run after the caller's own hold row
 * is written, so the answer includes it.
 */
export async function heldByClient(tx: Tx, productId: number, client: HoldClient, now: string): Promise<{ byAddress: number; byCustomer: number }> {
  const r = await tx
    .selectFrom('stock_hold as sh')
    .innerJoin('hold_client as hc', 'hc.cart_id', 'sh.cart_id')
    .innerJoin('hold_timer as ht', 'ht.cart_id', 'sh.cart_id')
    .innerJoin('product as p', 'p.id', 'sh.product_id')
    .select([
      sql<number | string | null>`sum(case when hc.address_key = ${client.addressKey} then sh.qty else 0 end)`.as('by_address'),
      sql<number | string | null>`sum(case when hc.customer_id = ${client.customerId ?? -1} then sh.qty else 0 end)`.as('by_customer'),
    ])
    .where('ht.expires_at', '>', now)
    .where(sql<number>`coalesce(p.parent_id, p.id)`, '=', eventOf(productId))
    .where((eb) => eb.or([eb('hc.address_key', '=', client.addressKey), ...(client.customerId === null ? [] : [eb('hc.customer_id', '=', client.customerId)])]))
    .executeTakeFirst();
  return { byAddress: Number(r?.by_address ?? 0), byCustomer: Number(r?.by_customer ?? 0) };
}

/**
 * What one order may hold of the product's event: the per-line maximum of each of its ticket
 * categories added up, since a cart has one line per category. Null when a category has no maximum.
 */
export async function perOrderMaxOfEvent(tx: Tx, productId: number): Promise<number | null> {
  const r = await tx
    .selectFrom('inventory as i')
    .innerJoin('product as p', 'p.id', 'i.product_id')
    .select([(eb) => eb.fn.sum<number | string | null>('i.max_sale_qty').as('total'), (eb) => eb.fn.min<number | null>('i.max_sale_qty').as('least')])
    .where(sql<number>`coalesce(p.parent_id, p.id)`, '=', eventOf(productId))
    // A configurable parent's own stock row (if any) is not a ticket category.
    .where((eb) => eb.not(eb.exists(eb.selectFrom('product as c').select('c.id').whereRef('c.parent_id', '=', 'p.id'))))
    .executeTakeFirst();
  if (!r || r.least === null || Number(r.least) <= 0) return null;
  return Number(r.total);
}

/**
 * On PostgreSQL, waits until no other transaction holds tickets for the same client and events,
 * until commit: two parallel requests of one client would otherwise each count the other's
 * holds as not there yet and pass the cap together. Taken first in the transaction and in one
 * order, so it cannot deadlock with the row locks that follow. SQLite runs one writer at a time.
 */
export async function lockHoldClient(tx: Tx, client: HoldClient, events: readonly string[]): Promise<void> {
  if (!isPostgres(tx)) return;
  const keys = events.flatMap((e) => [`hold-client:a:${client.addressKey}:${e}`, ...(client.customerId === null ? [] : [`hold-client:c:${client.customerId}:${e}`])]);
  for (const key of [...new Set(keys)].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
}
