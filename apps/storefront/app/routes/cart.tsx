import { data, redirect } from 'react-router';
import type { Route } from './+types/cart';
import { addPackage, addToCart, applyCartCoupon, clearCart, extendHold, removeCartCoupon, removeItem, switchCategory, updateQuantity, type CartMutation } from '#app/features/cart/cart.server.ts';
import { parseQty } from '#app/features/cart/cart-math.ts';
import type { CartActionResult, CartIntent } from '#app/features/cart/types.ts';
import { localizePath, resolveStoreView, safeRedirectPath } from '#app/lib/store-view.ts';

/** GET /cart has no page of its own: the cart is the microcart and /checkout. */
export async function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath('/checkout', resolveStoreView(request).urlPrefix));
}

const INTENTS: CartIntent[] = ['add', 'add-package', 'update', 'remove', 'extend', 'clear', 'apply-coupon', 'remove-coupon', 'reserve-again'];
const LINE_INTENTS: CartIntent[] = ['add', 'add-package', 'update', 'remove'];

/** Lines to hold again after expiry: `sku:qty` pairs, at most 20. */
function parseLines(raw: FormDataEntryValue | null): Array<{ sku: string; qty: number }> {
  return String(raw ?? '')
    .split(',')
    .slice(0, 20)
    .map((pair) => pair.split(':'))
    .map(([sku, qty]) => ({ sku: (sku ?? '').trim(), qty: parseQty(qty ?? null, 1000) ?? 0 }))
    .filter((l) => l.sku.length > 0 && l.sku.length <= 64 && l.qty > 0);
}

/** A bundle's choices: fields `option-{optionId}` holding the chosen selection's product id (at most 20). */
function parsePicks(form: FormData): Array<{ optionId: number; selectionId: number }> {
  const picks: Array<{ optionId: number; selectionId: number }> = [];
  for (const [name, value] of form) {
    const m = /^option-(\d{1,6})$/.exec(name);
    const selectionId = Number(value);
    if (m && Number.isInteger(selectionId) && selectionId > 0 && picks.length < 20) picks.push({ optionId: Number(m[1]), selectionId });
  }
  return picks;
}

async function reserveAgain(request: Request, storeView: ReturnType<typeof resolveStoreView>, lines: Array<{ sku: string; qty: number }>): Promise<CartMutation> {
  let last: CartMutation = { ok: false, status: 400, message: 'Something went wrong' };
  let cookieHeader = request.headers.get('Cookie') ?? '';
  let setCookie: string | undefined;
  for (const line of lines) {
    // The first add may create a cart; later adds must use it, so pass its cookie on.
    const req = new Request(request.url, { headers: { Cookie: cookieHeader } });
    last = await addToCart(req, storeView, line.sku, line.qty);
    if (last.setCookie) {
      setCookie = last.setCookie;
      cookieHeader = `${cookieHeader}; ${last.setCookie.split(';')[0]}`;
    }
    if (!last.ok) break;
  }
  return { ...last, ...(setCookie ? { setCookie } : {}) };
}

/**
 * Cart mutations (line intents add | update | remove, plus the hold and coupon
 * intents). Fetchers (js=1) get a CartActionResult; plain form posts are redirected back (303).
 */
export async function action({ request }: Route.ActionArgs) {
  const storeView = resolveStoreView(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '') as CartIntent;
  const sku = String(form.get('sku') ?? '');
  const itemId = Number(form.get('itemId'));
  const viaFetcher = form.get('js') === '1';
  const back = safeRedirectPath(form.get('redirectTo'), localizePath('/', storeView.urlPrefix));
  const coupon = String(form.get('coupon') ?? '').trim();
  // Edit mode: the ticket category the line switches to.
  const toSku = String(form.get('toSku') ?? '').slice(0, 64);

  let outcome: CartMutation;
  const qty = parseQty(form.get('qty'), 1000);
  if (!INTENTS.includes(intent) || (LINE_INTENTS.includes(intent) && !sku)) {
    outcome = { ok: false, status: 400, message: 'Something went wrong' };
  } else if (intent === 'extend') {
    outcome = await extendHold(request, storeView);
  } else if (intent === 'clear') {
    outcome = await clearCart(request, storeView);
  } else if (intent === 'apply-coupon') {
    outcome = coupon && coupon.length <= 64 ? await applyCartCoupon(request, storeView, coupon) : { ok: false, status: 400, message: 'Coupon code is required' };
  } else if (intent === 'remove-coupon') {
    outcome = await removeCartCoupon(request, storeView);
  } else if (intent === 'reserve-again') {
    const lines = parseLines(form.get('lines'));
    outcome = lines.length ? await reserveAgain(request, storeView, lines) : { ok: false, status: 400, message: 'Something went wrong' };
  } else if (intent !== 'remove' && qty === null) {
    outcome = { ok: false, status: 400, message: 'Quantity must be positive integer' };
  } else if (intent === 'add') {
    outcome = await addToCart(request, storeView, sku, qty ?? 1);
  } else if (intent === 'add-package') {
    outcome = await addPackage(request, storeView, sku, qty ?? 1, parsePicks(form));
  } else if (!Number.isInteger(itemId) || itemId <= 0) {
    outcome = { ok: false, status: 400, message: 'Something went wrong' };
  } else if (intent === 'update' && toSku && toSku !== sku) {
    outcome = await switchCategory(request, storeView, itemId, toSku, qty ?? 1);
  } else if (intent === 'update') {
    outcome = await updateQuantity(request, storeView, itemId, sku, qty ?? 1);
  } else {
    outcome = await removeItem(request, storeView, itemId, sku);
  }

  const headers = new Headers();
  if (outcome.setCookie) headers.append('Set-Cookie', outcome.setCookie);
  if (!viaFetcher) throw redirect(back, { status: 303, headers });
  const body: CartActionResult = outcome.ok
    ? { ok: true, intent, sku, ...(outcome.added ? { added: outcome.added } : {}), ...(outcome.warning ? { warning: outcome.warning } : {}) }
    : { ok: false, intent, sku, message: outcome.message };
  // Business failures are values in the body; a 2xx keeps the browser console free of
  // "failed to load resource" noise for an expected outcome (the fetcher reads `ok`).
  return data(body, { status: 200, headers });
}
