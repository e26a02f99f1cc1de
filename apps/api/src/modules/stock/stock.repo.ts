import type { StockItem } from '@encore/contracts';
import { availableQty } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { Selectable } from 'kysely';
import type { InventoryTable } from '../../db/schema.ts';

function toStockItem(r: Selectable<InventoryTable>, held: number): StockItem {
  const qty = availableQty(r.qty, r.sold + held);
  const manage = r.manage_stock === 1;
  return {
    item_id: r.product_id,
    product_id: r.product_id,
    sku: r.sku,
    stock_id: 1,
    qty,
    is_in_stock: !manage || qty > 0,
    manage_stock: manage,
    min_sale_qty: r.min_sale_qty,
    max_sale_qty: r.max_sale_qty,
  };
}

/**
 * Live stock straight from the inventory table (no cache: customers decide on
 * it), minus the tickets in running holds.
 */
export async function stockBySkus(db: Db, skus: readonly string[], activeHeld: (productIds: number[]) => Promise<Map<number, number>>): Promise<StockItem[]> {
  if (skus.length === 0) return [];
  const rows = await db.selectFrom('inventory').selectAll().where('sku', 'in', [...skus]).execute();
  const held = await activeHeld(rows.map((r) => r.product_id));
  return rows.map((r) => toStockItem(r, held.get(r.product_id) ?? 0));
}
