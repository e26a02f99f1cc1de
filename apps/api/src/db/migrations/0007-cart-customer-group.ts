import type { Kysely } from 'kysely';

/**
 * The customer group a cart is priced for (decision 0025): set from the user token when the cart is
 * created for a customer, so the cart and the order charge the group's tier prices the listing showed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cart').addColumn('customer_group_id', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cart').dropColumn('customer_group_id').execute();
}
