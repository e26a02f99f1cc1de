import type { Kysely } from 'kysely';

/**
 * Refused coupon codes per visitor (a cart, a client address) in the current window, so that every
 * API process counts the same attempts. Rows of windows long past are deleted as new ones come.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupon_failure')
    .addColumn('client_key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_failure_window').on('coupon_failure').column('window_started_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coupon_failure').ifExists().execute();
}
