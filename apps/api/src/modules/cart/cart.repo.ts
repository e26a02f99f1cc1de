import type { Address, ProductOption } from '@encore/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Db | Transaction<Database>;

export interface CartRecord {
  id: string;
  userId: number | null;
  /** Customer group whose tier prices apply (0: guests). */
  groupId: number;
  storeCode: string;
  currency: string;
  status: 'active' | 'ordered' | string;
  shippingMethodCode: string | null;
  shippingCarrierCode: string | null;
  paymentMethodCode: string | null;
  shippingAddress: Address | null;
  couponCode: string | null;
  /** Expiry of the cart's ticket hold, read with the cart (null when it holds nothing). */
  holdExpiresAt: string | null;
}

export interface CartLineRecord {
  itemId: number;
  productId: number;
  sku: string;
  parentSku: string | null;
  qty: number;
  productOption: ProductOption | null;
}

export interface InventoryFacts {
  qty: number;
  sold: number;
  manageStock: boolean;
  maxSaleQty: number;
}

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/*
 * insertCart and insertLine run on every first hold of an on-sale rush, as do the hold statements in
 * hold.repo.ts: they are SQL texts rather than query-builder chains, which on SQLite cost about as much
 * to build and compile as to run (ADR 0062). Both engines take the same text.
 */

/** A new cart; `holdStartedAt` when its first hold is taken in the same transaction (see HoldRequest.startedWithCart). */
export async function insertCart(db: Db, cart: { id: string; userId: number | null; groupId: number; storeCode: string; currency: string }, now: string, holdStartedAt: string | null = null): Promise<void> {
  await sql`insert into cart (id, user_id, customer_group_id, store_code, currency, status, created_at, updated_at, hold_started_at)
    values (${cart.id}, ${cart.userId}, ${cart.groupId}, ${cart.storeCode}, ${cart.currency}, 'active', ${now}, ${now}, ${holdStartedAt})`.execute(db);
}

export async function findCart(db: Db, id: string): Promise<CartRecord | undefined> {
  // Every cart request reads its cart first: SQL text, as the hold statements (see above).
  const { rows } = await sql<
    Pick<Database['cart'], 'id' | 'user_id' | 'store_code' | 'currency' | 'status' | 'shipping_method_code' | 'shipping_carrier_code' | 'payment_method_code' | 'shipping_address_json' | 'coupon_code'> & {
      customer_group_id: number;
      hold_expires_at: string | null;
    }
  >`select c.id, c.user_id, c.customer_group_id, c.store_code, c.currency, c.status, c.shipping_method_code, c.shipping_carrier_code, c.payment_method_code,
      c.shipping_address_json, c.coupon_code, t.expires_at as hold_expires_at
    from cart c left join hold_timer t on t.cart_id = c.id where c.id = ${id}`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    userId: r.user_id,
    groupId: r.customer_group_id,
    storeCode: r.store_code,
    currency: r.currency,
    status: r.status,
    shippingMethodCode: r.shipping_method_code,
    shippingCarrierCode: r.shipping_carrier_code,
    paymentMethodCode: r.payment_method_code,
    shippingAddress: parse<Address>(r.shipping_address_json),
    couponCode: r.coupon_code,
    holdExpiresAt: r.hold_expires_at ?? null,
  };
}

