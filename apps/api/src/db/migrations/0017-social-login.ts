import type { Kysely } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * Sign-in through OpenID Connect providers. An identity is one provider's subject linked to one
 * customer; a subject is linked at most once per provider. A flow row holds what a started
 * sign-in or link must show again when the provider sends the customer back (state, nonce, PKCE
 * verifier): kept server-side so any API process can finish it, used once, short-lived.
 * `has_password` tells whether the customer ever chose a password: an account made from a
 * provider gets a random one nobody knows, and must keep another way to sign in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await autoIdColumn(db, db.schema.createTable('customer_identity'), 'id')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customer_identity_provider_subject', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('customer_identity_customer').on('customer_identity').column('customer_id').execute();

  await db.schema
    .createTable('oidc_flow')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_flow_expires').on('oidc_flow').column('expires_at').execute();

  await db.schema.alterTable('customer').addColumn('has_password', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer').dropColumn('has_password').execute();
  for (const table of ['oidc_flow', 'customer_identity']) await db.schema.dropTable(table).ifExists().execute();
}
