import type { StockItem } from '@encore/contracts';
import { stockLevel, ticketsLeft as ticketsLeftOf } from '@encore/domain';

/** The event page shows each ticket category as checking, in stock, few left, sold out or not available yet. */
export type StockState = 'checking' | 'in_stock' | 'few_left' | 'sold_out' | 'not_available_yet';

/**
 * One ticket category's state from the live stock answer. A category the
 * stock service does not list yet has not been released for sale.
 */
export function stockState(item: Pick<StockItem, 'qty' | 'is_in_stock' | 'manage_stock'> | undefined, checked: boolean): StockState {
  if (!checked) return 'checking';
  if (!item) return 'not_available_yet';
  return stockLevel(item);
}

/** tickets_left of a category (what can still be bought of managed stock), else null. */
export function ticketsLeft(item: Pick<StockItem, 'qty' | 'manage_stock'> | undefined): number | null {
  return item ? ticketsLeftOf(item) : null;
}
