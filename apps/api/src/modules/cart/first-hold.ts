import { sql } from 'kysely';
import type { ProductOption } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Sellable } from '../catalog/product-mapper.ts';
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

/** Whether this database runs the first hold as one statement (migration 0024). */
export const firstHoldInOneStatement = (db: Db): boolean => isPostgres(db);

/**
 * PostgreSQL: a new cart, its line and their hold in one statement (encore_first_hold, migration 0024,
 * ADR 0062), one round trip instead of seven. Answers the written line, or undefined when the hold was
 * refused (too few tickets, the client's cap) with nothing written: the caller then runs the general
 * path, which reclaims expired holds and words the refusal as on SQLite.
 */
export async function firstHold(db: Db, input: FirstHoldInput): Promise<repo.CartLineRecord | undefined> {
  const { cart, sellable, cap } = input;
  const optionJson = input.productOption ? JSON.stringify(input.productOption) : null;
  const lockKeys = cap ? sql`${cap.lockKeys}::text[]` : sql`null::text[]`;
  let row: { status: string; item_id: string | number | null } | undefined;
  try {
    const r = await sql<{ status: string; item_id: string | number | null }>`select status, item_id from encore_first_hold(
      ${cart.id}, ${cart.userId}::integer, ${cart.groupId}::integer, ${cart.storeCode}, ${cart.currency},
      ${sellable.productId}::integer, ${sellable.sku}, ${sellable.parentSku}::text, ${input.qty}::integer, ${optionJson}::text,
      ${input.now}, ${input.expiresAt},
      ${cap?.client.addressKey ?? null}::text, ${cap?.client.customerId ?? null}::integer, ${lockKeys}, ${cap?.cap ?? null}::integer)`.execute(db);
    row = r.rows[0];
  } catch (err) {
    if ((err as { code?: unknown }).code === SHORT) return undefined;
    throw err;
  }
  if (row?.status !== 'held' || row.item_id === null) return undefined;
  return { itemId: Number(row.item_id), productId: sellable.productId, sku: sellable.sku, parentSku: sellable.parentSku, qty: input.qty, productOption: input.productOption };
}
