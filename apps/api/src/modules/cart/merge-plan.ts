import type { CartMergeShortage } from '@encore/contracts';
import { CART_MESSAGES, planMerge } from '@encore/domain';
import type { CartLineRecord } from './cart.repo.ts';

/** What the customer's cart should hold after a login merge, line by line. */
export interface GuestMergePlan {
  /** Existing customer lines whose quantity changes (0 = delete the line). */
  updates: Array<{ line: CartLineRecord; qty: number }>;
  /** Guest lines the customer's cart did not have. */
  inserts: Array<{ line: CartLineRecord; qty: number }>;
  shortages: CartMergeShortage[];
  /** Products whose hold must be recomputed. */
  productIds: number[];
}

export interface ProductLimit {
  /** Tickets the customer's cart may hold of the product in total (stock left for it); undefined = not known to be short. */
  available?: number;
  /** The per-line maximum (max_sale_qty; 0 = none). */
  maxSaleQty: number;
}

const options = (l: CartLineRecord) => (l.productOption ? { product_option: l.productOption as never } : {});
// Guest lines come without item_id: ids of another cart must never match the customer's lines.
const asGuestItem = (l: CartLineRecord) => ({ sku: l.sku, qty: l.qty, ...options(l), line: l });
const asOwnItem = (l: CartLineRecord) => ({ item_id: l.itemId, sku: l.sku, qty: l.qty, ...options(l), line: l });

/**
 * The domain merge with mergeQty (spec: "Authorization … connect with merge of
 * quantities"): a guest line equal to a customer line adds its quantity to it,
 * a guest-only line is pushed, customer-only lines stay. Quantities are then
 * cut to the per-line maximum and to the stock the cart can hold, taking from
 * the lines in cart order, and every cut is reported.
 */
export function planGuestMerge(guestLines: CartLineRecord[], ownLines: CartLineRecord[], limits: Map<number, ProductLimit>): GuestMergePlan {
  const actions = planMerge(guestLines.map(asGuestItem), ownLines.map(asOwnItem), { mergeQty: true });
  const wanted: Array<{ line: CartLineRecord; qty: number; existing: boolean }> = ownLines.map((line) => ({ line, qty: line.qty, existing: true }));
  const touched = new Set<number>();
  for (const a of actions) {
    if (a.kind === 'update-server') {
      const row = wanted.find((w) => w.existing && w.line.itemId === a.server.line.itemId)!;
      row.qty = a.qty;
      touched.add(row.line.productId);
    } else if (a.kind === 'push-to-server') {
      wanted.push({ line: a.client.line, qty: a.client.qty, existing: false });
      touched.add(a.client.line.productId);
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

  const updates: GuestMergePlan['updates'] = [];
  const inserts: GuestMergePlan['inserts'] = [];
  for (const [row, qty] of final) {
    if (row.existing && qty !== row.line.qty) updates.push({ line: row.line, qty });
    else if (!row.existing && qty > 0) inserts.push({ line: row.line, qty });
  }
  return { updates, inserts, shortages, productIds: [...touched].sort((a, b) => a - b) };
}
