import type { z } from 'zod';
import { ErrorCodes, type CartItem, type cartPackageItemSchema } from '@encore/contracts';
import { CART_MESSAGES, checkPrice, isPackageType, packageItems, productStatusError } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Sellable } from '../catalog/sellables.ts';
import { cartTransaction } from '../../db/durable-transaction.ts';
import { HoldRefused, type HoldClient, type HoldService } from '../hold/hold.service.ts';
import * as repo from './cart.repo.ts';
import { eventKey, insertNewLine, overMaxSaleQty, soldOut } from './cart-lines.ts';

type PackageInput = z.output<typeof cartPackageItemSchema>;

export interface AddPackageDeps {
  db: Db;
  catalog: CatalogService;
  holds: HoldService;
  now: () => string;
}

/**
 * Puts a package's tickets in the cart (docs/decisions/0024-ticket-packages.md): every ticket category
 * becomes or grows its own line and is held like any other, all in one transaction, so a package whose
 * tickets are not all to be had leaves the cart exactly as it was.
 */
export async function addPackage(d: AddPackageDeps, cart: repo.CartRecord, input: PackageInput, toCartItem: (line: repo.CartLineRecord, s: Sellable) => CartItem, client?: HoldClient): Promise<Result<CartItem[]>> {
  if (input.quoteId !== cart.id) return fail(ErrorCodes.validation, 'cartItem.quoteId: does not match cartId', 'cartItem.quoteId');
  const index = await d.catalog.storeIndex(cart.storeCode);
  const pkg = index?.bySku.get(input.sku);
  if (!index || !pkg || !isPackageType(pkg.type_id)) return fail(ErrorCodes.unknownSku, `Unknown package: ${input.sku}`, 'cartItem.sku');
  if (pkg.status !== 1) return fail(ErrorCodes.unknownSku, productStatusError(pkg.status), 'cartItem.sku');
  const picks = (input.product_option?.extension_attributes?.bundle_options ?? []).map((o) => ({ option_id: Number(o.option_id), option_selections: o.option_selections ?? [] }));
  const expanded = packageItems(pkg, input.qty, picks);
  if (!expanded.ok) return fail(ErrorCodes.validation, expanded.message, `cartItem.product_option.${expanded.field}`);

  const sellables: Array<{ sellable: Sellable; qty: number }> = [];
  for (const item of expanded.items) {
    const sellable = index.sellable.get(item.sku);
    if (!sellable) return fail(ErrorCodes.outOfStock, CART_MESSAGES.outOfStock);
    const priceProblem = checkPrice(sellable.unitPriceInclTax);
    if (priceProblem) return { ok: false, error: priceProblem };
    sellables.push({ sellable, qty: item.qty });
  }
  // Independent reads, in parallel: on PostgreSQL each is a round trip.
  const inventories = await Promise.all(sellables.map((s) => repo.inventoryOf(d.db, s.sellable.productId)));
  const wanted: Array<{ sellable: Sellable; qty: number; inv: repo.InventoryFacts }> = [];
  for (const [i, s] of sellables.entries()) {
    const inv = inventories[i];
    if (!inv || soldOut(inv)) return fail(ErrorCodes.outOfStock, CART_MESSAGES.outOfStock);
    wanted.push({ ...s, inv });
  }
  // A fixed order of inventory rows keeps two packages added at once from deadlocking.
  wanted.sort((a, b) => a.sellable.productId - b.sellable.productId);

  try {
    const managed = wanted.filter((w) => w.inv.manageStock);
    const written = await cartTransaction(d.db, managed.length > 0, async (tx) => {
      if (client && managed.length > 0) await d.holds.admitClient(tx, cart.id, client, managed.map((w) => eventKey(w.sellable)));
      const lines = await repo.listLines(tx, cart.id);
      const out: Array<{ line: repo.CartLineRecord; sellable: Sellable }> = [];
      for (const { sellable, qty, inv } of wanted) {
        const now = d.now();
        const existing = lines.find((l) => l.sku === sellable.sku);
        let line: repo.CartLineRecord;
        if (existing) {
          const total = await repo.writeLineQty(tx, cart.id, existing.itemId, { add: qty }, now);
          if (total === undefined) throw new HoldRefused({ errorCode: ErrorCodes.validation, message: `cartItem.sku: line of ${sellable.sku} is gone`, field: 'cartItem.sku' });
          line = { ...existing, qty: total };
        } else {
          line = await insertNewLine(tx, cart.id, sellable, { qty }, now);
        }
        const tooMany = overMaxSaleQty(line.qty, inv);
        if (tooMany) throw new HoldRefused(tooMany);
        if (inv.manageStock) await d.holds.holdLines(tx, cart.id, sellable.productId, { client });
        out.push({ line, sellable });
      }
      return out;
    });
    return ok(written.map((w) => toCartItem(w.line, w.sellable)));
  } catch (err) {
    if (err instanceof HoldRefused) return { ok: false, error: err.failure };
    throw err;
  }
}
