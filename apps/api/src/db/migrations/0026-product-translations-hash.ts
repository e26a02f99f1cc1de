import type { Kysely } from 'kysely';

/**
 * A 32-bit hash of each product's translations column, written by the import beside the column
 * (db/translations-hash.ts). A catalogue rebuild needs only that hash of a ticket category's
 * translations, and reading the text of 50,000 of them to hash it took about 60 ms at 10,000 events.
 * Rows written before, or by anything but the import, have none: the rebuild hashes their text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product').addColumn('i18n_hash', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('product').dropColumn('i18n_hash').execute();
}
