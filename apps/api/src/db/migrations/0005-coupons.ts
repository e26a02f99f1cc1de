import { sql, type Kysely } from 'kysely';

/**
 * Coupons (ADR 0017 covers the scarce-counter pattern they share with holds):
 * times_used and the per-customer counter are taken by conditional updates in
 * the order's transaction. A migration creates no coupon: the demo coupons come
 * from the demo seed only (this migration once inserted them; 0010 takes them out).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupon')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('amounts_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('min_subtotal_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('usage_per_customer', 'integer')
    .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('coupon_kind', sql`kind in ('percent', 'fixed')`)
    .addCheckConstraint('coupon_within_limit', sql`usage_limit is null or times_used <= usage_limit`)
    .execute();

  await db.schema
    .createTable('coupon_customer_use')
    .addColumn('coupon_code', 'text', (c) => c.notNull().references('coupon.code').onDelete('cascade'))
    /** 'user:<id>' or 'email:<address>': guests are counted by e-mail. */
    .addColumn('customer_key', 'text', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_customer_use_pk', ['coupon_code', 'customer_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coupon_customer_use').ifExists().execute();
  await db.schema.dropTable('coupon').ifExists().execute();
}
