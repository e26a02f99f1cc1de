import type { Transaction } from 'kysely';
import { checkLineQty, tierUnitPrice } from '@encore/domain';
import type { ProductOption } from '@encore/contracts';
import type { Database } from '../../db/schema.ts';
import type { Sellable } from '../catalog/sellables.ts';
import * as repo from './cart.repo.ts';

/** Cheap refusal before a transaction: nothing of a managed ticket category is left (the hold re-checks atomically). */
export function soldOut(inv: repo.InventoryFacts): boolean {
  return inv.manageStock && inv.qty - inv.sold <= 0;
}

/** A line may not hold more tickets than the product's max sale quantity. */
export function overMaxSaleQty(qty: number, inv: repo.InventoryFacts) {
  return checkLineQty(qty, { available: Number.MAX_SAFE_INTEGER, manageStock: false, maxSaleQty: inv.maxSaleQty });
}

/** The event a ticket category belongs to, as the per-client hold cap groups holds. */
export function eventKey(sellable: Pick<Sellable, 'sku' | 'parentSku'>): string {
  return sellable.parentSku ?? sellable.sku;
}

/**
 * A new cart line of a sellable ticket category, inside the caller's transaction. When a concurrent
 * request created the line first, the tickets are added to it and the answer carries the line's total.
 */
export async function insertNewLine(tx: Transaction<Database>, cartId: string, sellable: Sellable, input: { qty: number; product_option?: ProductOption | undefined }, now: string): Promise<repo.CartLineRecord> {
  const line = { productId: sellable.productId, sku: sellable.sku, parentSku: sellable.parentSku, qty: input.qty, productOption: input.product_option ?? null };
  return { ...line, ...(await repo.insertLine(tx, cartId, line, now)) };
}

/**
 * What one ticket of a line costs the cart's customer group (decision 0025): the lowest tier price of the
 * group whose quantity the line reaches, if below the regular price. Cards, cart and order agree on it.
 */
export function lineUnitPrice(cart: Pick<repo.CartRecord, 'groupId'>, line: Pick<repo.CartLineRecord, 'qty'>, sellable: Pick<Sellable, 'unitPriceInclTax' | 'tiers'>): number {
  return tierUnitPrice(sellable.unitPriceInclTax ?? 0, sellable.tiers, cart.groupId, line.qty);
}
