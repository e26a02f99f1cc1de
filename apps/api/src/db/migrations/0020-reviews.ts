import type { Kysely } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * Reviews the shop's own review page collects: one per order (the unique order id makes a second
 * one fail however many arrive at once), with the buyer's rating, words and chosen nickname.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await autoIdColumn(db, db.schema.createTable('review'), 'id')
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('sales_order.id').onDelete('cascade'))
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review').ifExists().execute();
}
