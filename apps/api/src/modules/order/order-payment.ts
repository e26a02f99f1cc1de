import { CouponErrorCodes, ErrorCodes, PAYMENT_MESSAGES, PaymentErrorCodes, type OrderConfirmation, type PaymentActionRequired, type PaymentStatusAnswer } from '@encore/contracts';
import { COUPON_MESSAGES } from '@encore/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { durableTransaction } from '../../db/durable-transaction.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import type { AuthorizeOutcome, PaymentEvent, PaymentProvider } from '../payment/payment-provider.ts';
import * as attempts from './payment-attempt.repo.ts';
import * as repo from './order.repo.ts';

export const ORDER_MESSAGES = {
  unknownCart: 'Unknown cart',
  emptyCart: 'The cart is empty',
  notAvailable: 'Some ordered products are not available',
  cartOrdered: 'This cart has already been ordered',
  mismatch: 'products: the ordered products do not match the cart',
  orderIdTaken: 'order_id: this order id belongs to another cart',
  notFound: 'Order not found',
} as const;

/** The order without its payment: what an attempt keeps while the shopper acts at the provider. */
export type PlannedOrder = Omit<repo.OrderPlan, 'payment' | 'attemptId'>;

export type PlaceAnswer = OrderConfirmation | PaymentActionRequired;

/** The payment record of an order paid on delivery names no provider that holds money. */
export const ON_DELIVERY_PROVIDER = 'on_delivery';

/** A shopper acting at the provider keeps the cart's tickets at least this long. */
const ACTION_HOLD_MS = 10 * 60_000;
/**
 * A repeated submit waits this long for the first one's answer before saying the payment is in
 * progress (409 payment_pending): within the API's default 10 s request budget (REQUEST_TIMEOUT_MS).
 */
const WAIT_FOR_FIRST_MS = 8_000;

/** Every number in the confirmation is the public order number: the internal id is never shown. */
export function confirmation(o: repo.StoredOrder): OrderConfirmation {
  return { magentoOrderId: o.incrementId, orderNumber: o.incrementId, backendOrderId: o.incrementId, transferedAt: o.createdAt, grand_total: o.grandTotal, currency: o.currency };
}

const actionRequired = (a: attempts.PaymentAttempt): PaymentActionRequired => ({
  status: 'requires_action',
  order_id: a.clientOrderId,
  action: a.action ?? 'redirect',
  action_url: a.actionUrl ?? '',
  require_3ds: a.action === 'three_d_secure',
});

/**
 * The payment of a checkout attempt (ADR 0043): the attempt row, keyed by the client's order id, is
 * written before the provider is called, so one order id authorises at most once however often and
 * however concurrently it is submitted; the order is written once the money is authorised (now, or
 * later when the shopper has acted at the provider), and an authorisation that cannot become an
 * order is voided, never kept.
 */
export class OrderPayments {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  /** Authorises the planned order's payment under its order id and, once authorised, places it. */
  async pay(clientOrderId: string, plan: PlannedOrder, method: string, token: string | undefined, returnUrl: string): Promise<Result<PlaceAnswer>> {
    const amount = plan.totals.grandTotal;
    const claimed = await attempts.claimAttempt(this.db, { clientOrderId, cartId: plan.cartId, provider: this.provider.name, method, amount, currency: plan.currency, planJson: JSON.stringify(plan) }, this.now());
    if (!claimed) return this.answerFor(clientOrderId, plan.cartId);

    let auth: AuthorizeOutcome;
    try {
      auth = await this.provider.authorize({ amount, currency: plan.currency, method, paymentMethodToken: token, reference: plan.cartId, idempotencyKey: clientOrderId, returnUrl, payer: payerOf(plan) });
    } catch (err) {
      // The provider may or may not have authorised: the sweep asks it later and voids what it finds.
      this.log.error({ err, clientOrderId }, 'the payment provider did not answer');
      await attempts.moveAttempt(this.db, clientOrderId, ['authorizing'], { status: 'unknown' }, this.now());
      return fail(ErrorCodes.paymentFailed, PAYMENT_MESSAGES.generic);
    }
    if (auth.status === 'requires_action') {
      await durableTransaction(this.db, async (tx) => {
        await attempts.moveAttempt(tx, clientOrderId, ['authorizing'], { status: 'requires_action', providerReference: auth.reference, action: auth.action, actionUrl: auth.actionUrl }, this.now());
        await attempts.extendHoldsUntil(tx, plan.cartId, new Date(this.clock.now().getTime() + ACTION_HOLD_MS).toISOString());
      });
      return ok({ status: 'requires_action', order_id: clientOrderId, action: auth.action, action_url: auth.actionUrl, require_3ds: auth.action === 'three_d_secure' });
    }
    if (auth.status !== 'authorized') {
      await attempts.moveAttempt(this.db, clientOrderId, ['authorizing'], { status: 'refused', errorCode: auth.errorCode, message: auth.message }, this.now());
      return fail(auth.errorCode, auth.message);
    }
    await attempts.moveAttempt(this.db, clientOrderId, ['authorizing'], { status: 'authorized', providerReference: auth.reference }, this.now());
    return this.placeAuthorized(clientOrderId, plan, method, { reference: auth.reference, brand: auth.brand, last4: auth.last4 }, false);
  }

