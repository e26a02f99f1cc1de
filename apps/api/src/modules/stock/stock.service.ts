import { ErrorCodes, type StockItem } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { stockBySkus } from './stock.repo.ts';

export async function checkStock(db: Db, sku: string): Promise<Result<StockItem>> {
  const [item] = await stockBySkus(db, [sku]);
  return item ? ok(item) : fail(ErrorCodes.notFound, `Unknown sku: ${sku}`, 'sku');
}

/** In the order asked for; unknown skus are left out, so one bad sku never fails the list. */
export async function listStock(db: Db, skus: readonly string[]): Promise<StockItem[]> {
  const bySku = new Map((await stockBySkus(db, skus)).map((s) => [s.sku, s]));
  return skus.flatMap((s) => {
    const item = bySku.get(s);
    return item ? [item] : [];
  });
}
