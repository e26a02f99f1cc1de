import type { OrderView } from '#app/features/account/order-view.ts';
import { ownerOrderLink } from './tickets-calls.server.ts';

/**
 * The download address of a signed-in customer's own completed order (only a complete order has
 * tickets that open); null otherwise, or when the API does not give one.
 */
export async function ownTicketLink(token: string, order: OrderView): Promise<string | null> {
  if (order.status !== 'complete') return null;
  const r = await ownerOrderLink(token, order.number);
  return r.ok ? r.result.downloadPath : null;
}
