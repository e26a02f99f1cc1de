/** Storefront view of the server cart (built in cart.server.ts). Money in minor units. */
export interface CartLine {
  itemId: number;
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
}

export interface CartView {
  lines: CartLine[];
  /** Tickets in the cart (sum of quantities): the header badge. */
  count: number;
  grandTotal: number;
  currency: string;
}

export const EMPTY_CART: CartView = { lines: [], count: 0, grandTotal: 0, currency: 'SEK' };

export type CartIntent = 'add' | 'update' | 'remove';

/** What the /cart action answers to fetchers. */
export type CartActionResult =
  | { ok: true; intent: CartIntent; sku: string }
  | { ok: false; intent: CartIntent | null; sku: string | null; message: string };
