import type { Kysely } from 'kysely';

/**
 * A payment token pays once. Its id is recorded when it is used, in the database so that every API
 * process and a restart see it; the row can go once the token has expired anyway.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_token_use')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_token_use_expires_at').on('payment_token_use').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_token_use').ifExists().execute();
}
