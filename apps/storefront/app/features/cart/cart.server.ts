import { createCookie } from 'react-router';
import { cookieSecure } from '#server/session-cookies.js';
import { cookieSecrets } from '#app/lib/cookie-secrets.server.ts';
import { ErrorCodes, type CartItem, type Product, type StoreView, type Totals } from '@encore/contracts';
import { couponFromTotals, decideAddToCart, type AddableProduct } from '@encore/domain';
import { imageUrl } from '@encore/domain';
import { addPackageToCart, cartTotals, createCart, createCartWithItem, deleteCartItem, holdCartAgain, pullCart, searchProducts, switchCartItem, updateCartItem, type ApiResult } from '#app/lib/api.server.ts';
import { productPath } from '#app/features/catalog/reshape.ts';
import { isApiUnavailable } from '#app/lib/api-unavailable.server.ts';
import { cartCount } from './cart-math.ts';
import { applyCoupon, checkStock, clearServerCart, deleteCoupon, extendHoldTime, getHoldTime } from './cart-calls.server.ts';
import { syncLineStock } from './stock-sync.server.ts';
import { categoryChoices } from '#app/features/cart-edit/category-choices.ts';
import { EMPTY_CART, type CartLine, type CartHold, type CartView } from './types.ts';

/**
 * The server cart lives in the API; the browser only holds its id in an
 * httpOnly cookie (one per store view, since currencies differ). The cookie is
 * signed with the storefront's secret: a cookie whose signature does not match
 * (edited, forged or unsigned) is ignored as if there were no cart.
 */
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 30;
const cookies = new Map<string, ReturnType<typeof createCookie>>();



export function cartCookie(storeView: Pick<StoreView, 'storeCode'>) {
  const name = storeView.storeCode === 'default' ? 'encore_cart' : `encore_cart_${storeView.storeCode}`;
  let c = cookies.get(name);
  if (!c) {
    c = createCookie(name, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: COOKIE_MAX_AGE_S,
      secure: cookieSecure(),
      secrets: cookieSecrets('cart'),
    });
    cookies.set(name, c);
  }
  return c;
}

export async function getCartId(request: Request, storeView: StoreView): Promise<string | null> {
  // parse() answers null for a cookie whose signature does not match.
  const value: unknown = await cartCookie(storeView).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null;
}

export const commitCartId = (storeView: StoreView, cartId: string) => cartCookie(storeView).serialize(cartId);
export const clearCartId = (storeView: StoreView) => cartCookie(storeView).serialize('', { maxAge: 0 });

function ticketLabel(parent: Product | undefined, sku: string): string | null {
  const child = parent?.configurable_children?.find((c) => c.sku === sku);
  return child?.ticket_category_label || (child ? child.name : null);
}

