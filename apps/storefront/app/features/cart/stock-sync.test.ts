import { describe, expect, it, vi } from 'vitest';

vi.mock('#app/lib/api.server.ts', () => ({ apiCall: vi.fn(), deleteCartItem: vi.fn() }));
const { cartStockConfig, loadStock, syncLineStock } = await import('./stock-sync.server.ts');
import type { CartLine } from './types.ts';

const line = (i: number, sku = `EV-${i}-A`): CartLine => ({
  itemId: i,
  productId: 1000 + i,
  sku,
  name: `Event ${i}`,
  ticketCategory: 'Parkett',
  qty: 1,
  unitPrice: 100,
  rowTotal: 100,
  path: null,
  thumbnailUrl: null,
  date: null,
});
const stock = (l: CartLine, inStock: boolean) => ({ item_id: l.productId, product_id: l.productId, sku: l.sku, stock_id: 1, qty: inStock ? 5 : 0, is_in_stock: inStock, manage_stock: true, min_sale_qty: 1, max_sale_qty: 10 });

/** A stock/list that answers from a table of skus and records each batch. */
function stockList(inStock: Record<string, boolean>, lines: CartLine[], status = 200) {
  const batches: string[][] = [];
  const fetchList = vi.fn(async (skus: string[]) => {
    batches.push(skus);
    return { resultCode: status, result: status === 200 ? lines.filter((l) => skus.includes(l.sku) && l.sku in inStock).map((l) => stock(l, inStock[l.sku]!)) : { message: 'boom' } };
  });
  return { fetchList, batches };
}

describe('cart line stock sync', () => {
  it('asks stock/list in batches of 15 skus and fills the cache by product id', async () => {
    const lines = Array.from({ length: 32 }, (_, i) => line(i));
    const { fetchList, batches } = stockList(Object.fromEntries(lines.map((l) => [l.sku, true])), lines);
    const { cache } = await loadStock(
      lines.map((l) => l.sku),
      fetchList,
    );
    expect(batches.map((b) => b.length)).toEqual([15, 15, 2]);
    expect(cache.size).toBe(32);
    expect(cache.get(1005)).toEqual({ is_in_stock: true, qty: 5, product_id: 1005 });
  });

  it("labels lines 'In stock!' and 'Out of the stock!' while the cart syncs", async () => {
    const lines = [line(1), line(2)];
    const { fetchList } = stockList({ [lines[0]!.sku]: true, [lines[1]!.sku]: false }, lines);
    const remove = vi.fn();
    const out = await syncLineStock('c1', lines, { allowOutOfStockInCart: false, cartSynchronize: true }, fetchList, remove);
    expect(out.map((l) => [l.stockInfo, l.stockError])).toEqual([
      ['In stock!', undefined],
      [undefined, 'Out of the stock!'],
    ]);
    expect(remove).not.toHaveBeenCalled();
  });

  it('removes an out-of-stock line when neither out-of-stock items nor cart sync are allowed', async () => {
    const lines = [line(1), line(2)];
    const { fetchList } = stockList({ [lines[0]!.sku]: true, [lines[1]!.sku]: false }, lines);
    const remove = vi.fn(async () => true);
    const out = await syncLineStock('c1', lines, { allowOutOfStockInCart: false, cartSynchronize: false }, fetchList, remove);
    expect(out.map((l) => l.sku)).toEqual([lines[0]!.sku]);
    expect(remove).toHaveBeenCalledWith('c1', 2, lines[1]!.sku);
  });

  it('keeps an out-of-stock line flagged when out-of-stock items are allowed', async () => {
    const lines = [line(3)];
    const { fetchList } = stockList({ [lines[0]!.sku]: false }, lines);
    const out = await syncLineStock('c1', lines, { allowOutOfStockInCart: true, cartSynchronize: false }, fetchList, vi.fn());
    expect(out[0]!.stockError).toBe('Out of the stock!');
  });

  it('ignores ENOTFOUND (stock service unreachable) and a non-200 answer: lines stay without a label', async () => {
    const lines = [line(1)];
    const unreachable = vi.fn(async () => ({ resultCode: 0, result: { code: 'ENOTFOUND' } }));
    const remove = vi.fn();
    const a = await syncLineStock('c1', lines, { allowOutOfStockInCart: false, cartSynchronize: false }, unreachable, remove);
    expect(a).toEqual(lines);
    const { fetchList } = stockList({}, lines, 500);
    const b = await syncLineStock('c1', lines, { allowOutOfStockInCart: false, cartSynchronize: false }, fetchList, remove);
    expect(b).toEqual(lines);
    expect(remove).not.toHaveBeenCalled();
  });

  it('reads its configuration from the environment, syncing the cart by default', () => {
    expect(cartStockConfig({})).toEqual({ allowOutOfStockInCart: false, cartSynchronize: true });
    expect(cartStockConfig({ CART_ALLOW_OUT_OF_STOCK: 'true', CART_SYNCHRONIZE: 'false' })).toEqual({ allowOutOfStockInCart: true, cartSynchronize: false });
  });
});
