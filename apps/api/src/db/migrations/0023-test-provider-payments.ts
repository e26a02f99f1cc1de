import type { Kysely } from 'kysely';

/**
 * The built-in test provider's own records (its payments and its answers by idempotency key), kept in
 * the database instead of one process's memory: a 3-D Secure challenge started on one API process
 * must be answerable on another, as it is with a real provider's servers (ADR 0053).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('test_provider_payment')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('action', 'text')
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('brand', 'text')
    .addColumn('last4', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('test_provider_answer')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('outcome_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_provider_answer').ifExists().execute();
  await db.schema.dropTable('test_provider_payment').ifExists().execute();
}
