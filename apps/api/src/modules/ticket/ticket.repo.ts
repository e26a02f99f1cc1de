import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Transaction<Database>;

/** The only order status whose tickets admit anyone: paid in full, neither cancelled nor refunded. */
export const VALID_ORDER_STATUS = 'complete';

/** A ticket id: 16 random bytes, base64url, so ids cannot be guessed from one another. */
const newTicketId = (): string => randomBytes(16).toString('base64url');

/**
 * Issues one ticket for every admission of the order (a line of 3 makes 3), inside the order's own
 * transaction, so an order never exists without its tickets. Each ticket belongs to its event: the
 * configurable parent of the category sold, or the product itself when it has none.
 */
export async function issueTickets(tx: Tx, orderId: number, holderName: string, now: string): Promise<void> {
  const items = await tx
    .selectFrom('sales_order_item as i')
    .innerJoin('product as p', 'p.id', 'i.product_id')
    .select(['i.id', 'i.product_id', 'i.qty', 'p.parent_id'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
  let position = 0;
  const rows = items.flatMap((item) =>
    Array.from({ length: Number(item.qty) }, () => ({
      id: newTicketId(),
      order_id: orderId,
      order_item_id: Number(item.id),
      product_id: Number(item.product_id),
      event_id: Number(item.parent_id ?? item.product_id),
      position: ++position,
      holder_name: holderName,
      row_label: null,
      seat_label: null,
      issued_at: now,
      checked_in_at: null,
    })),
  );
  if (rows.length) await tx.insertInto('ticket').values(rows).execute();
}

export interface TicketOrder {
  id: number;
  number: string;
  userId: number | null;
  status: string;
  storeCode: string;
  email: string;
  firstname: string;
  lastname: string;
  paymentMethod: string;
}

export async function findTicketOrder(db: Db, by: { number: string } | { id: number }): Promise<TicketOrder | undefined> {
  let q = db.selectFrom('sales_order').select(['id', 'increment_id', 'user_id', 'status', 'store_code', 'customer_email', 'customer_firstname', 'customer_lastname', 'payment_method_code']);
  q = 'number' in by ? q.where('increment_id', '=', by.number) : q.where('id', '=', by.id);
  const r = await q.executeTakeFirst();
  return r && { id: Number(r.id), number: r.increment_id, userId: r.user_id === null ? null : Number(r.user_id), status: r.status, storeCode: r.store_code, email: r.customer_email, firstname: r.customer_firstname, lastname: r.customer_lastname, paymentMethod: r.payment_method_code };
}

/** A ticket with what its page shows about the event, as stored (names untranslated, JSON unparsed). */
export interface TicketRow {
  id: string;
  eventId: number;
  position: number;
  holderName: string;
  rowLabel: string | null;
  seatLabel: string | null;
  issuedAt: string;
  itemName: string;
  categoryLabel: string | null;
  eventName: string;
  eventI18nJson: string;
  eventAttributesJson: string;
  eventDate: string | null;
  venueName: string | null;
  city: string;
}

export async function ticketsOfOrder(db: Db, orderId: number): Promise<TicketRow[]> {
  const rows = await db
    .selectFrom('ticket as t')
    .innerJoin('sales_order_item as i', 'i.id', 't.order_item_id')
    .innerJoin('product as e', 'e.id', 't.event_id')
    .leftJoin('venue as v', 'v.id', 'e.venue_id')
    .select(['t.id', 't.event_id', 't.position', 't.holder_name', 't.row_label', 't.seat_label', 't.issued_at', 'i.name as item_name', 'i.ticket_category_label', 'i.event_date as item_event_date', 'e.name as event_name', 'e.i18n_json', 'e.attributes_json', 'e.event_date', 'e.city', 'v.name as venue_name', 'v.city as venue_city'])
    .where('t.order_id', '=', orderId)
    .orderBy('t.position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    eventId: Number(r.event_id),
    position: Number(r.position),
    holderName: r.holder_name,
    rowLabel: r.row_label,
    seatLabel: r.seat_label,
    issuedAt: r.issued_at,
    itemName: r.item_name,
    categoryLabel: r.ticket_category_label,
    eventName: r.event_name,
    eventI18nJson: r.i18n_json,
    eventAttributesJson: r.attributes_json,
    eventDate: r.item_event_date ?? r.event_date,
    venueName: r.venue_name,
    city: r.venue_city || r.city,
  }));
}

export interface ScannedTicket {
  id: string;
  eventId: number;
  orderNumber: string;
  orderStatus: string;
  holderName: string;
  checkedInAt: string | null;
}

export async function findScannedTicket(db: Db | Tx, ticketId: string): Promise<ScannedTicket | undefined> {
  const r = await db
    .selectFrom('ticket as t')
    .innerJoin('sales_order as o', 'o.id', 't.order_id')
    .select(['t.id', 't.event_id', 't.holder_name', 't.checked_in_at', 'o.increment_id', 'o.status'])
    .where('t.id', '=', ticketId)
    .executeTakeFirst();
  return r && { id: r.id, eventId: Number(r.event_id), orderNumber: r.increment_id, orderStatus: r.status, holderName: r.holder_name, checkedInAt: r.checked_in_at };
}

/**
 * Admits a ticket once. The stamp is set by one conditional update (only while unstamped, and
 * only while its order is valid), so of two scanners racing on one ticket exactly one admits it;
 * the other then reads the winner's stamp. Answers the ticket as it stands after the attempt.
 */
export async function checkIn(db: Db, ticketId: string, now: string): Promise<{ admitted: boolean; ticket: ScannedTicket | undefined }> {
  return db.transaction().execute(async (tx) => {
    const res = await tx
      .updateTable('ticket')
      .set({ checked_in_at: now })
      .where('id', '=', ticketId)
      .where('checked_in_at', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('sales_order as o').select('o.id').whereRef('o.id', '=', 'ticket.order_id').where('o.status', '=', VALID_ORDER_STATUS)))
      .executeTakeFirst();
    return { admitted: Number(res.numUpdatedRows) === 1, ticket: await findScannedTicket(tx, ticketId) };
  });
}
