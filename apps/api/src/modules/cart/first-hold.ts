import type { ProductOption } from '@encore/contracts';
import { pgPoolOf, type Db } from '../../db/create-db.ts';
import type { Sellable } from '../catalog/sellables.ts';
import type { ClientCapArgs } from '../hold/hold.service.ts';
import type * as repo from './cart.repo.ts';

/** The new cart the first hold makes, as cart/create-with-item built it. */
export interface FirstHoldCart {
  id: string;
  userId: number | null;
  groupId: number;
  storeCode: string;
  currency: string;
}

export interface FirstHoldInput {
  cart: FirstHoldCart;
  sellable: Pick<Sellable, 'productId' | 'sku' | 'parentSku'>;
  qty: number;
  productOption: ProductOption | null;
  now: string;
  expiresAt: string;
  cap: ClientCapArgs | null;
}

/** Raised by encore_first_hold when the category's counter cannot take the tickets; the statement rolled back. */
const SHORT = 'ENC01';

/** The call, prepared by name on each pooled connection: parsed and planned once there, not on every hold. */
const FIRST_HOLD = {
  name: 'encore_first_hold',
  text: `select status, item_id from encore_first_hold($1::text, $2::integer, $3::integer, $4::text, $5::text, $6::integer, $7::text, $8::text, $9::integer, $10::text,
    $11::text, $12::text, $13::text, $14::integer, $15::text[], $16::integer)`,
};

/** Whether this database runs the first hold as one statement (PostgreSQL, migration 0024). */
export const firstHoldInOneStatement = (db: Db): boolean => pgPoolOf(db) !== undefined;

/**
 * PostgreSQL: a new cart, its line and their hold in one statement (encore_first_hold, migration 0024,
 * ADR 0062), one round trip instead of seven. Answers the written line, or undefined when the hold was
 * refused (too few tickets, the client's cap) with nothing written: the caller then runs the general
 * path, which reclaims expired holds and words the refusal as on SQLite.
 */
export async function firstHold(db: Db, input: FirstHoldInput): Promise<repo.CartLineRecord | undefined> {
  const pool = pgPoolOf(db);
  if (!pool) throw new Error('firstHold needs a PostgreSQL database made by createDb');
  const { cart, sellable, cap } = input;
  const values = [
    cart.id, cart.userId, cart.groupId, cart.storeCode, cart.currency,
    sellable.productId, sellable.sku, sellable.parentSku, input.qty, input.productOption ? JSON.stringify(input.productOption) : null,
    input.now, input.expiresAt,
    cap?.client.addressKey ?? null, cap?.client.customerId ?? null, cap ? cap.lockKeys : null, cap?.cap ?? null,
  ];
  let row: { status: string; item_id: string | number | null } | undefined;
  try {
    row = (await pool.query<{ status: string; item_id: string | number | null }>({ ...FIRST_HOLD, values })).rows[0];
  } catch (err) {
    if ((err as { code?: unknown }).code === SHORT) return undefined;
    throw err;
  }
  if (row?.status !== 'held' || row.item_id === null) return undefined;
  return { itemId: Number(row.item_id), productId: sellable.productId, sku: sellable.sku, parentSku: sellable.parentSku, qty: input.qty, productOption: input.productOption };
}
