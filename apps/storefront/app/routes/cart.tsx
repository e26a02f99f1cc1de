import { data, redirect } from 'react-router';
import type { Route } from './+types/cart';
import { addToCart, removeItem, updateQuantity, type CartMutation } from '#app/features/cart/cart.server.ts';
import { parseQty } from '#app/features/cart/cart-math.ts';
import type { CartActionResult, CartIntent } from '#app/features/cart/types.ts';
import { localizePath, resolveStoreView, safeRedirectPath } from '#app/lib/store-view.ts';

/** GET /cart has no page of its own: the cart is the microcart and /checkout. */
export async function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath('/checkout', resolveStoreView(request).urlPrefix));
}

/**
 * Cart mutations (intent add | update | remove). Fetchers (js=1) get a
 * CartActionResult; plain form posts are redirected back (303).
 */
export async function action({ request }: Route.ActionArgs) {
  const storeView = resolveStoreView(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as CartIntent;
  const sku = String(form.get('sku') ?? '');
  const itemId = Number(form.get('itemId'));
  const viaFetcher = form.get('js') === '1';
  const back = safeRedirectPath(form.get('redirectTo'), localizePath('/', storeView.urlPrefix));

  let outcome: CartMutation;
  const qty = parseQty(form.get('qty'), 1000);
  if (!sku || !['add', 'update', 'remove'].includes(intent)) {
    outcome = { ok: false, status: 400, message: 'Something went wrong' };
  } else if (intent !== 'remove' && qty === null) {
    outcome = { ok: false, status: 400, message: 'Quantity must be positive integer' };
  } else if (intent === 'add') {
    outcome = await addToCart(request, storeView, sku, qty ?? 1);
  } else if (!Number.isInteger(itemId) || itemId <= 0) {
    outcome = { ok: false, status: 400, message: 'Something went wrong' };
  } else if (intent === 'update') {
    outcome = await updateQuantity(request, storeView, itemId, sku, qty ?? 1);
  } else {
    outcome = await removeItem(request, storeView, itemId, sku);
  }

  const headers = new Headers();
  if (outcome.setCookie) headers.append('Set-Cookie', outcome.setCookie);
  if (!viaFetcher) throw redirect(back, { status: 303, headers });
  const body: CartActionResult = outcome.ok ? { ok: true, intent, sku } : { ok: false, intent, sku, message: outcome.message };
  // Business failures are values in the body; a 2xx keeps the browser console free of
  // "failed to load resource" noise for an expected outcome (the fetcher reads `ok`).
  return data(body, { status: 200, headers });
}
