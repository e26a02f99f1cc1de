import type { Kysely } from 'kysely';

/**
 * URL rewrites: an old or alternative request_path that points at a
 * target_path. redirect_type is 0 (no redirect), 301 or 302; is_disabled marks
 * a rewrite whose page is gone, which always redirects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('url_rewrite')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('store_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('redirect_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('request_path', 'text', (c) => c.notNull())
    .addColumn('target_path', 'text', (c) => c.notNull())
    .addColumn('is_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('url_rewrite_path_store', ['request_path', 'store_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('url_rewrite').execute();
}
