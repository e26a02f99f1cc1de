import type { z } from 'zod';
import { ErrorCodes, type OrderConfirmation, type PaymentStatusAnswer, type orderBodySchema } from '@encore/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Failure, type Result } from '../../platform/result.ts';
import * as carts from '../cart/cart.repo.ts';
import type { CartService } from '../cart/cart.service.ts';
import { paymentKindOf } from '../payment/payment-methods.ts';
import { DEFAULT_DELIVERY, findDeliveryMethod } from '../cart/shipping-methods.ts';
import type { PaymentProvider } from '../payment/payment-provider.ts';
import { ORDER_MESSAGES, OrderPayments, confirmation, type PlaceAnswer, type PlannedOrder } from './order-payment.ts';
import * as repo from './order.repo.ts';
import { findAttempt } from './payment-attempt.repo.ts';
import { randomRef } from '../../platform/ids.ts';
import { customerKey, type CouponService } from '../coupon/coupon.service.ts';

type OrderBody = z.output<typeof orderBodySchema>;

/** A retried submission gets its first answer again, but only for the cart it was placed for. */
function replay(earlier: repo.StoredOrder, cartId: string): Result<OrderConfirmation> {
  return earlier.cartId === cartId ? ok(confirmation(earlier)) : fail(ErrorCodes.validation, ORDER_MESSAGES.orderIdTaken, 'order_id');
}

/** Where the provider sends the shopper back after acting there: a path on the shop, never another site. */
function returnUrlOf(given: unknown, clientOrderId: string): string | Failure {
  if (given === undefined || given === null || given === '') return `/checkout/payment-return?order_id=${encodeURIComponent(clientOrderId)}`;
  if (typeof given !== 'string' || !/^\/(?![/\\])[^\s]*$/.test(given)) return { errorCode: ErrorCodes.validation, message: 'addressInformation.payment_method_additional.return_url: must be a path on this shop', field: 'addressInformation.payment_method_additional.return_url' };
  return given;
}

function sameProducts(products: NonNullable<OrderBody['products']>, lines: Array<{ sku: string; qty: number }>): boolean {
  const sum = (xs: Array<{ sku: string; qty: number }>) => {
    const m = new Map<string, number>();
    for (const x of xs) m.set(x.sku, (m.get(x.sku) ?? 0) + x.qty);
    return m;
  };
  const a = sum(products);
  const b = sum(lines);
  return a.size === b.size && [...a].every(([sku, qty]) => b.get(sku) === qty);
}

