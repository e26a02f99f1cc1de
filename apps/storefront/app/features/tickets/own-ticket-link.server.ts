import { data, redirect } from 'react-router';
import type { StoreView } from '@encore/contracts';
import { loadOwnOrder } from '#app/features/account/orders.server.ts';
import { customerToken } from '#app/features/account/session.server.ts';
import { localizePath } from '#app/lib/store-view.ts';
import { ownerOrderLink } from './tickets-calls.server.ts';

/**
 * A signed-in customer's tickets: the order must be theirs (found in their own history), then the
 * API signs its link and the browser is sent to the PDF. The link is asked for only when the customer
 * asks for the tickets, so viewing orders does not count against the order-link rate limit.
 */
export async function redirectToOwnTickets(request: Request, storeView: StoreView, orderId: number): Promise<never> {
  const token = customerToken();
  if (!token) {
    const back = localizePath(`/my-account/orders/${orderId}`, storeView.urlPrefix);
    throw redirect(`${localizePath('/login', storeView.urlPrefix)}?${new URLSearchParams({ redirectTo: back })}`);
  }
  const order = await loadOwnOrder(token, orderId);
  if (order.status !== 'complete') throw data('The tickets of this order are not available', { status: 409 });
  const link = await ownerOrderLink(token, order.number);
  if (!link.ok) throw data(link.error.message, { status: link.status });
  throw redirect(link.result.downloadPath, 303);
}
