import { storeViewByCode, type OrderHistoryEntry } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';

/** Orders that were cancelled are not part of a customer's history. */
const HIDDEN_STATUSES = ['canceled', 'cancelled'];

/** A customer's orders, newest first, one page of them, with their lines. */
export async function listOrderHistory(db: Db, customerId: number, pageSize: number, currentPage: number): Promise<{ items: OrderHistoryEntry[]; total_count: number }> {
  const mine = db.selectFrom('sales_order').where('user_id', '=', customerId).where('status', 'not in', HIDDEN_STATUSES);
  const total = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const orders = await mine
    .select(['id', 'increment_id', 'status', 'state', 'created_at', 'store_code', 'currency', 'grand_total'])
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const ids = orders.map((o) => Number(o.id));
  const lines = ids.length ? await db.selectFrom('sales_order_item').select(['order_id', 'sku', 'name', 'qty', 'row_total_incl_tax']).where('order_id', 'in', ids).orderBy('id').execute() : [];
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
      items: lines.filter((l) => Number(l.order_id) === Number(o.id)).map((l) => ({ sku: l.sku, name: l.name, qty_ordered: Number(l.qty), row_total_incl_tax: Number(l.row_total_incl_tax) })),
    }),
  );
  return { items, total_count: Number(total.n) };
}
