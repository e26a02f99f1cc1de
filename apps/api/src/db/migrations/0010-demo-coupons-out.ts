import type { Kysely } from 'kysely';

/** The demo seed's coupon codes, which migration 0005 once inserted into every database. */
const DEMO_CODES = ['ENCORE10', 'WELCOME100', 'ONCE', 'EXPIRED'];

/**
 * Demo coupons belong to the demo seed, never to a shop that did not ask for them. A demo code
 * nobody ever used is deleted; one that orders used stays for their history but is switched off,
 * so no order can take it again (the demo seed creates the codes afresh when it seeds).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('coupon')
    .where('code', 'in', DEMO_CODES)
    .where('times_used', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('coupon_customer_use').select('coupon_code').whereRef('coupon_customer_use.coupon_code', '=', 'coupon.code'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('sales_order').select('id').whereRef('sales_order.coupon_code', '=', 'coupon.code'))))
    .execute();
  await db.updateTable('coupon').set({ is_active: 0 }).where('code', 'in', DEMO_CODES).execute();
}

/** Nothing to undo: the demo seed, not a migration, creates demo coupons. */
export async function down(): Promise<void> {}
