import { describe, expect, it } from 'vitest';
import { StockCache, stockListBatches, stockListResult, stockSyncOutcome } from './stock-sync.ts';

describe('stockSyncOutcome', () => {
  const opts = { itemInCart: true, allowOutOfStockInCart: false, cartSynchronize: true };
  it("in stock sets 'In stock!'", () => {
    expect(stockSyncOutcome({ resultCode: 200, result: { is_in_stock: true } }, opts)).toEqual({ kind: 'in-stock', info: 'In stock!' });
  });
  it("out of stock sets 'Out of the stock!' when out-of-stock in cart or cart sync is allowed", () => {
    const out = { resultCode: 200, result: { is_in_stock: false } };
    expect(stockSyncOutcome(out, opts)).toEqual({ kind: 'out-of-stock', error: 'Out of the stock!' });
    expect(stockSyncOutcome(out, { ...opts, cartSynchronize: false, allowOutOfStockInCart: true })).toEqual({ kind: 'out-of-stock', error: 'Out of the stock!' });
  });
  it('otherwise removes the item', () => {
    expect(stockSyncOutcome({ resultCode: 200, result: { is_in_stock: false } }, { ...opts, cartSynchronize: false })).toEqual({ kind: 'remove' });
  });
  it('ignores ENOTFOUND and items no longer in the cart', () => {
    expect(stockSyncOutcome({ resultCode: 500, result: { code: 'ENOTFOUND' } }, opts)).toEqual({ kind: 'ignore' });
    expect(stockSyncOutcome({ resultCode: 200, result: { is_in_stock: true } }, { ...opts, itemInCart: false })).toEqual({ kind: 'ignore' });
  });
});

describe('stock/list', () => {
  it('batches skus by 15', () => {
    const skus = Array.from({ length: 31 }, (_, i) => `s${i}`);
    expect(stockListBatches(skus).map((b) => b.length)).toEqual([15, 15, 1]);
    expect(stockListBatches([])).toEqual([]);
  });
  it('200 gives the list, anything else an empty one', () => {
    expect(stockListResult({ resultCode: 200, result: [{ sku: 'a' }] })).toEqual([{ sku: 'a' }]);
    expect(stockListResult({ resultCode: 500, result: [{ sku: 'a' }] })).toEqual([]);
  });
  it('caches stock by product id', () => {
    const cache = new StockCache();
    cache.put([{ product_id: 7, qty: 3, is_in_stock: true }]);
    cache.put([{ product_id: 7, qty: 0, is_in_stock: false }]);
    expect(cache.get(7)).toEqual({ product_id: 7, qty: 0, is_in_stock: false });
    expect(cache.size).toBe(1);
  });
});
