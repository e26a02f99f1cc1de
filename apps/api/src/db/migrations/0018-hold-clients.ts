import type { Kysely } from 'kysely';

/**
 * Who holds a cart's tickets, so that one client cannot hold more than its share of an event
 * across many carts: a keyed hash of the client address (never the address itself) and the
 * customer when one was signed in. The cart remembers when its hold was first taken, so that a
 * renewal after expiry still counts towards the longest time a hold may last.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hold_client')
    .addColumn('cart_id', 'text', (c) => c.primaryKey().references('cart.id').onDelete('cascade'))
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hold_client_address').on('hold_client').column('address_key').execute();
  await db.schema.createIndex('hold_client_customer').on('hold_client').column('customer_id').execute();
  await db.schema.alterTable('cart').addColumn('hold_started_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cart').dropColumn('hold_started_at').execute();
  await db.schema.dropTable('hold_client').ifExists().execute();
}
