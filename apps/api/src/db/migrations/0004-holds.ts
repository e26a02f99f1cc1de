import { sql, type Kysely } from 'kysely';

/**
 * Ticket holds (ADR 0017): inventory.held counts every hold row, a reservation
 * row per cart carries the one expiry time its holds share.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inventory').addColumn('held', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('reservation')
    .addColumn('cart_id', 'text', (c) => c.primaryKey().references('cart.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('extensions_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reservation_expires_at').on('reservation').column('expires_at').execute();

  await db.schema
    .createTable('stock_hold')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_hold_pk', ['cart_id', 'product_id'])
    .addCheckConstraint('stock_hold_qty_positive', sql`qty > 0`)
    .execute();
  await db.schema.createIndex('stock_hold_product').on('stock_hold').column('product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_hold').ifExists().execute();
  await db.schema.dropTable('reservation').ifExists().execute();
  await db.schema.alterTable('inventory').dropColumn('held').execute();
}
