import type { StockInfo } from '@encore/contracts';
import { availableQty } from '@encore/domain';
import type { InventoryRecord } from './catalog.repo.ts';

/** What a product document shows of its stock: tickets still to be had after sold and held ones. */
export function stockInfo(rec: InventoryRecord | undefined): StockInfo {
  // A ticket without an inventory row cannot be sold: nothing was put on sale.
  if (!rec) return { qty: 0, is_in_stock: false, manage_stock: true };
  const qty = availableQty(rec.qty, rec.sold + (rec.held ?? 0));
  return { qty, is_in_stock: !rec.manage_stock || qty > 0, manage_stock: rec.manage_stock };
}
