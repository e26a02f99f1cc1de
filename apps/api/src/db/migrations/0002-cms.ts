import type { Kysely } from 'kysely';

/**
 * CMS pages, CMS blocks and configuration entries. One row per identifier and
 * store (store_id 0 = every store, a store's own row wins), so translated
 * content is plain rows rather than JSON inside a row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cms_page')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_heading', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cms_page_identifier_store', ['identifier', 'store_id'])
    .execute();

  await db.schema
    .createTable('cms_block')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cms_block_identifier_store', ['identifier', 'store_id'])
    .execute();

  await db.schema
    .createTable('config_entry')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON text: a banner list, a number, a string. */
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('config_entry_path_store', ['path', 'store_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('config_entry').execute();
  await db.schema.dropTable('cms_block').execute();
  await db.schema.dropTable('cms_page').execute();
}
