import type { Db } from '../../db/create-db.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { releaseCart } from '../hold/hold.repo.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes abandoned guest carts with every row that belongs to them: a cart without a customer,
 * that never became an order, whose last change (the cart or any of its lines) is older than
 * `days`. Held tickets go back to stock first. Works in batches, each one transaction, so a large
 * backlog neither holds locks for long nor loses work done when it stops halfway. Answers how many went.
 */
export async function purgeAbandonedCarts(db: Db, clock: Clock, days: number, batch = 200): Promise<number> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  let purged = 0;
  for (;;) {
    const n = await db.transaction().execute(async (tx) => {
      let q = tx
        .selectFrom('cart')
        .select('id')
        .where('user_id', 'is', null)
        .where('updated_at', '<', cutoff)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('sales_order').select('sales_order.id').whereRef('sales_order.cart_id', '=', 'cart.id'))))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('cart_item').select('cart_item.item_id').whereRef('cart_item.cart_id', '=', 'cart.id').where('cart_item.updated_at', '>=', cutoff))))
        .orderBy('updated_at')
        .limit(batch);
      // Locked until commit: a request on one of these carts waits and then finds it gone.
      if (isPostgres(tx)) q = q.forUpdate().skipLocked();
      const ids = (await q.execute()).map((r) => r.id);
      if (ids.length === 0) return 0;
      for (const id of ids) await releaseCart(tx, id, nowIso);
      await tx.deleteFrom('hold_timer').where('cart_id', 'in', ids).execute();
      await tx.deleteFrom('hold_client').where('cart_id', 'in', ids).execute();
      await tx.deleteFrom('cart_item').where('cart_id', 'in', ids).execute();
      await tx.deleteFrom('coupon_failure').where('client_key', 'in', ids.map((id) => `cart:${id}`)).execute();
      await tx.deleteFrom('cart').where('id', 'in', ids).execute();
      return ids.length;
    });
    purged += n;
    if (n < batch) return purged;
  }
}
