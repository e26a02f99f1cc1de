import { ErrorCodes, PAYMENT_MESSAGES } from '@encore/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { AuthorizeOutcome, AuthorizeRequest, PaymentEvent, PaymentProvider } from '../payment-provider.ts';
import type { StripeConfig } from './stripe-config.ts';
import { stripeMethods, type StripeMethod } from './stripe-methods.ts';
import { UNKNOWN, cardOf, eventOf, outcomeOf, readAuthorizeError } from './stripe-outcomes.ts';

const failed = { status: 'failed', errorCode: ErrorCodes.paymentFailed, message: PAYMENT_MESSAGES.generic } as const;

/** What is logged of a Stripe error: its kind and codes, never a card (the API never sees card numbers anyway). */
function describe(err: unknown): Record<string, unknown> {
  if (typeof err !== 'object' || err === null) return { error: String(err) };
  const e = err as { type?: string; code?: string; decline_code?: string; requestId?: string; statusCode?: number; message?: string };
  return { type: e.type, code: e.code, decline_code: e.decline_code, requestId: e.requestId, statusCode: e.statusCode, message: e.message };
}

const codeOf = (err: unknown) => (typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined);
/** The SDK could not reach Stripe or Stripe failed: whether the request took effect is not known. */
const isTransient = (err: unknown) => ['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError'].includes(String((err as { type?: unknown } | null)?.type));

/** Stripe's search language quotes values with ' and escapes with a backslash. */
const quoted = (value: string) => `'${value.replace(/['\\]/g, '\\$&')}'`;

export interface CartIntent {
  clientSecret: string;
  amount: number;
  currency: string;
}

export interface IntentAction {
  requiresAction: boolean;
  clientSecret: string | null;
}

