import { redirect, redirectDocument } from 'react-router';
import type { StoreView } from '@encore/contracts';
import { clearCartId } from '#app/features/cart/cart.server.ts';
import { paymentStatus } from '#app/lib/api.server.ts';
import { localizePath } from '#app/lib/store-view.ts';

export const failedPath = (storeView: StoreView, reason: string) => localizePath(`/failed?reason=${encodeURIComponent(reason)}`, storeView.urlPrefix);

/**
 * Where a shopper back from the payment provider goes: the confirmation once the order is placed
 * (the cart cookie cleared, as after a card paid at once), the failure page with the reason, the
 * provider again while it still waits for them; or undefined while the outcome is not known yet.
 */
export async function paymentReturnTarget(storeView: StoreView, cartId: string | null, orderId: string): Promise<Response | undefined> {
  if (!cartId || !orderId) return redirect(failedPath(storeView, 'payment_failed'), 303);
  const r = await paymentStatus(cartId, orderId);
  if (!r.ok) return redirect(failedPath(storeView, r.error.errorCode), 303);
  const status = r.result;
  if (status.status === 'paid' && status.orderNumber) {
    return redirect(localizePath(`/success?order=${encodeURIComponent(status.orderNumber)}`, storeView.urlPrefix), { status: 303, headers: { 'Set-Cookie': await clearCartId(storeView) } });
  }
  if (status.status === 'failed') return redirect(failedPath(storeView, status.errorCode ?? 'payment_failed'), 303);
  // The provider's page is no route of the shop: the browser loads it as a document.
  if (status.status === 'requires_action' && status.action_url) return redirectDocument(status.action_url, 303);
  return undefined;
}
