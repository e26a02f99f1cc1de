import { ErrorCodes, type StockItem } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import type { HoldService } from '../hold/hold.service.ts';
import { stockBySkus } from './stock.repo.ts';

type Holds = Pick<HoldService, 'activeHeld'>;

export async function checkStock(db: Db, holds: Holds, sku: string): Promise<Result<StockItem>> {
  const [item] = await stockBySkus(db, [sku], (ids) => holds.activeHeld(ids));
  return item ? ok(item) : fail(ErrorCodes.notFound, `Unknown sku: ${sku}`, 'sku');
}

/** In the order asked for; unknown skus are left out, so one bad sku never fails the list. */
export async function listStock(db: Db, holds: Holds, skus: readonly string[]): Promise<StockItem[]> {
  const bySku = new Map((await stockBySkus(db, skus, (ids) => holds.activeHeld(ids))).map((s) => [s.sku, s]));
  return skus.flatMap((s) => {
    const item = bySku.get(s);
    return item ? [item] : [];
  });
}
