/**
 * How much of a ticket category is left, as the shop shows it, and how many
 * tickets one cart row may take. A category with five tickets or fewer left
 * shows 'few left' with the count; one cart row holds at most ten tickets,
 * and never more than are left.
 */

/** At or below this many tickets left, a category shows 'few left' and the count. */
const FEW_LEFT_THRESHOLD = 5;

/** The most tickets one cart row may take. */
export const MAX_TICKETS_PER_ROW = 10;

/** A ticket category's stock as the catalogue and the stock service give it. */
export interface StockFigures {
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
}

export type StockLevel = 'in_stock' | 'few_left' | 'sold_out';

/**
 * A category's stock level: sold out when the stock says so or none is left
 * of managed stock; few left at or below the threshold; otherwise in stock.
 * Stock that is not managed never runs out.
 */
export function stockLevel(stock: StockFigures): StockLevel {
  if (!stock.is_in_stock) return 'sold_out';
  if (!stock.manage_stock) return 'in_stock';
  if (stock.qty <= 0) return 'sold_out';
  return isFewLeft(stock.qty) ? 'few_left' : 'in_stock';
}

/** Whether this many tickets left counts as 'few left' (none left is sold out, not few). */
export function isFewLeft(left: number): boolean {
  return left > 0 && left <= FEW_LEFT_THRESHOLD;
}

/** Tickets that can still be bought of managed stock (whole tickets, never negative); null when stock is not managed. */
export function ticketsLeft(stock: Pick<StockFigures, 'qty' | 'manage_stock'>): number | null {
  return stock.manage_stock ? Math.max(0, Math.floor(stock.qty)) : null;
}

/**
 * The most tickets a row may take of a category: the per-row maximum, cut to
 * what is left of managed stock; none when it is sold out. Without stock
 * figures the per-row maximum applies.
 */
export function maxTicketsForRow(stock: StockFigures | undefined): number {
  if (!stock) return MAX_TICKETS_PER_ROW;
  if (stockLevel(stock) === 'sold_out') return 0;
  return Math.min(MAX_TICKETS_PER_ROW, ticketsLeft(stock) ?? MAX_TICKETS_PER_ROW);
}