/** The customer's most recently used open cart in a store view. */
export async function findOpenCustomerCartId(db: Db, userId: number, storeCode: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('cart')
    .select('id')
    .where('user_id', '=', userId)
    .where('store_code', '=', storeCode)
    .where('status', '=', 'active')
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** Marks an open cart merged; answers false when it was not open any more (another merge took it first). */
export async function markCartMerged(db: Tx, id: string, now: string): Promise<boolean> {
  const r = await db.updateTable('cart').set({ status: 'merged', updated_at: now }).where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Notes that a cart changed. */
export async function touchCart(db: Tx, id: string, now: string): Promise<void> {
  await db.updateTable('cart').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function updateCart(
  db: Db,
  id: string,
  patch: { shippingMethodCode?: string; shippingCarrierCode?: string; paymentMethodCode?: string; shippingAddress?: Address },
  now: string,
): Promise<void> {
  await db
    .updateTable('cart')
    .set({
      updated_at: now,
      ...(patch.shippingMethodCode !== undefined ? { shipping_method_code: patch.shippingMethodCode } : {}),
      ...(patch.shippingCarrierCode !== undefined ? { shipping_carrier_code: patch.shippingCarrierCode } : {}),
      ...(patch.paymentMethodCode !== undefined ? { payment_method_code: patch.paymentMethodCode } : {}),
      ...(patch.shippingAddress !== undefined ? { shipping_address_json: JSON.stringify(patch.shippingAddress) } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function listLines(db: Tx, cartId: string): Promise<CartLineRecord[]> {
  const { rows } = await sql<{ item_id: number; product_id: number; sku: string; parent_sku: string | null; qty: number; product_option_json: string | null }>`
    select item_id, product_id, sku, parent_sku, qty, product_option_json from cart_item where cart_id = ${cartId} order by item_id`.execute(db);
  return rows.map((r) => ({ itemId: r.item_id, productId: r.product_id, sku: r.sku, parentSku: r.parent_sku, qty: r.qty, productOption: parse<ProductOption>(r.product_option_json) }));
}

/**
 * Adds a line, or adds its tickets to the cart's line of the same sku: a cart has one line per sku,
 * so two first adds racing each other end in one line whose quantity the caller checks against the
 * per-line maximum before commit. Answers the line's id and its quantity after the write.
 */
export async function insertLine(
  db: Tx,
  cartId: string,
  line: { productId: number; sku: string; parentSku: string | null; qty: number; productOption: ProductOption | null },
  now: string,
): Promise<{ itemId: number; qty: number }> {
  const option = line.productOption ? JSON.stringify(line.productOption) : null;
  const { rows } = await sql<{ item_id: number | string; qty: number }>`insert into cart_item (cart_id, product_id, sku, parent_sku, qty, product_option_json, checksum, created_at, updated_at)
    values (${cartId}, ${line.productId}, ${line.sku}, ${line.parentSku}, ${line.qty}, ${option}, null, ${now}, ${now})
    on conflict (cart_id, sku) do update set qty = cart_item.qty + excluded.qty, updated_at = excluded.updated_at
    returning item_id, qty`.execute(db);
  const r = rows[0];
  if (!r) throw new Error('cart line insert answered no row');
  return { itemId: Number(r.item_id), qty: r.qty };
}

/** Answers the product of the deleted line, or undefined when it was already gone. */
export async function deleteLine(db: Tx, cartId: string, itemId: number): Promise<number | undefined> {
  const rows = await db.deleteFrom('cart_item').where('cart_id', '=', cartId).where('item_id', '=', itemId).returning('product_id').execute();
  return rows[0]?.product_id;
}

/** Removes every line of a cart. */
export async function deleteCartLines(db: Tx, cartId: string): Promise<void> {
  await db.deleteFrom('cart_item').where('cart_id', '=', cartId).execute();
}

/** Sets or adds to a line's quantity in one statement; answers the new quantity (undefined when the line is gone). */
export async function writeLineQty(db: Tx, cartId: string, itemId: number, change: { set: number } | { add: number }, now: string): Promise<number | undefined> {
  const r = await db
    .updateTable('cart_item')
    .set((eb) => ({ qty: 'set' in change ? change.set : eb('qty', '+', change.add), updated_at: now }))
    .where('cart_id', '=', cartId)
    .where('item_id', '=', itemId)
    .returning('qty')
    .executeTakeFirst();
  return r?.qty;
}

/** Tickets of one product across the cart's lines: what the cart's hold must cover. */
export async function productQtyInCart(db: Tx, cartId: string, productId: number): Promise<number> {
  const r = await db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.sum<number | string | null>('qty').as('qty'))
    .where('cart_id', '=', cartId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(r?.qty ?? 0);
}

/** Live inventory of one product (write paths never use the listing snapshot). */
export async function inventoryOf(db: Tx, productId: number): Promise<InventoryFacts | undefined> {
  const r = await db.selectFrom('inventory').select(['qty', 'sold', 'manage_stock', 'max_sale_qty']).where('product_id', '=', productId).executeTakeFirst();
  return r ? { qty: r.qty, sold: r.sold, manageStock: r.manage_stock === 1, maxSaleQty: r.max_sale_qty } : undefined;
}
