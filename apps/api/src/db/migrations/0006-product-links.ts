import { sql, type Kysely } from 'kysely';

/**
 * Packages (grouped and bundle products, docs/decisions/0024-ticket-packages.md) link ticket categories of
 * other events. A grouped product's links all sit under option 0; a bundle's under its options, one of whose
 * selections the shopper picks. Links point at product ids so a deleted ticket category takes its links along.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bundle_option')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('i18n_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addPrimaryKeyConstraint('bundle_option_pk', ['product_id', 'option_id'])
    .execute();

  await db.schema
    .createTable('product_link')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    /** 0 for a grouped product's associated children, else the bundle option the selection belongs to. */
    .addColumn('option_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('linked_product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_link_pk', ['product_id', 'option_id', 'linked_product_id'])
    .addCheckConstraint('product_link_qty', sql`qty > 0`)
    .execute();
  await db.schema.createIndex('product_link_linked').on('product_link').column('linked_product_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_link').ifExists().execute();
  await db.schema.dropTable('bundle_option').ifExists().execute();
}
