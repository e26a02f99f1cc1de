import { sql, type Kysely, type Transaction } from 'kysely';
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

/**
 * Records who holds the cart's tickets now; a cart held from another address counts for that one from here on.
 * This and heldByClient run on every hold while the per-client cap is on (the default), so they are written
 * as SQL text: built through the query builder they cost the API about 0.2 ms a hold on SQLite, most of it
 * in building and compiling the query (ADR 0062).
 */
export async function recordHoldClient(tx: Tx, cartId: string, client: HoldClient, now: string): Promise<void> {
  await sql`insert into hold_client (cart_id, address_key, customer_id, updated_at) values (${cartId}, ${client.addressKey}, ${client.customerId}, ${now})
    on conflict (cart_id) do update set address_key = excluded.address_key, customer_id = excluded.customer_id, updated_at = excluded.updated_at`.execute(tx);
}

/**
 * Tickets of the product's event that the client's carts hold by running holds (held tickets whose
 * timer ran out no longer count), by address and by customer. Run after the caller's own hold row
 * is written, so the answer includes it.
 *
 * It starts from the client's own carts (a handful, kept apart as a materialised step) and looks up
 * each one's hold timer and hold rows of the event through their keys. As one join, PostgreSQL started
 * from the event's hold rows instead and read all of them for every hold: 3 ms with 1,800 holds on the
 * hot event, growing with the rush (ADR 0060). A guest's customer id is null, which matches no row.
 */
export async function heldByClient(tx: Tx, productId: number, client: HoldClient, now: string): Promise<{ byAddress: number; byCustomer: number }> {
  const event = eventOf(productId);
  const { rows: carts } = await sql<{ address_key: string; customer_id: number | null; expires_at: string | null; qty: number | string | null }>`
    with mine as materialized (
      select cart_id, address_key, customer_id from hold_client where address_key = ${client.addressKey} or customer_id = ${client.customerId}
    )
    select m.address_key, m.customer_id,
      (select ht.expires_at from hold_timer ht where ht.cart_id = m.cart_id) as expires_at,
      (select sum(sh.qty) from stock_hold sh where sh.cart_id = m.cart_id
         and sh.product_id in (select c.id from product c where c.parent_id = ${event} union all select e.id from product e where e.id = ${event})) as qty
    from mine m`.execute(tx);
  let byAddress = 0;
  let byCustomer = 0;
  for (const c of carts) {
    // Timestamps are ISO strings in one format, so they compare as text, as the database compared them.
    if (c.expires_at === null || c.expires_at <= now) continue;
    const qty = Number(c.qty ?? 0);
    if (c.address_key === client.addressKey) byAddress += qty;
    if (client.customerId !== null && c.customer_id === client.customerId) byCustomer += qty;
  }
  return { byAddress, byCustomer };
}

/**
 * What one order may hold of the product's event: the per-line maximum of each of its ticket
 * categories added up, since a cart has one line per category. Null when a category has no maximum.
 */
export async function perOrderMaxOfEvent(tx: Kysely<Database>, productId: number): Promise<number | null> {
  // The event's ticket categories are its children, or the event itself when it has none (a configurable
  // parent's own stock row, if any, is not a ticket category). Both are looked up by index: matching
  // coalesce(parent_id, id) read every product row, 33 ms a hold at 100,000 events on SQLite (ADR 0060).
  const event = eventOf(productId);
  const r = await tx
    .selectFrom('inventory as i')
    .select([(eb) => eb.fn.sum<number | string | null>('i.max_sale_qty').as('total'), (eb) => eb.fn.min<number | null>('i.max_sale_qty').as('least')])
    .where('i.product_id', 'in', (eb) =>
      eb
        .selectFrom('product as c')
        .select('c.id')
        .where('c.parent_id', '=', event)
        .unionAll(
          eb
            .selectFrom('product as p')
            .select('p.id')
            .where('p.id', '=', event)
            .where((e) => e.not(e.exists(e.selectFrom('product as c2').select('c2.id').whereRef('c2.parent_id', '=', 'p.id')))),
        ),
    )
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
  for (const key of holdClientLockKeys(client, events)) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(tx);
}

/** The advisory lock names of a client's holds of some events, in the one order every taker uses. */
export function holdClientLockKeys(client: HoldClient, events: readonly string[]): string[] {
  const keys = events.flatMap((e) => [`hold-client:a:${client.addressKey}:${e}`, ...(client.customerId === null ? [] : [`hold-client:c:${client.customerId}:${e}`])]);
  return [...new Set(keys)].sort();
}
