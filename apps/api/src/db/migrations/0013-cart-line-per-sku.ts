import { sql, type Kysely } from 'kysely';

/**
 * A cart has at most one line per ticket category, so the per-line maximum is also the cart's
 * maximum of that category. Lines that two racing first adds created before this rule are merged
 * into the oldest one first; the cart's hold counts tickets per product, so it stays as it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update cart_item
    set qty = (select sum(other.qty) from cart_item other where other.cart_id = cart_item.cart_id and other.sku = cart_item.sku)
    where item_id in (select min(item_id) from cart_item group by cart_id, sku having count(*) > 1)
  `.execute(db);
  await sql`delete from cart_item where item_id not in (select min(item_id) from cart_item group by cart_id, sku)`.execute(db);
  await db.schema.createIndex('cart_item_cart_sku').on('cart_item').columns(['cart_id', 'sku']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cart_item_cart_sku').execute();
}
