import type { Transaction } from 'kysely';
import type { CouponTerms } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Db | Transaction<Database>;

function parseAmounts(text: string): Record<string, number> {
  try {
    return JSON.parse(text) as Record<string, number>;
  } catch {
    return {};
  }
}

export async function findCoupon(db: Tx, code: string): Promise<CouponTerms | undefined> {
  const r = await db.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirst();
  if (!r) return undefined;
  return {
    code: r.code,
    kind: r.kind === 'fixed' ? 'fixed' : 'percent',
    percent: r.percent,
    amounts: parseAmounts(r.amounts_json),
    minSubtotal: parseAmounts(r.min_subtotal_json),
    validFrom: r.valid_from,
    validTo: r.valid_to,
    usageLimit: r.usage_limit,
    usagePerCustomer: r.usage_per_customer,
    timesUsed: r.times_used,
    active: r.is_active === 1,
  };
}

export async function customerUses(db: Tx, code: string, customerKey: string): Promise<number> {
  const r = await db.selectFrom('coupon_customer_use').select('uses').where('coupon_code', '=', code).where('customer_key', '=', customerKey).executeTakeFirst();
  return r?.uses ?? 0;
}

export async function setCartCoupon(db: Tx, cartId: string, code: string | null, now: string): Promise<void> {
  await db.updateTable('cart').set({ coupon_code: code, updated_at: now }).where('id', '=', cartId).execute();
}

/**
 * Takes one use of a coupon inside the order's transaction: overall and per
 * customer, each a conditional update that refuses to pass its limit, so racing
 * orders cannot exceed either. Answers false when a limit is reached.
 */
export async function takeCouponUse(tx: Tx, code: string, customerKey: string, perCustomer: number | null): Promise<boolean> {
  const overall = await tx
    .updateTable('coupon')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('code', '=', code)
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  if (Number(overall.numUpdatedRows) !== 1) return false;
  if (perCustomer === null) return true;
  if (perCustomer <= 0) return false;
  const own = await tx
    .insertInto('coupon_customer_use')
    .values({ coupon_code: code, customer_key: customerKey, uses: 1 })
    .onConflict((oc) =>
      oc
        .columns(['coupon_code', 'customer_key'])
        .doUpdateSet((eb) => ({ uses: eb('coupon_customer_use.uses', '+', 1) }))
        .where('coupon_customer_use.uses', '<', perCustomer),
    )
    .returning('uses')
    .executeTakeFirst();
  return own !== undefined;
}

/**
 * Counts one refused code for each of the visitor's keys (its cart, its address) within the
 * window, a key whose window has passed starting again at one, and answers the highest count.
 * One upsert per key, so concurrent attempts on any API process all count. Rows of past windows go.
 */
export async function countCouponFailure(db: Db, keys: readonly string[], now: Date, windowSeconds: number): Promise<number> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  let highest = 0;
  for (const key of keys) {
    const row = await db
      .insertInto('coupon_failure')
      .values({ client_key: key, window_started_at: nowIso, failures: 1 })
      .onConflict((oc) =>
        oc.column('client_key').doUpdateSet((eb) => {
          const windowOver = eb('coupon_failure.window_started_at', '<=', windowStart);
          return {
            failures: eb.case().when(windowOver).then(1).else(eb('coupon_failure.failures', '+', 1)).end(),
            window_started_at: eb.case().when(windowOver).then(nowIso).else(eb.ref('coupon_failure.window_started_at')).end(),
          };
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    highest = Math.max(highest, Number(row.failures));
  }
  await db.deleteFrom('coupon_failure').where('window_started_at', '<=', windowStart).execute();
  return highest;
}
