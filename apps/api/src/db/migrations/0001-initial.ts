import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { autoIdColumn } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('url_path', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_artist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entity_type', 'text', (c) => c.notNull().defaultTo('category'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('tour_information', 'text')
    .addColumn('spotify_embed_url', 'text')
    .addColumn('youtube_embed_url', 'text')
    .addColumn('popular_event_block_identifier', 'text')
    .addColumn('frontend_position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('i18n_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('category_url_path').on('category').column('url_path').execute();
  await db.schema.createIndex('category_parent').on('category').column('parent_id').execute();

  await db.schema
    .createTable('venue')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull().unique())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_id', 'text', (c) => c.notNull().defaultTo('SE'))
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('product.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visibility', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('tax_class_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event_date', 'text')
    .addColumn('venue_id', 'integer', (c) => c.references('venue.id'))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('activity', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ticket_type', 'text', (c) => c.notNull().defaultTo('e-ticket'))
    .addColumn('ticket_category', 'integer')
    .addColumn('best_selling_event', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avoid_single_ticket', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cart_heading', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cart_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attributes_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('i18n_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_parent').on('product').column('parent_id').execute();

  await db.schema
    .createTable('product_category')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_category_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema.createIndex('product_category_category').on('product_category').column('category_id').execute();

  await db.schema
    .createTable('product_price')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('special_price', 'integer')
    .addColumn('special_from_date', 'text')
    .addColumn('special_to_date', 'text')
    .addPrimaryKeyConstraint('product_price_pk', ['product_id', 'currency'])
    .execute();

  await db.schema
    .createTable('tier_price')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('customer_group_id', 'integer', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tier_price_pk', ['product_id', 'currency', 'customer_group_id', 'qty'])
    .execute();

  await db.schema
    .createTable('inventory')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('product.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('manage_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_sale_qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_sale_qty', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('inventory_sold_within_qty', sql`sold >= 0 and sold <= qty`)
    .execute();

  await db.schema
    .createTable('attribute')
    .addColumn('attribute_id', 'integer', (c) => c.primaryKey())
    .addColumn('attribute_code', 'text', (c) => c.notNull().unique())
    .addColumn('default_frontend_label', 'text', (c) => c.notNull())
    .addColumn('frontend_input', 'text', (c) => c.notNull())
    .addColumn('is_visible_on_front', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_comparable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_filterable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('i18n_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await db.schema
    .createTable('tax_rule')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('product_tax_class_ids_json', 'text', (c) => c.notNull())
    .addColumn('customer_tax_class_ids_json', 'text', (c) => c.notNull())
    .addColumn('rates_json', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cart')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('coupon_code', 'text')
    .addColumn('shipping_method_code', 'text')
    .addColumn('shipping_carrier_code', 'text')
    .addColumn('payment_method_code', 'text')
    .addColumn('shipping_address_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_user').on('cart').column('user_id').execute();

  await autoIdColumn(db, db.schema.createTable('cart_item'), 'item_id')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('parent_sku', 'text')
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('product_option_json', 'text')
    .addColumn('checksum', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('cart_item_qty_positive', sql`qty > 0`)
    .execute();
  await db.schema.createIndex('cart_item_cart').on('cart_item').column('cart_id').execute();

  await autoIdColumn(db, db.schema.createTable('sales_order'), 'id')
    .addColumn('increment_id', 'text', (c) => c.notNull().unique())
    .addColumn('client_order_id', 'text', (c) => c.unique())
    .addColumn('cart_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer')
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_firstname', 'text', (c) => c.notNull())
    .addColumn('customer_lastname', 'text', (c) => c.notNull())
    .addColumn('billing_address_json', 'text', (c) => c.notNull())
    .addColumn('shipping_address_json', 'text')
    .addColumn('shipping_method_code', 'text')
    .addColumn('payment_method_code', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('subtotal_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('tax_amount', 'integer', (c) => c.notNull())
    .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_incl_tax', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grand_total', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sales_order_user').on('sales_order').column('user_id').execute();

  await autoIdColumn(db, db.schema.createTable('sales_order_item'), 'id')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('parent_sku', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('price_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('tax_amount', 'integer', (c) => c.notNull())
    .addColumn('tax_percent', 'real', (c) => c.notNull())
    .addColumn('row_total_incl_tax', 'integer', (c) => c.notNull())
    .addColumn('event_date', 'text')
    .addColumn('ticket_category_label', 'text')
    .execute();
  await db.schema.createIndex('sales_order_item_order').on('sales_order_item').column('order_id').execute();

  await autoIdColumn(db, db.schema.createTable('payment'), 'id')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('sales_order.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('catalog_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['catalog_meta', 'payment', 'sales_order_item', 'sales_order', 'cart_item', 'cart', 'tax_rule', 'attribute', 'inventory', 'tier_price', 'product_price', 'product_category', 'product', 'venue', 'category']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
