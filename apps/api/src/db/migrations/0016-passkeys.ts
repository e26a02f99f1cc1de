import type { Kysely } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * Passkeys (WebAuthn). A passkey is a public key the customer's authenticator made for this shop;
 * its credential id names it for every customer at once, so it is unique across the table. The
 * signature counter is kept so a cloned authenticator that reports an old count is refused.
 * Challenges live in the database, not in one process's memory, so the options call and the answer
 * may reach different API processes; each is used up by the one answer that shows it, and expires.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await autoIdColumn(db, db.schema.createTable('passkey'), 'id')
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkey_customer').on('passkey').column('customer_id').execute();

  await db.schema
    .createTable('webauthn_challenge')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.references('customer.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webauthn_challenge_expires').on('webauthn_challenge').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['webauthn_challenge', 'passkey']) await db.schema.dropTable(table).ifExists().execute();
}