/** Items and totals of a cart, joined with their events for names and thumbnails. */
export async function loadCart(storeView: StoreView, cartId: string | null): Promise<CartView> {
  if (!cartId) return EMPTY_CART;
  try {
    const [items, totals, holdTime] = await Promise.all([pullCart(cartId), cartTotals(cartId), getHoldTime(cartId).catch(() => null)]);
    if (!items.ok) return EMPTY_CART;
    const hold: CartHold | null =
      holdTime?.ok && holdTime.result.expiresAt
        ? {
            expiresAt: holdTime.result.expiresAt,
            serverTime: holdTime.result.serverTime,
            warningSeconds: holdTime.result.warningSeconds,
            extensionSeconds: holdTime.result.extensionSeconds,
            extensionsUsed: holdTime.result.extensionsUsed,
            maxExtensions: holdTime.result.maxExtensions,
          }
        : null;
    const t: Totals | null = totals.ok ? totals.result : null;
    const parentSkus = [...new Set(items.result.map((i) => i.parentSku || i.sku))];
    const parents = parentSkus.length
      ? await searchProducts({
          storeCode: storeView.storeCode,
          body: { filters: [{ attribute: 'sku', value: { in: parentSkus }, scope: 'default' }], aggregations: [] },
          size: parentSkus.length,
        })
          .then((r) => r.items)
          .catch(() => [] as Product[])
      : [];
    const bySku = new Map(parents.map((p) => [p.sku, p]));
    const pulled: CartLine[] = items.result.map((item: CartItem) => {
      const parent = bySku.get(item.parentSku || item.sku);
      const row = t?.items.find((r) => r.item_id === item.item_id);
      const unitPrice = row?.price_incl_tax ?? item.price;
      return {
        itemId: item.item_id,
        productId: parent?.configurable_children?.find((c) => c.sku === item.sku)?.id ?? parent?.id ?? 0,
        sku: item.sku,
        name: parent?.name ?? item.name,
        ticketCategory: parent ? ticketLabel(parent, item.sku) : null,
        qty: item.qty,
        unitPrice,
        rowTotal: row?.row_total_incl_tax ?? unitPrice * item.qty,
        path: parent ? productPath(parent) : null,
        thumbnailUrl: parent ? imageUrl(parent.image, 'cart') : null,
        date: parent?.date ?? null,
        categories: categoryChoices(parent, new Date(), storeView.i18n.timeZone),
      };
    });
    const lines = await syncLineStock(cartId, pulled).catch(() => pulled);
    return {
      lines,
      hold,
      holdError: holdTime && !holdTime.ok && lines.length > 0 ? holdTime.error.message : null,
      coupon: couponFromTotals(t),
      subtotal: t?.subtotal_incl_tax ?? lines.reduce((s, l) => s + l.rowTotal, 0),
      count: cartCount(lines),
      grandTotal: t?.grand_total ?? lines.reduce((s, l) => s + l.rowTotal, 0),
      currency: t?.quote_currency_code ?? storeView.i18n.currencyCode,
    };
  } catch (error) {
    console.error('[cart] unavailable:', (error as Error).message);
    return isApiUnavailable(error) ? { ...EMPTY_CART, unavailable: true } : EMPTY_CART;
  }
}

export type CartMutation = { ok: true; setCookie?: string; added?: 'added' | 'updated'; warning?: string } | { ok: false; status: number; message: string; setCookie?: string };

const isUnknownCart = (r: ApiResult<unknown>) => !r.ok && (r.error.errorCode === ErrorCodes.unknownCart || r.error.errorCode === ErrorCodes.cartClosed);

async function newCart(storeView: StoreView): Promise<{ cartId: string; setCookie: string } | { error: string; status: number }> {
  const created = await createCart(storeView.storeCode);
  if (!created.ok) return { error: created.error.message, status: created.status };
  const cartId = String(created.result);
  return { cartId, setCookie: await commitCartId(storeView, cartId) };
}

/** Adds tickets: creates the server cart on first add; adding a sku already in the cart raises its quantity. */
export async function addToCart(request: Request, storeView: StoreView, sku: string, qty: number): Promise<CartMutation> {
  // Stock is checked before the add (after the form's validation). A failed check leaves
  // the quantity unknown ('volatile'): the add goes ahead and the server's hold decides.
  const stock = await checkStock(sku).catch(() => null);
  const product: AddableProduct = { sku, stock: stock?.ok && stock.result.manage_stock ? { is_in_stock: stock.result.is_in_stock && stock.result.qty > 0 } : null };
  const decision = decideAddToCart(product, { stockSynchronize: false, allowOutOfStockInCart: false });
  if (!decision.add) return { ok: false, status: 409, message: decision.notices[0]?.message ?? 'Something went wrong' };
  const warning = decision.notices.find((n) => n.type === 'warning')?.message;
  // Without item_id the API adds to an existing line in one atomic update, so two tabs cannot lose a ticket.
  return inCart(request, storeView, (cartId) => updateCartItem(cartId, sku, qty), (item) => ({ added: item.qty > qty ? 'updated' : 'added', ...(warning ? { warning } : {}) }), {
    first: () => createCartWithItem(storeView.storeCode, sku, qty),
    cartOf: (item) => item.quote_id,
  });
}

/** A package's tickets: all of them are held, or none. */
export async function addPackage(request: Request, storeView: StoreView, sku: string, qty: number, picks: ReadonlyArray<{ optionId: number; selectionId: number }>): Promise<CartMutation> {
  return inCart(request, storeView, (cartId) => addPackageToCart(cartId, sku, qty, picks), () => ({ added: 'added' }));
}

/**
 * 'Reserve again' after the hold ran out: the expired lines go back in the cart and are held in one
 * API call, all of them or none (a cart is created first when the visitor has none).
 */