  /**
   * An order paid to the postman (cash on delivery): written at once, with nothing to authorise or
   * capture. It stays pending, and its tickets are not issued for download, until it is paid; the
   * buyer is told at once. A repeated submit of the same order id finds this order (place() asks first).
   */
  async payOnDelivery(clientOrderId: string, plan: PlannedOrder, method: string): Promise<Result<PlaceAnswer>> {
    const payment = { provider: ON_DELIVERY_PROVIDER, reference: `cod_${clientOrderId}`, method, amount: plan.totals.grandTotal, brand: null, last4: null, onDelivery: true };
    try {
      return ok(confirmation(await repo.insertOrder(this.db, { ...plan, attemptId: null, payment }, this.now())));
    } catch (err) {
      const refusal = refusalOf(err, false);
      if (!refusal) throw err;
      const winner = await repo.findOrderByClientId(this.db, clientOrderId);
      if (winner) return ok(confirmation(winner));
      return fail(refusal.errorCode, refusal.message, refusal.field);
    }
  }

  /**
   * The provider's later word on a payment that required action (its webhook). Only the first word
   * counts; an approval places the order, or voids the money when the tickets are gone meanwhile.
   */
  async complete(event: PaymentEvent): Promise<void> {
    const a = await attempts.findAttemptByReference(this.db, event.reference);
    if (!a) {
      this.log.warn({ reference: event.reference }, 'a payment event for no known checkout attempt');
      return;
    }
    if (event.outcome === 'failed') {
      await attempts.moveAttempt(this.db, a.clientOrderId, ['requires_action'], { status: 'refused', errorCode: event.errorCode, message: event.message }, this.now());
      return;
    }
    if (!(await attempts.moveAttempt(this.db, a.clientOrderId, ['requires_action'], { status: 'authorized' }, this.now()))) return;
    await this.placeAuthorized(a.clientOrderId, JSON.parse(a.planJson) as PlannedOrder, a.method, { reference: event.reference, brand: event.brand, last4: event.last4 }, true);
  }

  /**
   * Writes the order of an authorised payment and captures it; voids the authorisation when the
   * order cannot be written (tickets gone, cart ordered otherwise, coupon used up), recording why.
   */
  private async placeAuthorized(clientOrderId: string, plan: PlannedOrder, method: string, auth: { reference: string; brand: string | null; last4: string | null }, afterAction: boolean): Promise<Result<PlaceAnswer>> {
    const amount = plan.totals.grandTotal;
    let order: repo.StoredOrder;
    try {
      order = await repo.insertOrder(this.db, { ...plan, attemptId: clientOrderId, payment: { provider: this.provider.name, reference: auth.reference, method, amount, brand: auth.brand, last4: auth.last4 } }, this.now());
    } catch (err) {
      const refusal = refusalOf(err, afterAction);
      if (!refusal) {
        // Unexpected: the attempt stays 'authorized' and the sweep voids it unless a retry finds an order.
        this.log.error({ err, clientOrderId }, 'writing an authorised order failed');
        throw err;
      }
      const voided = await this.provider.void(auth.reference).catch((e: unknown) => {
        this.log.error({ err: e, clientOrderId }, 'voiding an authorisation failed');
        return { ok: false };
      });
      // A void that failed leaves the attempt 'authorized' for the sweep to try again.
      if (voided.ok) await attempts.moveAttempt(this.db, clientOrderId, ['authorized'], { status: 'voided', errorCode: refusal.errorCode, message: refusal.message }, this.now());
      // A racing submit of the same order id won: answer its order.
      const winner = await repo.findOrderByClientId(this.db, clientOrderId);
      if (winner) return ok(confirmation(winner));
      return fail(refusal.errorCode, refusal.message, refusal.field);
    }
    const captured = await this.provider.capture(auth.reference, amount).catch(() => ({ ok: false }));
    if (captured.ok) await repo.markCaptured(this.db, order.id, this.now());
    else {
      // The order stands on its authorisation; the capture job written with it tries again with backoff.
      this.log.error({ orderId: order.id }, 'capturing a payment failed');
      await repo.markCaptureFailed(this.db, order.id, this.now());
    }
    return ok(confirmation(order));
  }

