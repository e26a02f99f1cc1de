import type { CartMergeShortage, ProductOption } from '@encore/contracts';
import { CART_MESSAGES } from './cart-rules.ts';
import { sameCartItem } from './item-identity.ts';

/** A cart line as the login merge reads it. */
export interface MergeLine {
  /** The line's id in its own cart. */
  itemId: number;
  productId: number;
  sku: string;
  qty: number;
  productOption: ProductOption | null;
}

/** What the customer's cart should hold after a login merge, line by line. */
export interface GuestMergePlan<L extends MergeLine> {
  /** Existing customer lines whose quantity changes (0 = delete the line). */
  updates: Array<{ line: L; qty: number }>;
  /** Guest lines the customer's cart did not have. */
  inserts: Array<{ line: L; qty: number }>;
  shortages: CartMergeShortage[];
  /** Products whose hold must be recomputed, ascending. */
  productIds: number[];
}

export interface ProductLimit {
  /** Tickets the customer's cart may hold of the product in total (stock left for it); undefined = not known to be short. */
  available?: number;
  /** The per-line maximum (max_sale_qty; 0 = none). */
  maxSaleQty: number;
}

const options = (l: MergeLine) => (l.productOption ? { product_option: l.productOption } : {});

/**
 * A login merges the guest's cart into the customer's: a guest line equal to a customer line adds its
 * quantity to it, a guest-only line is added, customer-only lines stay. Lines are compared by sku and
 * options, never by line id (ids of another cart mean nothing here). Quantities are then cut to the
 * per-line maximum and to the stock the cart can hold, taking from the lines in cart order, and every
 * cut is reported.
 */
export function planGuestMerge<L extends MergeLine>(guestLines: readonly L[], ownLines: readonly L[], limits: ReadonlyMap<number, ProductLimit>): GuestMergePlan<L> {
  const wanted: Array<{ line: L; qty: number; existing: boolean }> = ownLines.map((line) => ({ line, qty: line.qty, existing: true }));
  const touched = new Set<number>();
  for (const guest of guestLines) {
    const guestItem = { sku: guest.sku, ...options(guest) };
    const own = ownLines.find((l) => sameCartItem({ sku: l.sku, ...options(l) }, guestItem));
    if (own) {
      const row = wanted.find((w) => w.line === own)!;
      row.qty = guest.qty + own.qty;
      touched.add(own.productId);
    } else {
      wanted.push({ line: guest, qty: guest.qty, existing: false });
      touched.add(guest.productId);
    }
  }

  const shortages: CartMergeShortage[] = [];
  const byProduct = new Map<number, typeof wanted>();
  for (const w of wanted) if (touched.has(w.line.productId)) byProduct.set(w.line.productId, [...(byProduct.get(w.line.productId) ?? []), w]);
  const final = new Map<(typeof wanted)[number], number>();
  for (const [productId, rows] of byProduct) {
    const limit = limits.get(productId) ?? { maxSaleQty: 0 };
    let left = limit.available ?? Number.MAX_SAFE_INTEGER;
    for (const row of rows) {
      let qty = row.qty;
      let message: string | null = null;
      if (limit.maxSaleQty > 0 && qty > limit.maxSaleQty) {
        qty = limit.maxSaleQty;
        message = CART_MESSAGES.maxSaleQty(limit.maxSaleQty);
      }
      if (qty > left) {
        qty = left;
        message = left <= 0 ? CART_MESSAGES.outOfStock : CART_MESSAGES.notEnough(left);
      }
      left -= qty;
      final.set(row, qty);
      if (message) shortages.push({ sku: row.line.sku, wanted: row.qty, kept: qty, message });
    }
  }

  const updates: GuestMergePlan<L>['updates'] = [];
  const inserts: GuestMergePlan<L>['inserts'] = [];
  for (const [row, qty] of final) {
    if (row.existing && qty !== row.line.qty) updates.push({ line: row.line, qty });
    else if (!row.existing && qty > 0) inserts.push({ line: row.line, qty });
  }
  return { updates, inserts, shortages, productIds: [...touched].sort((a, b) => a - b) };
}