/**
 * Payments through Stripe PaymentIntents (ADR 0047). A payment is authorised with manual capture and
 * captured once the order is written; the checkout attempt's order id is Stripe's idempotency key and
 * the PaymentIntent's metadata, so a lost answer is found again. Later outcomes (3-D Secure, redirect
 * approvals) arrive as signed webhooks.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly methods: readonly StripeMethod[];
  private readonly stripe: Stripe;
  private listener: ((event: PaymentEvent) => Promise<void>) | undefined;

  constructor(
    private readonly config: StripeConfig,
    /** The shop's public origin: Stripe sends shoppers back to absolute addresses only. */
    private readonly shopUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.methods = stripeMethods(config.paymentMethods);
    // One retry of a dropped connection (the SDK keeps the idempotency key), and an answer within the request budget's reach.
    this.stripe = new Stripe(config.secretKey, { ...config.api, maxNetworkRetries: 1, timeout: 20_000, telemetry: false, appInfo: { name: 'Encore' } });
  }

  get publishableKey(): string {
    return this.config.publishableKey;
  }

  methodOf(code: string): StripeMethod | undefined {
    return this.methods.find((m) => m.code === code);
  }

  private absolute(path: string): string {
    return new URL(path.startsWith('/') ? path : '/', this.shopUrl).toString();
  }

  async authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome> {
    const method = this.methodOf(request.method);
    if (!method || (method.kind === 'card' && !request.paymentMethodToken)) return failed;
    const payer = request.payer;
    const params: Stripe.PaymentIntentCreateParams = {
      amount: request.amount,
      currency: request.currency.toLowerCase(),
      confirm: true,
      capture_method: method.manualCapture ? 'manual' : 'automatic',
      allowed_payment_method_types: [method.paymentMethodType],
      return_url: this.absolute(request.returnUrl),
      // A plain address for the challenge, which the storefront sends the browser to like any provider's page.
      use_stripe_sdk: false,
      metadata: { order_id: request.idempotencyKey, cart_id: request.reference },
      expand: ['latest_charge', 'payment_method'],
      ...(method.kind === 'card'
        ? { payment_method: request.paymentMethodToken }
        : {
            payment_method_data: {
              type: method.paymentMethodType as 'swish' | 'klarna' | 'paypal',
              ...(payer?.email || payer?.country ? { billing_details: { ...(payer.email ? { email: payer.email } : {}), ...(payer.country ? { address: { country: payer.country } } : {}) } } : {}),
            },
          }),
    };
    let pi: Stripe.PaymentIntent;
    try {
      pi = await this.stripe.paymentIntents.create(params, { idempotencyKey: request.idempotencyKey });
    } catch (err) {
      const refusal = readAuthorizeError(err);
      // The caller records the payment as unknown and the sweep looks it up by the key.
      if (refusal === UNKNOWN) throw err;
      this.log.warn({ stripe: describe(err), orderId: request.idempotencyKey }, 'Stripe refused the payment');
      return refusal;
    }
    const outcome = outcomeOf(pi);
    if (outcome === UNKNOWN) throw new Error(`Stripe left PaymentIntent ${pi.id} ${pi.status}: its outcome is not known yet`);
    return outcome;
  }

  async capture(reference: string, amount: number): Promise<{ ok: boolean; message?: string }> {
    try {
      await this.stripe.paymentIntents.capture(reference, { amount_to_capture: amount });
      return { ok: true };
    } catch (err) {
      if (isTransient(err)) throw err;
      // Captured before (by a retry whose answer was lost, or automatically as with Swish): that is success.
      if (codeOf(err) === 'payment_intent_unexpected_state') {
        const pi = await this.stripe.paymentIntents.retrieve(reference);
        if (pi.status === 'succeeded') return { ok: true };
        return { ok: false, message: `cannot capture a PaymentIntent that is ${pi.status}` };
      }
      this.log.error({ stripe: describe(err), reference }, 'Stripe refused a capture');
      return { ok: false, message: err instanceof Error ? err.message : 'capture refused' };
    }
  }

  async void(reference: string): Promise<{ ok: boolean }> {
    try {
      await this.stripe.paymentIntents.cancel(reference);
      return { ok: true };
    } catch (err) {
      if (isTransient(err)) throw err;
      if (codeOf(err) === 'payment_intent_unexpected_state') {
        // Cancelled before answers ok; money already taken (succeeded) cannot be cancelled, only refunded.
        const pi = await this.stripe.paymentIntents.retrieve(reference);
        return { ok: pi.status === 'canceled' };
      }
      this.log.error({ stripe: describe(err), reference }, 'Stripe refused to cancel a payment');
      return { ok: false };
    }
  }

  async findByKey(idempotencyKey: string): Promise<{ reference: string } | null> {
    const found = await this.stripe.paymentIntents.search({ query: `metadata['order_id']:${quoted(idempotencyKey)}`, limit: 1 });
    const first = found.data[0];
    return first ? { reference: first.id } : null;
  }

  onEvent(listener: (event: PaymentEvent) => Promise<void>): void {
    this.listener = listener;
  }

  /**
   * A webhook delivery: checked against its signature on the exact bytes Stripe sent, then handed to
   * the shop. Answers false for a delivery that is not Stripe's; a failing shop throws, so Stripe retries.
   */
  async receiveWebhook(payload: Buffer, signature: string | undefined): Promise<boolean> {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature ?? '', this.config.webhookSecret);
    } catch (err) {
      this.log.warn({ error: err instanceof Error ? err.message : String(err) }, 'a Stripe webhook with a bad signature was refused');
      return false;
    }
    const mapped = eventOf(event);
    if (!mapped) return true;
    await this.listener?.(mapped.outcome === 'authorized' && mapped.last4 === null ? await this.withCard(mapped) : mapped);
    return true;
  }

  /** Events carry the charge as an id only: the card's brand and digits are fetched for the order's record, if Stripe answers. */
  private async withCard(event: Extract<PaymentEvent, { outcome: 'authorized' }>): Promise<PaymentEvent> {
    try {
      const pi = await this.stripe.paymentIntents.retrieve(event.reference, { expand: ['latest_charge', 'payment_method'] }, { timeout: 5000, maxNetworkRetries: 0 });
      return { ...event, ...cardOf(pi) };
    } catch (err) {
      this.log.warn({ stripe: describe(err), reference: event.reference }, 'card details of an approved payment could not be read');
      return event;
    }
  }

  /**
   * A PaymentIntent for Stripe.js to confirm in the browser. The same cart, method and amount get the
   * same PaymentIntent back (Stripe replays an idempotency key's answer for a day); a changed total makes a new one.
   */
  async intentForCart(cartId: string, method: StripeMethod, amount: number, currency: string): Promise<CartIntent> {
    const lower = currency.toLowerCase();
    const pi = await this.stripe.paymentIntents.create(
      { amount, currency: lower, capture_method: method.manualCapture ? 'manual' : 'automatic', allowed_payment_method_types: [method.paymentMethodType], metadata: { cart_id: cartId } },
      { idempotencyKey: `cart-intent:${cartId}:${method.code}:${amount}:${lower}` },
    );
    return { clientSecret: pi.client_secret ?? '', amount: pi.amount, currency: pi.currency };
  }

  /** Whether a payment still waits for the shopper, with the secret Stripe.js finishes the action with. */
  async actionOf(reference: string): Promise<IntentAction> {
    const pi = await this.stripe.paymentIntents.retrieve(reference);
    return pi.status === 'requires_action' ? { requiresAction: true, clientSecret: pi.client_secret } : { requiresAction: false, clientSecret: null };
  }
}
