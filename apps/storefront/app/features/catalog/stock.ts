import type { Availability } from './types.ts';

export const MAX_TICKETS_PER_ADD = 10;
export const FEW_LEFT_THRESHOLD = 5;

/** Stock display state of one ticket category. */
export function availabilityOf(stock: { qty: number; is_in_stock: boolean; manage_stock: boolean } | undefined): Availability {
  if (!stock) return 'in_stock';
  if (!stock.is_in_stock) return 'sold_out';
  if (!stock.manage_stock) return 'in_stock';
  if (stock.qty <= 0) return 'sold_out';
  return stock.qty <= FEW_LEFT_THRESHOLD ? 'few_left' : 'in_stock';
}

/** Largest quantity the picker offers: min(10, available), 0 when sold out. */
export function maxQuantity(stock: { qty: number; is_in_stock: boolean; manage_stock: boolean } | undefined): number {
  const a = availabilityOf(stock);
  if (a === 'sold_out') return 0;
  if (!stock || !stock.manage_stock) return MAX_TICKETS_PER_ADD;
  return Math.max(0, Math.min(MAX_TICKETS_PER_ADD, Math.floor(stock.qty)));
}
