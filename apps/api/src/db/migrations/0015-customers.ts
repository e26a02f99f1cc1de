import type { Kysely } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

/**
 * Customer accounts. An e-mail address names one account (kept lower-case, so the unique index is
 * case-blind); the password is stored only as an argon2id hash. Each sign-in starts a session whose
 * refresh token is rotated on every use: the session keeps the hash of its current token only, so a
 * token that was already used (or stolen and used first) no longer matches, and showing it ends the
 * session. A password-reset token is likewise kept as a hash, with its expiry and the moment it was used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await autoIdColumn(db, db.schema.createTable('customer'), 'id')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('store_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await autoIdColumn(db, db.schema.createTable('customer_address'), 'id')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('address_json', 'text', (c) => c.notNull())
    .addColumn('default_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_billing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_address_customer').on('customer_address').column('customer_id').execute();

  await db.schema
    .createTable('customer_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('customer_session_customer').on('customer_session').column('customer_id').execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_reset_customer').on('password_reset').column('customer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['password_reset', 'customer_session', 'customer_address', 'customer']) await db.schema.dropTable(table).ifExists().execute();
}
