import type { Kysely } from 'kysely';

/**
 * Tickets: one row per admission, written with the order that sells it. Its id is random (it is
 * what the signed QR code names), and check-in stamps it once: a second scan finds the stamp.
 * The event is the configurable parent of the ticket category (the sold product itself for a
 * product without one); row and seat stay empty until the catalogue assigns seats.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ticket')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('row_label', 'text')
    .addColumn('seat_label', 'text')
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('checked_in_at', 'text')
    .execute();
  await db.schema.createIndex('ticket_order').on('ticket').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticket').ifExists().execute();
}
