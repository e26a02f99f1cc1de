import { maxTicketsForRow, stockLevel, type StockFigures } from '@encore/domain';
import type { Availability } from './types.ts';

/** A ticket category's availability on a server-rendered page; a category without stock figures is shown as in stock. */
export function availabilityOf(stock: StockFigures | undefined): Availability {
  return stock ? stockLevel(stock) : 'in_stock';
}

/** The largest quantity the picker offers: the most tickets a row may take (0 when sold out). */
export function maxQuantity(stock: StockFigures | undefined): number {
  return maxTicketsForRow(stock);
}
