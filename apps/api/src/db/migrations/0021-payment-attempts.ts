import type { Kysely } from 'kysely';

/**
 * One row per checkout attempt, keyed by the client's order id and written before the payment
 * provider is called: the key makes submits of one attempt authorise at most once, and the row
 * keeps what the order needs (its plan) while the shopper acts at the provider (ADR 0043).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_attempt')
    .addColumn('client_order_id', 'text', (c) => c.primaryKey())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('action', 'text')
    .addColumn('action_url', 'text')
    .addColumn('error_code', 'text')
    .addColumn('message', 'text')
    .addColumn('plan_json', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_attempt_reference').on('payment_attempt').column('provider_reference').execute();
  await db.schema.createIndex('payment_attempt_status').on('payment_attempt').columns(['status', 'updated_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_attempt').ifExists().execute();
}
