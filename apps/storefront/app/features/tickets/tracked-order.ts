import type { OrderView } from '#app/features/account/order-view.ts';
import type { LookedUpOrder } from './tickets-calls.server.ts';

/** A looked-up order as the order pages show it (it has no internal id to show: 0). */
export function trackedOrderView(o: LookedUpOrder): OrderView {
  return {
    id: 0,
    number: o.orderNumber,
    status: o.status,
    createdAt: o.created_at,
    currency: o.currency,
    grandTotal: o.grand_total,
    items: o.items.map((i) => ({ sku: i.sku, name: i.name, qty: i.qty, rowTotal: i.row_total_incl_tax })),
  };
}
