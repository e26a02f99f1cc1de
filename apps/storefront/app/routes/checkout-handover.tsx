import { data, redirect } from 'react-router';
import QRCode from 'qrcode';
import type { CheckoutLink } from '@encore/contracts';
import type { Route } from './+types/checkout-handover';
import { getCartId } from '#app/features/cart/cart.server.ts';
import type { HandoverResult } from '#app/features/checkout/handover-panel.tsx';
import { publicOrigin } from '#app/features/seo/seo.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { apiCall } from '#app/lib/api.server.ts';
import { isApiUnavailable, UNAVAILABLE_STATUS, unavailableMessage } from '#app/lib/api-unavailable.server.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';
import { visitorUserToken } from '#app/lib/visitor.server.ts';

/** Nothing to show on its own: the panel lives on the checkout page. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath('/checkout', resolveStoreView(request).urlPrefix));
}

/**
 * A signed-in customer's checkout link for another device (decision 0044), with its QR code drawn here
 * as SVG so the page needs no QR script. Reads no form fields: the cart and the customer come from
 * this browser's cookies.
 */
export async function action({ request }: Route.ActionArgs) {
  const storeView = resolveStoreView(request);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const cartId = await getCartId(request, storeView);
  if (!visitorUserToken() || !cartId) return data<HandoverResult>({ ok: false, message: intl.formatMessage({ id: 'checkout.handover.signIn' }) }, { status: 401 });
  try {
    const made = await apiCall<CheckoutLink>('/api/user/checkout-link', { body: { cartId } });
    if (!made.ok) return data<HandoverResult>({ ok: false, message: made.status === 429 ? made.error.message : intl.formatMessage({ id: 'checkout.handover.failed' }) }, { status: made.status });
    const url = `${publicOrigin(request)}${localizePath(made.result.path, storeView.urlPrefix)}`;
    const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return data<HandoverResult>({ ok: true, url, expiresAt: made.result.expiresAt, qrSvg }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (!isApiUnavailable(error)) throw error;
    return data<HandoverResult>({ ok: false, message: unavailableMessage(storeView) }, { status: UNAVAILABLE_STATUS });
  }
}
