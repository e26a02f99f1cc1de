import { ErrorCodes, storeViewByCode, type CartMergeReport } from '@encore/contracts';
import { planGuestMerge, type ProductLimit } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { UserClaims } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { HoldRefused, type HoldService } from '../hold/hold.service.ts';
import * as repo from './cart.repo.ts';

/** A hold refused during a merge: the product and what the cart could have held of it. */
class MergeShortfall extends Error {
  constructor(
    readonly productId: number,
    readonly available: number,
  ) {
    super('merge shortfall');
  }
}

const MAX_ATTEMPTS = 5;

/**
 * Login merge: the guest cart's lines move into the customer's cart in one transaction. The guest's holds are given back first,
 * then the customer's cart holds the merged quantities; a category that cannot
 * cover them is cut to what is left and reported, so nothing is oversold.
 */
export class CartMerger {
  constructor(
    private readonly db: Db,
    private readonly holds: HoldService,
    private readonly clock: Clock,
  ) {}

  /** The customer's open cart in a store view, so that `cart/create` with a user token answers the same cart on every device. */
  async customerCartId(user: UserClaims, storeCode: string | undefined): Promise<string | undefined> {
    const store = storeViewByCode(storeCode ?? 'default');
    if (!store) return undefined;
    return repo.findOpenCustomerCartId(this.db, user.sub, store.storeCode);
  }

  async merge(user: UserClaims, customer: repo.CartRecord, guestCartId: string): Promise<Result<CartMergeReport>> {
    if (customer.userId !== user.sub) return fail(ErrorCodes.unauthorized, 'Only the customer’s own cart can take a guest cart');
    const nothing: CartMergeReport = { cartId: customer.id, merged: [], shortages: [], alreadyMerged: false };
    if (guestCartId === customer.id) return ok(nothing);
    const guest = await repo.findCart(this.db, guestCartId);
    if (!guest) return fail(ErrorCodes.unknownCart, `Cart not found: ${guestCartId}`, 'guestCartId');
    if (guest.userId !== null) return fail(ErrorCodes.unauthorized, 'Only a guest cart can be merged into a customer cart', 'guestCartId');
    if (guest.storeCode !== customer.storeCode) return fail(ErrorCodes.validation, 'guestCartId: the carts belong to different store views', 'guestCartId');
    // Login runs again on later page views: the second call must not add the quantities twice.
    if (guest.status === 'merged') return ok({ ...nothing, alreadyMerged: true });
    if (guest.status !== 'active') return fail(ErrorCodes.cartClosed, 'This cart has already been ordered; create a new cart', 'guestCartId');
    if (guest.holdExpiresAt) await this.holds.expireIfDue(guest.id, guest.holdExpiresAt);
    if (customer.holdExpiresAt) await this.holds.expireIfDue(customer.id, customer.holdExpiresAt);

    const short = new Map<number, number>();
    for (let attempt = 1; ; attempt++) {
      try {
        return ok(await this.mergeOnce(customer.id, guest.id, short));
      } catch (err) {
        // Rolled back; try again knowing how much of that category is left. Others may race, hence a few attempts.
        if (!(err instanceof MergeShortfall) || attempt >= MAX_ATTEMPTS) throw err;
        short.set(err.productId, err.available);
      }
    }
  }

  private async mergeOnce(customerId: string, guestId: string, short: Map<number, number>): Promise<CartMergeReport> {
    const now = this.clock.now().toISOString();
    return this.db.transaction().execute(async (tx) => {
      // Claiming the guest cart first makes two concurrent merges of it exclusive.
      if (!(await repo.markCartMerged(tx, guestId, now))) return { cartId: customerId, merged: [], shortages: [], alreadyMerged: true };

      const guestLines = await repo.listLines(tx, guestId);
      const ownLines = await repo.listLines(tx, customerId);
      const limits = new Map<number, ProductLimit>();
      const manageStock = new Map<number, boolean>();
      for (const productId of new Set(guestLines.map((l) => l.productId))) {
        const inv = await repo.inventoryOf(tx, productId);
        manageStock.set(productId, inv?.manageStock ?? false);
        limits.set(productId, { maxSaleQty: inv?.maxSaleQty ?? 0, ...(short.has(productId) ? { available: short.get(productId) } : {}) });
      }
      const plan = planGuestMerge(guestLines, ownLines, limits);

      // The guest's tickets go back to the counters before the customer's cart asks for them.
      await this.holds.releaseAll(tx, guestId);
      await repo.deleteCartLines(tx, guestId);

      const merged: CartMergeReport['merged'] = [];
      for (const u of plan.updates) {
        if (u.qty > 0) await repo.writeLineQty(tx, customerId, u.line.itemId, { set: u.qty }, now);
        else await repo.deleteLine(tx, customerId, u.line.itemId);
        merged.push({ sku: u.line.sku, qty: u.qty });
      }
      for (const i of plan.inserts) {
        await repo.insertLine(tx, customerId, { productId: i.line.productId, sku: i.line.sku, parentSku: i.line.parentSku, qty: i.qty, productOption: i.line.productOption }, now);
        merged.push({ sku: i.line.sku, qty: i.qty });
      }
      // Ascending product ids, like every multi-row hold path, so merges and orders cannot deadlock.
      for (const productId of plan.productIds) {
        if (!manageStock.get(productId)) continue;
        try {
          await this.holds.hold(tx, customerId, productId, await repo.productQtyInCart(tx, customerId, productId));
        } catch (err) {
          if (err instanceof HoldRefused) throw new MergeShortfall(productId, err.failure.available ?? 0);
          throw err;
        }
      }
      await repo.touchCart(tx, customerId, now);
      return { cartId: customerId, merged, shortages: plan.shortages, alreadyMerged: false };
    });
  }
}
