import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { durableTransaction } from '../../db/durable-transaction.ts';
import type { Database } from '../../db/schema.ts';
import * as holdRepo from '../hold/hold.repo.ts';
import { takeCouponUse } from '../coupon/coupon.repo.ts';
import { newOrderNumber } from './order-number.ts';
import { issueTickets } from '../ticket/ticket.repo.ts';
import { enqueueJob } from '../../platform/jobs/job-store.ts';

/** The job that e-mails the confirmation with the tickets once an order is complete. */
export const CONFIRMATION_JOB = 'order-confirmation';
/** The job that captures an order's payment; written with the order, deleted once the capture is recorded. */
export const CAPTURE_JOB = 'payment-capture';
/** The capture is tried right after the commit; the job is the retry should that fail or the process stop. */
const CAPTURE_RETRY_AFTER_MS = 60_000;
const captureJobId = (orderId: number) => `${CAPTURE_JOB}:${orderId}`;

type Tx = Transaction<Database>;

export class OutOfStockError extends Error {
  constructor(readonly sku: string) {
    super(`not enough stock for ${sku}`);
  }
}

export class CartAlreadyOrderedError extends Error {}
/** The checkout attempt was settled otherwise meanwhile (voided by the sweep): no order for it. */
export class AttemptSettledError extends Error {}

export class CouponUsedUpError extends Error {
  constructor(readonly code: string) {
    super(`coupon ${code} used up`);
  }
}

export interface StoredOrder {
  id: number;
  incrementId: string;
  clientOrderId: string | null;
  cartId: string;
  userId: number | null;
  status: string;
  customerEmail: string;
  grandTotal: number;
  currency: string;
  createdAt: string;
}

export interface OrderPlan {
  clientOrderId: string | null;
  /** The checkout attempt (its order id) this order settles; it must still be 'authorized'. */
  attemptId?: string | null;
  cartId: string;
  userId: number | null;
  storeCode: string;
  currency: string;
  customer: { email: string; firstname: string; lastname: string };
  billingAddressJson: string;
  shippingAddressJson: string | null;
  shippingMethodCode: string | null;
  paymentMethodCode: string;
  totals: { subtotal: number; subtotalInclTax: number; tax: number; shipping: number; shippingInclTax: number; grandTotal: number; discount?: number };
  /** The coupon whose use is taken in the same transaction (its limits are scarce like stock). */
  coupon?: { code: string; customerKey: string; perCustomer: number | null } | null;
  lines: Array<{
    productId: number;
    sku: string;
    parentSku: string | null;
    name: string;
    qty: number;
    price: number;
    priceInclTax: number;
    taxAmount: number;
    taxPercent: number;
    rowTotalInclTax: number;
    eventDate: string | null;
    ticketCategoryLabel: string | null;
  }>;
  /** onDelivery: paid to the postman later, so there is nothing to capture and the buyer is told now. */
  payment: { provider: string; reference: string; method: string; amount: number; brand: string | null; last4: string | null; onDelivery?: boolean };
}

function toStored(r: { id: number; increment_id: string; client_order_id: string | null; cart_id: string; user_id: number | null; status: string; customer_email: string; grand_total: number; currency: string; created_at: string }): StoredOrder {
  return {
    id: r.id,
    incrementId: r.increment_id,
    clientOrderId: r.client_order_id,
    cartId: r.cart_id,
    userId: r.user_id,
    status: r.status,
    customerEmail: r.customer_email,
    grandTotal: r.grand_total,
    currency: r.currency,
    createdAt: r.created_at,
  };
}

const ORDER_COLUMNS = ['id', 'increment_id', 'client_order_id', 'cart_id', 'user_id', 'status', 'customer_email', 'grand_total', 'currency', 'created_at'] as const;

export async function findOrderByClientId(db: Db, clientOrderId: string): Promise<StoredOrder | undefined> {
  const r = await db.selectFrom('sales_order').select(ORDER_COLUMNS).where('client_order_id', '=', clientOrderId).executeTakeFirst();
  return r && toStored(r);
}

