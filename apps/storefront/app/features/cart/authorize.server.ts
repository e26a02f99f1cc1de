import type { CartMergeReport, CartMergeShortage, StoreView, Totals } from '@encore/contracts';
import { apiCall } from '#app/lib/api.server.ts';
import { commitCartId, getCartId } from './cart.server.ts';

export type AuthorizeOutcome =
  | {
      ok: true;
      cartId: string;
      setCookie: string;
      shortages: CartMergeShortage[];
      /** The guest's coupon, and whether the customer's cart took it again. */
      coupon: { code: string; reapplied: boolean; message?: string } | null;
    }
  | { ok: false; status: number; message: string };

/**
 * After a login the guest's coupon is removed, the carts are connected with their
 * quantities merged, and the coupon is applied again. The guest cart's lines move into the
 * customer's server cart by the API's merge (one transaction, holds moved,
 * shortages reported); the cart cookie then names the customer's cart.
 * A token the API refuses leaves the guest cart in place: the visitor goes on shopping as a guest.
 */
export async function onAuthorized(request: Request, storeView: StoreView, userToken: string): Promise<AuthorizeOutcome> {
  const token = userToken;
  const guestCartId = await getCartId(request, storeView);

  let couponCode: string | null = null;
  if (guestCartId) {
    const totals = await apiCall<Totals>('/api/cart/totals', { query: { cartId: guestCartId } });
    couponCode = totals.ok ? (totals.result.coupon_code ?? null) : null;
    if (couponCode) await apiCall<boolean>('/api/cart/delete-coupon', { method: 'POST', query: { cartId: guestCartId }, body: {} });
  }

  const created = await apiCall<string>('/api/cart/create', { method: 'POST', query: { storeCode: storeView.storeCode, token }, body: {} });
  // Only a 200 names the customer's cart; any other answer leaves the guest cart in place.
  if (!created.ok || created.status !== 200) {
    await restoreCoupon(guestCartId, couponCode);
    return { ok: false, status: created.status, message: created.ok ? 'Something went wrong' : created.error.message };
  }
  const cartId = String(created.result);

  let shortages: CartMergeShortage[] = [];
  if (guestCartId && guestCartId !== cartId) {
    const merged = await apiCall<CartMergeReport>('/api/cart/merge', { method: 'POST', query: { cartId, guestCartId, token }, body: {} });
    if (!merged.ok) {
      await restoreCoupon(guestCartId, couponCode);
      return { ok: false, status: merged.status, message: merged.error.message };
    }
    shortages = merged.result.shortages;
  }

  let coupon: Extract<AuthorizeOutcome, { ok: true }>['coupon'] = null;
  if (couponCode) {
    const applied = await apiCall<boolean>('/api/cart/apply-coupon', { method: 'POST', query: { cartId, coupon: couponCode, token }, body: {} });
    coupon = applied.ok ? { code: couponCode, reapplied: true } : { code: couponCode, reapplied: false, message: applied.error.message };
  }
  return { ok: true, cartId, setCookie: await commitCartId(storeView, cartId), shortages, coupon };
}

/** The guest keeps their coupon when the login could not take the cart over. */
async function restoreCoupon(guestCartId: string | null, couponCode: string | null): Promise<void> {
  if (guestCartId && couponCode) await apiCall<boolean>('/api/cart/apply-coupon', { method: 'POST', query: { cartId: guestCartId, coupon: couponCode }, body: {} });
}
