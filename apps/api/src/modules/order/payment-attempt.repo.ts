import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { durableTransaction } from '../../db/durable-transaction.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Kysely<Database> | Transaction<Database>;

/**
 * Where a checkout attempt's payment stands. authorizing: the provider is being asked; unknown:
 * the provider's answer was lost (the sweep finds out); requires_action: the shopper acts at the
 * provider; authorized: money is held, the order is being written; ordered: the order exists;
 * refused: the provider said no; voided: an authorisation given back (no order could be placed).
 */
export type AttemptStatus = 'authorizing' | 'unknown' | 'requires_action' | 'authorized' | 'ordered' | 'refused' | 'voided';

export interface PaymentAttempt {
  clientOrderId: string;
  cartId: string;
  provider: string;
  method: string;
  amount: number;
  currency: string;
  status: AttemptStatus;
  providerReference: string | null;
  action: 'three_d_secure' | 'redirect' | null;
  actionUrl: string | null;
  errorCode: string | null;
  message: string | null;
  planJson: string;
  orderId: number | null;
  updatedAt: string;
}

type Row = Database['payment_attempt'];

function toAttempt(r: Row): PaymentAttempt {
  return {
    clientOrderId: r.client_order_id,
    cartId: r.cart_id,
    provider: r.provider,
    method: r.method,
    amount: r.amount,
    currency: r.currency,
    status: r.status as AttemptStatus,
    providerReference: r.provider_reference,
    action: r.action as PaymentAttempt['action'],
    actionUrl: r.action_url,
    errorCode: r.error_code,
    message: r.message,
    planJson: r.plan_json,
    orderId: r.order_id,
    updatedAt: r.updated_at,
  };
}

/**
 * Writes the attempt, status 'authorizing', before the provider is called; answers false when the
 * order id has an attempt already (a repeated or racing submit), which then must not authorise.
 * The primary key on the order id is what keeps concurrent submits to one authorisation.
 */
export async function claimAttempt(db: Db, a: Pick<PaymentAttempt, 'clientOrderId' | 'cartId' | 'provider' | 'method' | 'amount' | 'currency' | 'planJson'>, now: string): Promise<boolean> {
  return durableTransaction(db, async (tx) => {
    const row = await tx
      .insertInto('payment_attempt')
      .values({ client_order_id: a.clientOrderId, cart_id: a.cartId, provider: a.provider, method: a.method, amount: a.amount, currency: a.currency, status: 'authorizing', plan_json: a.planJson, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('client_order_id').doNothing())
      .returning('client_order_id')
      .executeTakeFirst();
    return row !== undefined;
  });
}

export async function findAttempt(db: Tx, clientOrderId: string): Promise<PaymentAttempt | undefined> {
  const r = await db.selectFrom('payment_attempt').selectAll().where('client_order_id', '=', clientOrderId).executeTakeFirst();
  return r && toAttempt(r);
}

export async function findAttemptByReference(db: Tx, reference: string): Promise<PaymentAttempt | undefined> {
  const r = await db.selectFrom('payment_attempt').selectAll().where('provider_reference', '=', reference).executeTakeFirst();
  return r && toAttempt(r);
}

export interface AttemptPatch {
  status: AttemptStatus;
  providerReference?: string | null;
  action?: PaymentAttempt['action'];
  actionUrl?: string | null;
  errorCode?: string | null;
  message?: string | null;
  orderId?: number | null;
}

/**
 * Moves an attempt on, only from one of the `from` statuses: of two answers racing (the shopper's
 * return and the sweep, two webhooks) exactly one moves it. Answers whether this one did.
 */
export async function moveAttempt(db: Tx, clientOrderId: string, from: readonly AttemptStatus[], patch: AttemptPatch, now: string): Promise<boolean> {
  const res = await db
    .updateTable('payment_attempt')
    .set({
      status: patch.status,
      updated_at: now,
      ...(patch.providerReference !== undefined ? { provider_reference: patch.providerReference } : {}),
      ...(patch.action !== undefined ? { action: patch.action } : {}),
      ...(patch.actionUrl !== undefined ? { action_url: patch.actionUrl } : {}),
      ...(patch.errorCode !== undefined ? { error_code: patch.errorCode } : {}),
      ...(patch.message !== undefined ? { message: patch.message } : {}),
      ...(patch.orderId !== undefined ? { order_id: patch.orderId } : {}),
    })
    .where('client_order_id', '=', clientOrderId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Attempts in one of `statuses` untouched since `before`, oldest first. */
export async function staleAttempts(db: Db, statuses: readonly AttemptStatus[], before: string, limit: number): Promise<PaymentAttempt[]> {
  const rows = await db.selectFrom('payment_attempt').selectAll().where('status', 'in', [...statuses]).where('updated_at', '<', before).orderBy('updated_at').limit(limit).execute();
  return rows.map(toAttempt);
}

/**
 * Keeps a cart's tickets held at least until `until` (a shopper acting at the payment provider
 * must not lose them meanwhile). Never shortens a hold; a cart holding nothing has no timer to move.
 */
export async function extendHoldsUntil(tx: Tx, cartId: string, until: string): Promise<void> {
  await tx.updateTable('hold_timer').set({ expires_at: until }).where('cart_id', '=', cartId).where('expires_at', '<', until).execute();
}
