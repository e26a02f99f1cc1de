import { ErrorCodes, type HoldAgainItem } from '@encore/contracts';
import { CART_MESSAGES, checkPrice, nextLineQty } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Sellable } from '../catalog/sellables.ts';
import { cartTransaction } from '../../db/durable-transaction.ts';
import { HoldRefused, type HoldClient, type HoldService } from '../hold/hold.service.ts';
import * as repo from './cart.repo.ts';
import { eventKey, insertNewLine, overMaxSaleQty, soldOut } from './cart-lines.ts';

export interface HoldAgainDeps {
  db: Db;
  catalog: CatalogService;
  holds: HoldService;
  now: () => string;
}

interface Wanted {
  sellable: Sellable;
  qty: number;
  inv: repo.InventoryFacts;
}

/**
 * Puts the lines of a cart whose hold ran out back in the cart and holds them again: each sku becomes
 * or grows its own line, exactly as a single add would, and all of them are written and held in one
 * transaction. A line that cannot be had (unknown, sold out, over its limit, too few tickets left)
 * refuses the whole request with the single add's answer, and the cart stays exactly as it was.
 * A renewal never makes the hold last longer in total than a hold may, counted from its first hold.
 */
export async function holdAgain(d: HoldAgainDeps, cart: repo.CartRecord, items: readonly HoldAgainItem[], client?: HoldClient): Promise<Result<true>> {
  const index = await d.catalog.storeIndex(cart.storeCode);
  const found: Array<{ sellable: Sellable; qty: number }> = [];
  for (const [i, item] of items.entries()) {
    const sellable = index?.sellable.get(item.sku);
    if (!sellable) return fail(ErrorCodes.unknownSku, `Unknown product: ${item.sku}`, `items.${i}.sku`);
    const priceProblem = checkPrice(sellable.unitPriceInclTax);
    if (priceProblem) return { ok: false, error: priceProblem };
    found.push({ sellable, qty: item.qty });
  }
  // Independent reads, in parallel: on PostgreSQL each is a round trip.
  const [lines, ...inventories] = await Promise.all([repo.listLines(d.db, cart.id), ...found.map((f) => repo.inventoryOf(d.db, f.sellable.productId))]);
  const wanted: Wanted[] = [];
  for (const [i, f] of found.entries()) {
    const inv = inventories[i];
    // Cheap refusals before the transaction; the hold itself re-checks atomically.
    if (!inv || soldOut(inv)) return fail(ErrorCodes.outOfStock, CART_MESSAGES.outOfStock);
    const maxProblem = overMaxSaleQty(nextLineQty(lines.find((l) => l.sku === f.sellable.sku)?.qty, f.qty, false), inv);
    if (maxProblem) return { ok: false, error: maxProblem };
    wanted.push({ ...f, inv });
  }
  // A fixed order of inventory rows keeps two requests on the same categories from deadlocking.
  wanted.sort((a, b) => a.sellable.productId - b.sellable.productId);

  try {
    const managed = wanted.filter((w) => w.inv.manageStock);
    await cartTransaction(d.db, managed.length > 0, async (tx) => {
      if (client && managed.length > 0) await d.holds.admitClient(tx, cart.id, client, managed.map((w) => eventKey(w.sellable)));
      const current = await repo.listLines(tx, cart.id);
      for (const { sellable, qty, inv } of wanted) {
        const now = d.now();
        const existing = current.find((l) => l.sku === sellable.sku);
        let total: number;
        if (existing) {
          const written = await repo.writeLineQty(tx, cart.id, existing.itemId, { add: qty }, now);
          if (written === undefined) throw new HoldRefused({ errorCode: ErrorCodes.validation, message: `cartItem.sku: line of ${sellable.sku} is gone`, field: 'cartItem.sku' });
          total = written;
        } else {
          total = (await insertNewLine(tx, cart.id, sellable, { qty }, now)).qty;
        }
        const tooMany = overMaxSaleQty(total, inv);
        if (tooMany) throw new HoldRefused(tooMany);
        // A renewal: the hold's total limit counts from when the cart's first hold was taken.
        if (inv.manageStock) await d.holds.holdLines(tx, cart.id, sellable.productId, { client, renewal: true });
      }
    });
  } catch (err) {
    if (err instanceof HoldRefused) return { ok: false, error: err.failure };
    throw err;
  }
  return ok(true);
}