export async function findOrderByNumber(db: Db, incrementId: string): Promise<(StoredOrder & { items: Array<{ sku: string; name: string; qty: number; price_incl_tax: number; row_total_incl_tax: number; ticket_category_label: string | null; event_date: string | null }> }) | undefined> {
  const r = await db.selectFrom('sales_order').select(ORDER_COLUMNS).where('increment_id', '=', incrementId).executeTakeFirst();
  if (!r) return undefined;
  const items = await db
    .selectFrom('sales_order_item')
    .select(['sku', 'name', 'qty', 'price_incl_tax', 'row_total_incl_tax', 'ticket_category_label', 'event_date'])
    .where('order_id', '=', r.id)
    .orderBy('id')
    .execute();
  return { ...toStored(r), items };
}

type OrderLine = OrderPlan['lines'][number];

/**
 * Sells a line's tickets: the cart's own hold (running, expired but not reclaimed, or already
 * gone) becomes sold, with one conditional update that re-checks what is free without it, so an
 * order can never oversell. One statement (sold + held - own + n <= qty), never read-then-write.
 */
async function takeStock(tx: Tx, line: OrderLine, ownHeld: number, now: string): Promise<boolean> {
  const res = await tx
    .updateTable('inventory')
    .set((eb) => ({ sold: eb('sold', '+', line.qty), held: eb('held', '-', ownHeld), updated_at: now }))
    .where('product_id', '=', line.productId)
    .where((eb) => eb.or([eb('manage_stock', '=', 0), eb(eb(eb(eb('sold', '+', eb.ref('held')), '-', ownHeld), '+', line.qty), '<=', eb.ref('qty'))]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Takes a line's tickets for the order. When other carts' holds keep them, the holds whose time
 * ran out are reclaimed in the same transaction (as a new hold does) and the sale is tried once more.
 */
async function sellLine(tx: Tx, cartId: string, line: OrderLine, now: string): Promise<boolean> {
  const ownHeld = await holdRepo.takeOwnHold(tx, cartId, line.productId);
  if (await takeStock(tx, line, ownHeld, now)) return true;
  return (await holdRepo.reclaimExpired(tx, line.productId, now)) > 0 && takeStock(tx, line, ownHeld, now);
}

/** Inserts the order under a new random number, drawing again in the rare case the number is taken. */
async function insertOrderRow(tx: Tx, values: Omit<Database['sales_order'], 'id' | 'increment_id'>): Promise<{ id: number; incrementId: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const incrementId = newOrderNumber();
    const row = await tx
      .insertInto('sales_order')
      .values({ ...values, increment_id: incrementId })
      .onConflict((oc) => oc.column('increment_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { id: Number(row.id), incrementId };
  }
  throw new Error('no free order number after 5 draws');
}

/**
 * Takes the stock, writes order, items and payment and closes the cart in one
 * transaction that is on disk when it returns (the customer is told "paid" next).
 */
export async function insertOrder(db: Db, plan: OrderPlan, now: string): Promise<StoredOrder> {
  return durableTransaction(db, async (tx) => {
    for (const l of plan.lines) {
      if (!(await sellLine(tx, plan.cartId, l, now))) throw new OutOfStockError(l.sku);
    }
    // Holds on anything no longer in the order go back, and the hold clock stops.
    await holdRepo.releaseCart(tx, plan.cartId, now);
    await holdRepo.deleteHoldTimer(tx, plan.cartId);
    if (plan.coupon && !(await takeCouponUse(tx, plan.coupon.code, plan.coupon.customerKey, plan.coupon.perCustomer))) throw new CouponUsedUpError(plan.coupon.code);
    const closed = await tx.updateTable('cart').set({ status: 'ordered', updated_at: now }).where('id', '=', plan.cartId).where('status', '=', 'active').executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) throw new CartAlreadyOrderedError();

    const { id, incrementId } = await insertOrderRow(tx, {
      client_order_id: plan.clientOrderId,
      cart_id: plan.cartId,
      user_id: plan.userId,
      store_code: plan.storeCode,
      currency: plan.currency,
      status: 'pending',
      state: 'pending_payment',
      customer_email: plan.customer.email,
      customer_firstname: plan.customer.firstname,
      customer_lastname: plan.customer.lastname,
      billing_address_json: plan.billingAddressJson,
      shipping_address_json: plan.shippingAddressJson,
      shipping_method_code: plan.shippingMethodCode,
      payment_method_code: plan.paymentMethodCode,
      subtotal: plan.totals.subtotal,
      subtotal_incl_tax: plan.totals.subtotalInclTax,
      tax_amount: plan.totals.tax,
      discount_amount: plan.totals.discount ?? 0,
      shipping_amount: plan.totals.shipping,
      shipping_incl_tax: plan.totals.shippingInclTax,
      grand_total: plan.totals.grandTotal,
      coupon_code: plan.coupon?.code ?? null,
      created_at: now,
      updated_at: now,
    });

    await tx
      .insertInto('sales_order_item')
      .values(
        plan.lines.map((l) => ({
          order_id: id,
          product_id: l.productId,
          sku: l.sku,
          parent_sku: l.parentSku,
          name: l.name,
          qty: l.qty,
          price: l.price,
          price_incl_tax: l.priceInclTax,
          tax_amount: l.taxAmount,
          tax_percent: l.taxPercent,
          row_total_incl_tax: l.rowTotalInclTax,
          event_date: l.eventDate,
          ticket_category_label: l.ticketCategoryLabel,
        })),
      )
      .execute();
    await issueTickets(tx, id, `${plan.customer.firstname} ${plan.customer.lastname}`.trim(), now);
    // Only what a receipt shows about the card: brand and last four digits.
    await tx
      .insertInto('payment')
      .values({
        order_id: id,
        provider: plan.payment.provider,
        provider_reference: plan.payment.reference,
        method: plan.payment.method,
        status: plan.payment.onDelivery ? 'due_on_delivery' : 'authorized',
        amount: plan.payment.amount,
        currency: plan.currency,
        card_brand: plan.payment.brand,
        card_last4: plan.payment.last4,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (plan.attemptId) {
      const settled = await tx
        .updateTable('payment_attempt')
        .set({ status: 'ordered', order_id: id, updated_at: now })
        .where('client_order_id', '=', plan.attemptId)
        .where('status', '=', 'authorized')
        .executeTakeFirst();
      if (Number(settled.numUpdatedRows) !== 1) throw new AttemptSettledError();
    }
    // Outbox: the capture is due from the moment the order exists, whatever happens to this process.
    // An order paid on delivery has nothing to capture: its confirmation goes out now instead.
    if (plan.payment.onDelivery) await enqueueJob(tx, { id: `${CONFIRMATION_JOB}:${id}`, kind: CONFIRMATION_JOB, payload: { orderId: id }, runAt: new Date(now) }, new Date(now));
    else await enqueueJob(tx, { id: captureJobId(id), kind: CAPTURE_JOB, payload: { orderId: id }, runAt: new Date(Date.parse(now) + CAPTURE_RETRY_AFTER_MS) }, new Date(now));
    return { id, incrementId, clientOrderId: plan.clientOrderId, cartId: plan.cartId, userId: plan.userId, status: 'pending', customerEmail: plan.customer.email, grandTotal: plan.totals.grandTotal, currency: plan.currency, createdAt: now };
  });
}

/**
 * Captured payments complete the order, and its confirmation e-mail with the tickets is due: the
 * job is written in the same transaction, so a crash cannot complete an order without it (one job
 * per order, however often this runs).
 */
export async function markCaptured(db: Db, orderId: number, now: string): Promise<void> {
  await durableTransaction(db, async (tx) => {
    await tx.updateTable('payment').set({ status: 'captured', updated_at: now }).where('order_id', '=', orderId).execute();
    await tx.updateTable('sales_order').set({ status: 'complete', state: 'complete', updated_at: now }).where('id', '=', orderId).execute();
    await enqueueJob(tx, { id: `${CONFIRMATION_JOB}:${orderId}`, kind: CONFIRMATION_JOB, payload: { orderId }, runAt: new Date(now) }, new Date(now));
    await tx.deleteFrom('job').where('id', '=', captureJobId(orderId)).execute();
  });
}

export async function markCaptureFailed(db: Db, orderId: number, now: string): Promise<void> {
  await durableTransaction(db, async (tx) => {
    await tx.updateTable('payment').set({ status: 'capture_failed', updated_at: now }).where('order_id', '=', orderId).execute();
  });
}

/** What capturing an order's payment needs: the provider's reference, the amount and whether it is done. */
export async function paymentOfOrder(db: Db, orderId: number): Promise<{ reference: string; amount: number; status: string } | undefined> {
  const r = await db.selectFrom('payment').select(['provider_reference', 'amount', 'status']).where('order_id', '=', orderId).executeTakeFirst();
  return r && { reference: r.provider_reference, amount: r.amount, status: r.status };
}

export async function findOrderById(db: Db, id: number): Promise<StoredOrder | undefined> {
  const r = await db.selectFrom('sales_order').select(ORDER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return r && toStored(r);
}