/**
 * Order placement (ADRs 0004, 0043): validate and price, then the payment of the attempt (its order
 * id) is authorised exactly once; an authorised payment becomes one transaction for stock, order,
 * items, payment and cart, captured after commit. Order status: 'pending' while authorised, then
 * 'complete' once captured (e-tickets are delivered right away).
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly cartService: CartService,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly coupons?: CouponService,
  ) {
    this.payments = new OrderPayments(db, provider, clock, log);
    provider.onEvent((event) => this.payments.complete(event));
  }

  readonly payments: OrderPayments;

  async place(caller: Exclude<Caller, { kind: 'rejected' }>, body: OrderBody): Promise<Result<PlaceAnswer>> {
    const cart = await carts.findCart(this.db, body.cart_id);
    if (!cart) return fail(ErrorCodes.unknownCart, ORDER_MESSAGES.unknownCart, 'cart_id');
    if (cart.userId !== null && (caller.kind !== 'user' || caller.claims.sub !== cart.userId)) return fail(ErrorCodes.unauthorized, 'This cart belongs to another customer');
    // The client's order id is the attempt's idempotency key; an old client that sends none gets one.
    const clientOrderId = body.order_id ?? randomRef('ord');
    if (body.order_id) {
      const earlier = await repo.findOrderByClientId(this.db, body.order_id);
      if (earlier) return replay(earlier, cart.id);
      if (await findAttempt(this.db, body.order_id)) return this.payments.answerFor(body.order_id, cart.id);
    }
    if (cart.status !== 'active') return fail(ErrorCodes.cartClosed, ORDER_MESSAGES.cartOrdered, 'cart_id');

    const info = body.addressInformation;
    const returnUrl = returnUrlOf(info.payment_method_additional?.return_url, clientOrderId);
    if (typeof returnUrl !== 'string') return { ok: false, error: returnUrl };
    // The order is charged for the delivery it records: a method the cart is not offered is refused,
    // and the price comes from the method itself, never from what the cart chose before.
    let delivery = findDeliveryMethod(cart.shippingMethodCode, cart.shippingCarrierCode) ?? DEFAULT_DELIVERY;
    if (info.shipping_method_code) {
      const code = info.shipping_method_code;
      const carrier = info.shipping_carrier_code;
      const offered = (await this.cartService.shippingMethods(cart)).find((m) => m.method_code === code && (!carrier || m.carrier_code === carrier));
      const chosen = offered && findDeliveryMethod(offered.method_code, offered.carrier_code);
      if (!chosen) return fail(ErrorCodes.validation, `addressInformation.shipping_method_code: the cart offers no shipping method ${carrier ? `${carrier}/` : ''}${code}`, 'addressInformation.shipping_method_code');
      delivery = chosen;
    }
    const method = info.payment_method_code;
    const kind = paymentKindOf(this.provider.methods, method, delivery.physical);
    if (!kind) return fail(ErrorCodes.validation, `addressInformation.payment_method_code: the cart offers no payment method ${method}`, 'addressInformation.payment_method_code');
    const token = info.payment_method_additional?.token;
    if (kind === 'card' && (typeof token !== 'string' || !token)) {
      return fail(ErrorCodes.validation, 'addressInformation.payment_method_additional.token: a card token is required', 'addressInformation.payment_method_additional.token');
    }

    const priced = await this.cartService.price({ ...cart, shippingMethodCode: delivery.method_code, shippingCarrierCode: delivery.carrier_code }, undefined, info.billingAddress.email);
    if (priced.lines.length === 0 && priced.unavailable.length === 0) return fail(ErrorCodes.emptyCart, ORDER_MESSAGES.emptyCart);
    if (priced.unavailable.length) return fail(ErrorCodes.unknownSku, `${ORDER_MESSAGES.notAvailable}: ${priced.unavailable.join(', ')}`);
    if (body.products && !sameProducts(body.products, priced.lines.map((l) => l.line))) return fail(ErrorCodes.validation, ORDER_MESSAGES.mismatch, 'products');

    // Cheap early refusal before touching the card; the transaction re-checks atomically.
    for (const { line } of priced.lines) {
      const inv = await carts.inventoryOf(this.db, line.productId);
      if (!inv || (inv.manageStock && line.qty > inv.qty - inv.sold)) return fail(ErrorCodes.outOfStock, ORDER_MESSAGES.notAvailable);
    }

    const totals = priced.totals;
    if (cart.couponCode && this.coupons && !totals.coupon_code) {
      const refusal = await this.coupons.refusal(cart, totals.subtotal_incl_tax, info.billingAddress.email);
      if (refusal) return fail(refusal.errorCode, refusal.message, 'coupon');
    }
    const byItem = new Map(totals.items.map((i) => [i.item_id, i]));
    const couponCode = totals.coupon_code ?? null;
    const coupon = couponCode && this.coupons
      ? { code: couponCode, customerKey: customerKey(cart.userId, info.billingAddress.email)!, perCustomer: await this.coupons.perCustomerLimit(couponCode) }
      : null;
    const plan: PlannedOrder = {
      clientOrderId,
      cartId: cart.id,
      userId: cart.userId,
      storeCode: cart.storeCode,
      currency: cart.currency,
      customer: { email: info.billingAddress.email, firstname: info.billingAddress.firstname, lastname: info.billingAddress.lastname },
      billingAddressJson: JSON.stringify(info.billingAddress),
      shippingAddressJson: info.shippingAddress ? JSON.stringify(info.shippingAddress) : cart.shippingAddress ? JSON.stringify(cart.shippingAddress) : null,
      shippingMethodCode: delivery.method_code,
      paymentMethodCode: info.payment_method_code,
      totals: { subtotal: totals.subtotal, subtotalInclTax: totals.subtotal_incl_tax, tax: totals.tax_amount, shipping: totals.shipping_amount, shippingInclTax: totals.shipping_incl_tax, grandTotal: totals.grand_total, discount: totals.discount_amount },
      coupon,
      // A fixed locking order keeps two concurrent orders from deadlocking on inventory rows.
      lines: [...priced.lines]
        .sort((a, b) => a.line.productId - b.line.productId)
        .map(({ line, sellable }) => {
          const t = byItem.get(line.itemId)!;
          return {
            productId: line.productId,
            sku: line.sku,
            parentSku: line.parentSku,
            name: sellable.name,
            qty: line.qty,
            price: t.price,
            priceInclTax: t.price_incl_tax,
            taxAmount: t.tax_amount,
            taxPercent: t.tax_percent,
            rowTotalInclTax: t.row_total_incl_tax,
            eventDate: sellable.eventDate,
            ticketCategoryLabel: sellable.ticketCategoryLabel,
          };
        }),
    };
    if (kind === 'on_delivery') return this.payments.payOnDelivery(clientOrderId, plan, method);
    return this.payments.pay(clientOrderId, plan, method, typeof token === 'string' && token ? token : undefined, returnUrl);
  }

  /** What became of the payment of a checkout attempt, for the shopper's own cart only. */
  async paymentStatus(caller: Exclude<Caller, { kind: 'rejected' }>, cartId: string, clientOrderId: string): Promise<Result<PaymentStatusAnswer>> {
    const cart = await carts.findCart(this.db, cartId);
    if (!cart) return fail(ErrorCodes.unknownCart, ORDER_MESSAGES.unknownCart, 'cart_id');
    if (cart.userId !== null && (caller.kind !== 'user' || caller.claims.sub !== cart.userId)) return fail(ErrorCodes.unauthorized, 'This cart belongs to another customer');
    return this.payments.status(clientOrderId, cart.id);
  }

  /** An order by its number and the buyer's e-mail (both already trimmed, the number upper-cased, the e-mail lower-cased). */
  async lookup(orderNumber: string, email: string): Promise<Result<unknown>> {
    const o = await repo.findOrderByNumber(this.db, orderNumber);
    // The same answer for a wrong e-mail and an unknown number, so numbers cannot be probed.
    if (!o || o.customerEmail !== email) return fail(ErrorCodes.notFound, ORDER_MESSAGES.notFound);
    return ok({ orderNumber: o.incrementId, status: o.status, created_at: o.createdAt, grand_total: o.grandTotal, currency: o.currency, items: o.items });
  }
}
