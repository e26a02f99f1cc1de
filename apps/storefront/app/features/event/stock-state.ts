import type { StockItem } from '@encore/contracts';
import { FEW_LEFT_THRESHOLD } from '../catalog/stock.ts';

/** Spec: the event page shows each ticket category as checking, in stock, few left, sold out or not available yet. */
export type StockState = 'checking' | 'in_stock' | 'few_left' | 'sold_out' | 'not_available_yet';

/** Spec: stock lists are requested 15 skus at a time. */
export const STOCK_BATCH_SIZE = 15;

export function skuBatches(skus: readonly string[], size = STOCK_BATCH_SIZE): string[][] {
  const unique = [...new Set(skus)];
  const out: string[][] = [];
  for (let i = 0; i < unique.length; i += size) out.push(unique.slice(i, i + size));
  return out;
}

/**
 * One ticket category's state from the live stock answer. A category the
 * stock service does not list yet has not been released for sale.
 */
export function stockState(item: Pick<StockItem, 'qty' | 'is_in_stock' | 'manage_stock'> | undefined, checked: boolean): StockState {
  if (!checked) return 'checking';
  if (!item) return 'not_available_yet';
  if (!item.is_in_stock) return 'sold_out';
  if (!item.manage_stock) return 'in_stock';
  if (item.qty <= 0) return 'sold_out';
  return item.qty <= FEW_LEFT_THRESHOLD ? 'few_left' : 'in_stock';
}

/** tickets_left of a few-left category (what can still be bought), else null. */
export function ticketsLeft(item: Pick<StockItem, 'qty' | 'manage_stock'> | undefined): number | null {
  return item?.manage_stock ? Math.max(0, Math.floor(item.qty)) : null;
}
