import type { StockItem } from '@encore/contracts';
import { StockCache, stockListBatches, stockListResult, stockSyncOutcome, type StockAnswer } from '@encore/domain';
import { apiCall, deleteCartItem } from '#app/lib/api.server.ts';
import type { CartLine } from './types.ts';

/** How the stock sync treats sold-out lines: kept and flagged (stock.allowOutOfStockInCart), and whether the cart syncs with the server (cart.synchronize). */
export interface CartStockConfig {
  allowOutOfStockInCart: boolean;
  cartSynchronize: boolean;
}

export function cartStockConfig(env: Record<string, string | undefined> = process.env): CartStockConfig {
  return { allowOutOfStockInCart: env.CART_ALLOW_OUT_OF_STOCK === 'true', cartSynchronize: env.CART_SYNCHRONIZE !== 'false' };
}

/** One stock/list call: its HTTP status as the result code, or ENOTFOUND when the API cannot be reached. */
export type StockListFetch = (skus: string[]) => Promise<{ resultCode: number; result: unknown }>;

const fetchStockList: StockListFetch = async (skus) => {
  try {
    const r = await apiCall<StockItem[]>('/api/stock/list', { query: { skus: skus.join(',') } });
    return { resultCode: r.status, result: r.ok ? r.result : r.error };
  } catch {
    return { resultCode: 0, result: { code: 'ENOTFOUND' } };
  }
};

/**
 * Stock of many skus in batches of 15; each 200 answer fills the cache by
 * product id, anything else adds nothing. Answers the cache and whether every batch was reached.
 */
export async function loadStock(skus: string[], fetchList: StockListFetch = fetchStockList): Promise<{ cache: StockCache; productBySku: Map<string, number>; unreachable: boolean }> {
  const answers = await Promise.all(stockListBatches([...new Set(skus)]).map((batch) => fetchList(batch)));
  const cache = new StockCache();
  const productBySku = new Map<string, number>();
  for (const a of answers) {
    const items = stockListResult<StockItem>(a);
    cache.put(items);
    for (const s of items) productBySku.set(s.sku, s.product_id);
  }
  const unreachable = answers.some((a) => (a.result as { code?: unknown } | null)?.code === 'ENOTFOUND');
  return { cache, productBySku, unreachable };
}

/**
 * Stock sync of the cart lines: 'In stock!' or
 * 'Out of the stock!' per line, or the line removed when neither out-of-stock
 * items nor cart sync are allowed. A sku the stock service did not answer for
 * counts as ENOTFOUND and leaves its line as it was.
 */
export async function syncLineStock(
  cartId: string,
  lines: CartLine[],
  config: CartStockConfig = cartStockConfig(),
  fetchList: StockListFetch = fetchStockList,
  remove: (cartId: string, itemId: number, sku: string) => Promise<unknown> = deleteCartItem,
): Promise<CartLine[]> {
  if (lines.length === 0) return lines;
  const { cache, productBySku } = await loadStock(
    lines.map((l) => l.sku),
    fetchList,
  );
  const kept: CartLine[] = [];
  for (const line of lines) {
    const productId = productBySku.get(line.sku) ?? line.productId;
    const cached = cache.get(productId);
    const answer: StockAnswer = cached ? { resultCode: 200, result: cached } : { resultCode: 0, result: { code: 'ENOTFOUND' } };
    const outcome = stockSyncOutcome(answer, { itemInCart: true, ...config });
    if (outcome.kind === 'remove') {
      await remove(cartId, line.itemId, line.sku);
      continue;
    }
    kept.push(
      outcome.kind === 'in-stock' ? { ...line, stockInfo: outcome.info } : outcome.kind === 'out-of-stock' ? { ...line, stockError: outcome.error } : line,
    );
  }
  return kept;
}
