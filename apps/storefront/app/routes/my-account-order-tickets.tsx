import { data } from 'react-router';
import type { Route } from './+types/my-account-order-tickets';
import { orderParamsSchema } from '@encore/contracts';
import { redirectToOwnTickets } from '#app/features/tickets/own-ticket-link.server.ts';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { readParams } from '#app/lib/request-input.server.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

/** A resource route: the signed-in owner's tickets of one order, as a redirect to the PDF. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const parsed = readParams(params, orderParamsSchema);
  if (!parsed) throw data(null, { status: 404 });
  return orUnavailable(() => redirectToOwnTickets(request, resolveStoreView(request), parsed.orderId));
}