  /**
   * The first answer of an attempt, for a repeated submit of its order id. While the first submit
   * is still with the provider, this waits for it (a double click gets the same answer, not an error).
   */
  async answerFor(clientOrderId: string, cartId: string): Promise<Result<PlaceAnswer>> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const a = await attempts.findAttempt(this.db, clientOrderId);
      if (!a) return fail(ErrorCodes.notFound, ORDER_MESSAGES.notFound, 'order_id');
      if (a.cartId !== cartId) return fail(ErrorCodes.validation, ORDER_MESSAGES.orderIdTaken, 'order_id');
      if (a.status === 'ordered' && a.orderId !== null) {
        const order = await repo.findOrderById(this.db, a.orderId);
        if (order) return ok(confirmation(order));
      }
      if (a.status === 'requires_action') return ok(actionRequired(a));
      if (a.status === 'refused' || a.status === 'voided') return fail(a.errorCode ?? ErrorCodes.paymentFailed, a.message ?? PAYMENT_MESSAGES.generic);
      if (a.status === 'unknown' || Date.now() > deadline) return fail(PaymentErrorCodes.pending, PAYMENT_MESSAGES.pending);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** What became of an attempt's payment, for the shopper back from the provider. */
  async status(clientOrderId: string, cartId: string): Promise<Result<PaymentStatusAnswer>> {
    const a = await attempts.findAttempt(this.db, clientOrderId);
    if (!a) {
      // Orders placed before attempts were recorded.
      const order = await repo.findOrderByClientId(this.db, clientOrderId);
      if (order && order.cartId === cartId) return ok({ status: 'paid', orderNumber: order.incrementId, message: null, errorCode: null, action_url: null });
      return fail(ErrorCodes.notFound, ORDER_MESSAGES.notFound, 'order_id');
    }
    if (a.cartId !== cartId) return fail(ErrorCodes.notFound, ORDER_MESSAGES.notFound, 'order_id');
    switch (a.status) {
      case 'ordered': {
        const order = a.orderId !== null ? await repo.findOrderById(this.db, a.orderId) : undefined;
        return ok({ status: 'paid', orderNumber: order?.incrementId ?? null, message: null, errorCode: null, action_url: null });
      }
      case 'requires_action':
        return ok({ status: 'requires_action', orderNumber: null, message: null, errorCode: null, action_url: a.actionUrl });
      case 'refused':
      case 'voided':
        return ok({ status: 'failed', orderNumber: null, message: a.message ?? PAYMENT_MESSAGES.generic, errorCode: a.errorCode ?? ErrorCodes.paymentFailed, action_url: null });
      default:
        return ok({ status: 'pending', orderNumber: null, message: PAYMENT_MESSAGES.pending, errorCode: null, action_url: null });
    }
  }
}

/** Who pays, for providers whose methods ask (Klarna wants the payer's e-mail and country). */
function payerOf(plan: PlannedOrder): { email: string; country: string | undefined } {
  const billing = JSON.parse(plan.billingAddressJson) as { country_id?: unknown };
  return { email: plan.customer.email, country: typeof billing.country_id === 'string' ? billing.country_id : undefined };
}

/** Why an authorised payment could not become an order, or undefined for an unexpected failure. */
function refusalOf(err: unknown, afterAction: boolean): { errorCode: string; message: string; field?: string } | undefined {
  if (err instanceof repo.OutOfStockError) return afterAction ? { errorCode: PaymentErrorCodes.voided, message: PAYMENT_MESSAGES.ticketsGone } : { errorCode: ErrorCodes.outOfStock, message: ORDER_MESSAGES.notAvailable };
  if (err instanceof repo.CouponUsedUpError) return { errorCode: CouponErrorCodes.usageLimit, message: COUPON_MESSAGES.usageLimit(err.code), field: 'coupon' };
  if (err instanceof repo.CartAlreadyOrderedError) return { errorCode: ErrorCodes.cartClosed, message: ORDER_MESSAGES.cartOrdered, field: 'cart_id' };
  if (err instanceof repo.AttemptSettledError) return { errorCode: ErrorCodes.paymentFailed, message: PAYMENT_MESSAGES.generic };
  return undefined;
}
