import type { Kysely } from 'kysely';

/**
 * Cart lines are found by cart through the unique (cart_id, sku) index of migration 0013, whose first
 * column is the cart: the older index on cart_id alone answered nothing more, and every line written
 * (one per first hold in an on-sale rush) had to update it too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cart_item_cart').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('cart_item_cart').ifNotExists().on('cart_item').column('cart_id').execute();
}
