import type { Kysely } from 'kysely';

/**
 * The code calls a ticket hold a hold everywhere; the per-cart row with the
 * expiry its holds share becomes `hold_timer` (it was `reservation`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reservation_expires_at').execute();
  await db.schema.alterTable('reservation').renameTo('hold_timer').execute();
  await db.schema.createIndex('hold_timer_expires_at').on('hold_timer').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('hold_timer_expires_at').execute();
  await db.schema.alterTable('hold_timer').renameTo('reservation').execute();
  await db.schema.createIndex('reservation_expires_at').on('reservation').column('expires_at').execute();
}
