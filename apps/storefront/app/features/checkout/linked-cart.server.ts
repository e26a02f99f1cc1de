import { redirect } from 'react-router';
import type { StoreView } from '@encore/contracts';
import { commitCartId } from '#app/features/cart/cart.server.ts';
import { pullCart } from '#app/lib/api.server.ts';
import { localizePath } from '#app/lib/store-view.ts';

const CART_ID = /^[\w-]{1,64}$/;

/**
 * The cart a checkout link names (/checkout?cartId=, after the host has taken its tokens out): when the
 * API lets this visitor open it (a guest's cart, or the signed-in customer's own), this browser takes it
 * as its cart; either way the visitor lands on the plain /checkout, so a reload does not repeat it.
 * Answers nothing when the URL names no cart.
 */
export async function takeLinkedCart(request: Request, storeView: StoreView): Promise<void> {
  const url = new URL(request.url);
  const cartId = url.searchParams.get('cartId');
  if (cartId === null) return;
  url.searchParams.delete('cartId');
  const rest = url.searchParams.toString();
  const to = localizePath(`/checkout${rest ? `?${rest}` : ''}`, storeView.urlPrefix);
  const opened = CART_ID.test(cartId) ? await pullCart(cartId).catch(() => null) : null;
  if (!opened?.ok) throw redirect(to, 303);
  throw redirect(to, { status: 303, headers: { 'Set-Cookie': await commitCartId(storeView, cartId), 'Cache-Control': 'private, no-store' } });
}