export async function reserveAgain(request: Request, storeView: StoreView, lines: ReadonlyArray<{ sku: string; qty: number }>): Promise<CartMutation> {
  return inCart(request, storeView, (cartId) => holdCartAgain(cartId, lines), () => ({ added: 'added' }));
}

/**
 * Runs a cart write, creating the server cart first when the visitor has none (or a closed one).
 * `create` makes the cart and writes in one call where the API offers that (the first add of tickets):
 * `first` does both, `cartOf` reads the new cart's id from its answer.
 */
async function inCart<T>(
  request: Request,
  storeView: StoreView,
  write: (cartId: string) => Promise<ApiResult<T>>,
  done: (result: T) => Omit<Extract<CartMutation, { ok: true }>, 'ok' | 'setCookie'>,
  create?: { first: () => Promise<ApiResult<T>>; cartOf: (result: T) => string },
): Promise<CartMutation> {
  let cartId = await getCartId(request, storeView);
  let setCookie: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!cartId && create) {
      const r = await create.first();
      if (!r.ok) return { ok: false, status: r.status, message: r.error.message };
      return { ok: true, setCookie: await commitCartId(storeView, create.cartOf(r.result)), ...done(r.result) };
    }
    if (!cartId) {
      const c = await newCart(storeView);
      if ('error' in c) return { ok: false, status: c.status, message: c.error };
      cartId = c.cartId;
      setCookie = c.setCookie;
    }
    const r = await write(cartId);
    if (isUnknownCart(r)) {
      cartId = null;
      continue;
    }
    if (!r.ok) return { ok: false, status: r.status, message: r.error.message, setCookie };
    return { ok: true, setCookie, ...done(r.result) };
  }
  return { ok: false, status: 409, message: 'Something went wrong' };
}

export async function updateQuantity(request: Request, storeView: StoreView, itemId: number, sku: string, qty: number): Promise<CartMutation> {
  const cartId = await getCartId(request, storeView);
  if (!cartId) return { ok: false, status: 404, message: 'Something went wrong' };
  const r = await updateCartItem(cartId, sku, qty, itemId);
  return r.ok ? { ok: true } : { ok: false, status: r.status, message: r.error.message };
}

export async function switchCategory(request: Request, storeView: StoreView, itemId: number, toSku: string, qty: number): Promise<CartMutation> {
  const cartId = await getCartId(request, storeView);
  if (!cartId) return { ok: false, status: 404, message: 'Something went wrong' };
  const r = await switchCartItem(cartId, itemId, toSku, qty);
  return r.ok ? { ok: true } : { ok: false, status: r.status, message: r.error.message };
}

export async function removeItem(request: Request, storeView: StoreView, itemId: number, sku: string): Promise<CartMutation> {
  const cartId = await getCartId(request, storeView);
  if (!cartId) return { ok: false, status: 404, message: 'Something went wrong' };
  const r = await deleteCartItem(cartId, itemId, sku);
  return r.ok ? { ok: true } : { ok: false, status: r.status, message: r.error.message };
}

async function withCart(request: Request, storeView: StoreView, run: (cartId: string) => Promise<ApiResult<unknown>>): Promise<CartMutation> {
  const cartId = await getCartId(request, storeView);
  if (!cartId) return { ok: false, status: 404, message: 'Something went wrong' };
  const r = await run(cartId);
  return r.ok ? { ok: true } : { ok: false, status: r.status, message: r.error.message };
}

/** Adds 2 minutes to the hold (the API refuses past the maximum number of extensions). */
export const extendHold = (request: Request, storeView: StoreView) => withCart(request, storeView, extendHoldTime);
/** Empties the cart and releases its holds (at expiry, or on request); a visitor without a cart already has an empty one. */
export async function clearCart(request: Request, storeView: StoreView): Promise<CartMutation> {
  if (!(await getCartId(request, storeView))) return { ok: true };
  return withCart(request, storeView, clearServerCart);
}
export const applyCartCoupon = (request: Request, storeView: StoreView, code: string) => withCart(request, storeView, (id) => applyCoupon(id, code));
export const removeCartCoupon = (request: Request, storeView: StoreView) => withCart(request, storeView, deleteCoupon);
