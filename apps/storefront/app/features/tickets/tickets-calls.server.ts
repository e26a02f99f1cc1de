import type { OrderLink } from '@encore/contracts';
import { apiCall } from '#app/lib/api.server.ts';

/** The order as `POST /api/order/lookup` answers it; amounts in minor units. */
export interface LookedUpOrder {
  orderNumber: string;
  status: string;
  created_at: string;
  grand_total: number;
  currency: string;
  items: Array<{ sku: string; name: string; qty: number; row_total_incl_tax: number }>;
}

/** The guest's signed order link, opened with the order's number and the buyer's e-mail (no customer token: the e-mail is the proof). */
export const guestOrderLink = (orderNumber: string, email: string) => apiCall<OrderLink>('/api/ext/ticket/order-link', { method: 'POST', body: { orderNumber, email }, token: null });

/** The signed-in owner's order link: their token is the proof. */
export const ownerOrderLink = (token: string, orderNumber: string) => apiCall<OrderLink>('/api/ext/ticket/order-link', { method: 'POST', body: { orderNumber }, token });

export const lookupOrder = (orderNumber: string, email: string) => apiCall<LookedUpOrder>('/api/order/lookup', { method: 'POST', body: { orderNumber, email }, token: null });

/** The review invitation's url (a plain string), for the holder of the order's signed link or its signed-in owner. */
export const reviewInvitation = (orderNumber: string, proof: { orderToken: string } | { token: string }) =>
  apiCall<string>('/api/ext/trustpilot/review-invitation-link', {
    method: 'POST',
    body: { orderId: orderNumber, ...('orderToken' in proof ? { orderToken: proof.orderToken } : {}) },
    token: 'token' in proof ? proof.token : null,
  });
