import type { StockInfo } from '@encore/contracts';
import { availableQty } from '@encore/domain';
import type { InventoryRecord } from './inventory-table.ts';

/** What a product document shows of its stock: tickets still to be had after sold and held ones. */
export function stockInfo(rec: InventoryRecord | undefined): StockInfo {
  // A ticket without an inventory row cannot be sold: nothing was put on sale.
  if (!rec) return sharedStock(0, false, true);
  const qty = availableQty(rec.qty, rec.sold + (rec.held ?? 0));
  return sharedStock(qty, !rec.manage_stock || qty > 0, rec.manage_stock);
}

/** Stock figures up to this many tickets are shared between documents; larger ones are rare and made each time. */
const SHARED_UP_TO = 100_000;
const shared = new Map<number, StockInfo>();

/**
 * One frozen object per distinct stock figure: every ticket category of every event carries one, and at
 * 100,000 events the copies held about 20 MB (ADR 0065). A stock change gives a document another
 * object and never changes one.
 */
export function sharedStock(qty: number, inStock: boolean, manageStock: boolean): StockInfo {
  if (!Number.isInteger(qty) || qty < 0 || qty > SHARED_UP_TO) return { qty, is_in_stock: inStock, manage_stock: manageStock };
  const key = qty * 4 + (inStock ? 2 : 0) + (manageStock ? 1 : 0);
  let info = shared.get(key);
  if (!info) shared.set(key, (info = Object.freeze({ qty, is_in_stock: inStock, manage_stock: manageStock })));
  return info;
}
