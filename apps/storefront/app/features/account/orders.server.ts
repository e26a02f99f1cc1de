import type { OrderHistoryEntry } from '@encore/contracts';
import { data } from 'react-router';
import { apiCall } from '#app/lib/api.server.ts';
import type { OrderView } from './order-view.ts';

/** A page of the order history holds 20 orders, as the shop has always shown them. */
export const ORDERS_PAGE_SIZE = 20;
/** Looking an order up reads the history in pages this large, and no further than this many pages. */
const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_MAX_PAGES = 20;

type History = { items: OrderHistoryEntry[]; total_count: number };

const historyCall = (token: string, pageSize: number, currentPage: number) => apiCall<History>('/api/user/order-history', { query: { pageSize, currentPage }, token });

function toOrderView(o: OrderHistoryEntry): OrderView {
  return {
    id: o.entity_id,
    number: o.increment_id,
    status: o.status,
    createdAt: o.created_at,
    currency: o.currency,
    grandTotal: o.grand_total,
    totalDue: o.total_due,
    parts: { subtotal: o.subtotal_incl_tax, shipping: o.shipping_incl_tax, discount: o.discount_amount, tax: o.tax_amount },
    items: o.items.map((i) => ({
      sku: i.sku,
      name: i.name,
      qty: i.qty_ordered,
      rowTotal: i.row_total_incl_tax,
      category: i.ticket_category,
      // Only numbered seats are worth a line: standing tickets have neither row nor seat.
      seats: i.tickets.filter((t) => t.row !== null || t.seat !== null).map((t) => ({ row: t.row, seat: t.seat })),
    })),
  };
}

/** One page of the customer's orders, newest first (cancelled orders are not part of the history). */
export async function loadOrderPage(token: string, page: number): Promise<{ orders: OrderView[]; total: number }> {
  const r = await historyCall(token, ORDERS_PAGE_SIZE, page);
  if (!r.ok) throw data(null, { status: r.status === 401 ? 401 : 503 });
  return { orders: r.result.items.map(toOrderView), total: r.result.total_count };
}

/**
 * One of the customer's own orders, found in their history; an order that is not theirs (or is not
 * in the history) is not found, so nobody learns whether another customer's order exists.
 */
export async function loadOwnOrder(token: string, orderId: number): Promise<OrderView> {
  for (let page = 1; page <= LOOKUP_MAX_PAGES; page++) {
    const r = await historyCall(token, LOOKUP_PAGE_SIZE, page);
    if (!r.ok) throw data(null, { status: r.status === 401 ? 401 : 503 });
    const found = r.result.items.find((o) => o.entity_id === orderId);
    if (found) return toOrderView(found);
    if (page * LOOKUP_PAGE_SIZE >= r.result.total_count) break;
  }
  throw data(null, { status: 404 });
}
