import type { CartFormIntent } from '@encore/contracts';
import type { CategoryChoice } from '#app/features/cart-edit/category-choices.ts';

/** Storefront view of the server cart (built in cart.server.ts). Money in minor units. */
export interface CartLine {
  itemId: number;
  /** Catalogue id of the ticket category (or event), for the microcart edit mode. */
  productId: number;
  sku: string;
  /** Event name (parent product), or the item name when the event is unknown. */
  name: string;
  /** Ticket category label, e.g. 'Parkett'. */
  ticketCategory: string | null;
  qty: number;
  unitPrice: number;
  rowTotal: number;
  path: string | null;
  thumbnailUrl: string | null;
  date: string | null;
  /** The event's ticket categories, for switching the line in edit mode. */
  categories?: CategoryChoice[];
  /** Stock sync of the line, in the shop's quoted wording: 'In stock!' … */
  stockInfo?: string;
  /** … or 'Out of the stock!'. */
  stockError?: string;
}

/** The server hold on the cart's tickets; the browser counts down from it by the server's clock. */
export interface CartHold {
  expiresAt: string | null;
  serverTime: string;
  warningSeconds: number;
  extensionSeconds: number;
  extensionsUsed: number;
  maxExtensions: number;
}

export interface CartView {
  lines: CartLine[];
  hold?: CartHold | null;
  /** The timer endpoint's own message when it did not answer 200. */
  holdError?: string | null;
  coupon?: { code: string; discount: number } | null;
  subtotal?: number;
  /** Tickets in the cart (sum of quantities): the header badge. */
  count: number;
  grandTotal: number;
  currency: string;
  /** True when the API could not be reached: the cart is shown empty but is not known to be. */
  unavailable?: boolean;
}

export const EMPTY_CART: CartView = { lines: [], count: 0, grandTotal: 0, currency: 'SEK' };

export type CartIntent = CartFormIntent;

/** What the /cart action answers to fetchers. */
export type CartActionResult =
  | { ok: true; intent: CartIntent; sku: string; added?: 'added' | 'updated'; warning?: string }
  | { ok: false; intent: CartIntent | null; sku: string | null; message: string; field?: string };
