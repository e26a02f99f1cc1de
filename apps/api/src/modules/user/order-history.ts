import { storeViewByCode, type OrderHistoryEntry } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';

/** Orders that were cancelled are not part of a customer's history. */
const HIDDEN_STATUSES = ['canceled', 'cancelled'];

/** A customer's orders, newest first, one page of them, with their lines. */
export async function listOrderHistory(db: Db, customerId: number, pageSize: number, currentPage: number): Promise<{ items: OrderHistoryEntry[]; total_count: number }> {
  const mine = db.selectFrom('sales_order').where('user_id', '=', customerId).where('status', 'not in', HIDDEN_STATUSES);
  const total = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const orders = await mine
    .select(['id', 'increment_id', 'status', 'state', 'created_at', 'store_code', 'currency', 'grand_total', 'subtotal_incl_tax', 'tax_amount', 'discount_amount', 'shipping_incl_tax'])
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const ids = orders.map((o) => Number(o.id));
  const lines = ids.length ? await db.selectFrom('sales_order_item').select(['id', 'order_id', 'sku', 'name', 'qty', 'row_total_incl_tax', 'ticket_category_label']).where('order_id', 'in', ids).orderBy('id').execute() : [];
  const tickets = ids.length ? await db.selectFrom('ticket').select(['order_item_id', 'position', 'row_label', 'seat_label']).where('order_id', 'in', ids).orderBy('position').execute() : [];
  const ticketsOf = (itemId: number) => tickets.filter((t) => Number(t.order_item_id) === itemId).map((t) => ({ position: Number(t.position), row: t.row_label, seat: t.seat_label }));
  const items = orders.map(
    (o): OrderHistoryEntry => ({
      entity_id: Number(o.id),
      increment_id: o.increment_id,
      status: o.status,
      state: o.state,
      created_at: o.created_at,
      store_name: storeViewByCode(o.store_code)?.name ?? o.store_code,
      currency: o.currency,
      grand_total: Number(o.grand_total),
      // Every order is paid when it is placed, so nothing is left to pay once it is complete.
      total_due: o.status === 'complete' ? 0 : Number(o.grand_total),
      subtotal_incl_tax: Number(o.subtotal_incl_tax),
      tax_amount: Number(o.tax_amount),
      discount_amount: Number(o.discount_amount),
      shipping_incl_tax: Number(o.shipping_incl_tax),
      items: lines
        .filter((l) => Number(l.order_id) === Number(o.id))
        .map((l) => ({ sku: l.sku, name: l.name, qty_ordered: Number(l.qty), row_total_incl_tax: Number(l.row_total_incl_tax), ticket_category: l.ticket_category_label, tickets: ticketsOf(Number(l.id)) })),
    }),
  );
  return { items, total_count: Number(total.n) };
}
