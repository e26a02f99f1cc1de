import { data, redirect } from 'react-router';
import type { Route } from './+types/cart';
import { cartFormSchema } from '@encore/contracts';
import { runCartIntent } from '#app/features/cart/cart-intents.server.ts';
import type { CartActionResult } from '#app/features/cart/types.ts';
import { isApiUnavailable, UNAVAILABLE_STATUS, unavailableMessage } from '#app/lib/api-unavailable.server.ts';
import { readForm } from '#app/lib/request-input.server.ts';
import { localizePath, resolveStoreView, safeRedirectPath } from '#app/lib/store-view.ts';

/** GET /cart has no page of its own: the cart is the microcart and /checkout. */
export async function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath('/checkout', resolveStoreView(request).urlPrefix));
}

/**
 * Cart changes, one intent per form. Scripts (js=1) get a CartActionResult; plain form posts go back
 * where they came from (303). A form that cannot be read or parsed is refused with 4xx and its reason,
 * and an API that is down answers 503 in the store's language.
 */
export async function action({ request }: Route.ActionArgs) {
  const storeView = resolveStoreView(request);
  const form = await readForm(request, cartFormSchema);
  if (!form.ok) return data<CartActionResult>({ ok: false, intent: null, sku: null, message: form.message, ...(form.field ? { field: form.field } : {}) }, { status: form.status });
  const { intent } = form.value;
  const sku = 'sku' in form.value ? form.value.sku : '';

  let outcome;
  try {
    outcome = await runCartIntent(request, storeView, form.value);
  } catch (error) {
    if (!isApiUnavailable(error)) throw error;
    console.error('[cart] API unavailable:', error.message);
    return data<CartActionResult>({ ok: false, intent, sku, message: unavailableMessage(storeView) }, { status: UNAVAILABLE_STATUS });
  }

  const headers = new Headers();
  if (outcome.setCookie) headers.append('Set-Cookie', outcome.setCookie);
  if (form.value.js !== '1') throw redirect(safeRedirectPath(form.value.redirectTo, localizePath('/', storeView.urlPrefix)), { status: 303, headers });
  const body: CartActionResult = outcome.ok
    ? { ok: true, intent, sku, ...(outcome.added ? { added: outcome.added } : {}), ...(outcome.warning ? { warning: outcome.warning } : {}) }
    : { ok: false, intent, sku, message: outcome.message };
  // Business failures are values in the body; a 2xx keeps the browser console free of
  // "failed to load resource" noise for an expected outcome (the fetcher reads `ok`).
  return data(body, { status: 200, headers });
}
