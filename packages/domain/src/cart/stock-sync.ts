import { STOCK_LIST_BATCH } from '@encore/contracts';

const STOCK_MESSAGES = { inStock: 'In stock!', outOfStock: 'Out of the stock!' } as const;

export interface StockAnswer {
  resultCode: number;
  result: { is_in_stock?: boolean; qty?: number; product_id?: number; code?: string } | null;
}

export type StockSyncOutcome =
  | { kind: 'ignore' }
  | { kind: 'in-stock'; info: string }
  | { kind: 'out-of-stock'; error: string }
  | { kind: 'remove' };

/**
 * What a finished stock check does to the matching cart item. ENOTFOUND
 * (stock service unreachable) is ignored; an out-of-stock item is flagged
 * when out-of-stock items may stay or the cart syncs, otherwise removed.
 */
export function stockSyncOutcome(answer: StockAnswer, opts: { itemInCart: boolean; allowOutOfStockInCart: boolean; cartSynchronize: boolean }): StockSyncOutcome {
  if (!opts.itemInCart || answer.result?.code === 'ENOTFOUND') return { kind: 'ignore' };
  if (answer.result?.is_in_stock) return { kind: 'in-stock', info: STOCK_MESSAGES.inStock };
  if (opts.allowOutOfStockInCart || opts.cartSynchronize) return { kind: 'out-of-stock', error: STOCK_MESSAGES.outOfStock };
  return { kind: 'remove' };
}

/** Splits skus into stock/list requests of at most 15. */
export function stockListBatches(skus: string[], size = STOCK_LIST_BATCH): string[][] {
  const batches: string[][] = [];
  for (let i = 0; i < skus.length; i += size) batches.push(skus.slice(i, i + size));
  return batches;
}

/** A stock/list answer: the list on 200, anything else an empty one. */
export function stockListResult<T>(answer: { resultCode: number; result: unknown }): T[] {
  return answer.resultCode === 200 && Array.isArray(answer.result) ? (answer.result as T[]) : [];
}

export interface CachedStock {
  is_in_stock: boolean;
  qty: number;
  product_id: number;
}

/** Stock answers kept by product id, so category pages and the cart read the same figures. */
export class StockCache {
  private readonly byProduct = new Map<number, CachedStock>();
  put(items: Array<{ is_in_stock: boolean; qty: number; product_id: number }>): void {
    for (const s of items) this.byProduct.set(s.product_id, { is_in_stock: s.is_in_stock, qty: s.qty, product_id: s.product_id });
  }
  get(productId: number): CachedStock | undefined {
    return this.byProduct.get(productId);
  }
  get size(): number {
    return this.byProduct.size;
  }
}
