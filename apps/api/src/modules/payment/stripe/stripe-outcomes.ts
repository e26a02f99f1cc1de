import { ErrorCodes, PAYMENT_MESSAGES, PaymentErrorCodes } from '@encore/contracts';
import type Stripe from 'stripe';
import type { AuthorizeOutcome, PaymentEvent, PaymentRefusal } from '../payment-provider.ts';

/**
 * How Stripe's answers read as the port's (ADR 0047): pure functions of the PaymentIntent, the
 * SDK's error or the webhook event, so the mapping is tested without any HTTP.
 */

/** Stripe's answer does not say whether money is held: the caller treats the payment as unknown and the sweep finds out. */
export const UNKNOWN = 'unknown' as const;

const refusal = {
  declined: { status: 'declined', errorCode: ErrorCodes.cardDeclined, message: PAYMENT_MESSAGES.declined },
  insufficientFunds: { status: 'insufficient_funds', errorCode: ErrorCodes.insufficientFunds, message: PAYMENT_MESSAGES.insufficientFunds },
  threeDSecureFailed: { status: 'failed', errorCode: ErrorCodes.threeDSecureFailed, message: PAYMENT_MESSAGES.threeDSecureFailed },
  cancelled: { status: 'failed', errorCode: PaymentErrorCodes.cancelled, message: PAYMENT_MESSAGES.cancelled },
  generic: { status: 'failed', errorCode: ErrorCodes.paymentFailed, message: PAYMENT_MESSAGES.generic },
} as const satisfies Record<string, PaymentRefusal>;

/** The fields of the SDK's StripeError (and of a PaymentIntent's last_payment_error) the mapping reads. */
interface StripeErrorFields {
  type?: string | undefined;
  rawType?: string | undefined;
  code?: string | undefined;
  decline_code?: string | undefined;
  statusCode?: number | undefined;
}

const AUTHENTICATION_FAILED = 'payment_intent_authentication_failure';

function isCardRefusal(e: StripeErrorFields): boolean {
  return e.type === 'StripeCardError' || e.type === 'card_error' || e.rawType === 'card_error';
}

/** A refusal Stripe gave for a card (or a method that sent the shopper away, when `redirect`). */
function refusalOf(e: StripeErrorFields, redirect: boolean): PaymentRefusal {
  if (e.code === AUTHENTICATION_FAILED) return redirect ? refusal.cancelled : refusal.threeDSecureFailed;
  if (e.decline_code === 'insufficient_funds' || e.code === 'insufficient_funds') return refusal.insufficientFunds;
  if (isCardRefusal(e)) return refusal.declined;
  return redirect ? refusal.cancelled : refusal.generic;
}

/**
 * What an error the SDK threw while authorising means. Connection failures, Stripe's own faults
 * and rate limits leave the payment unknown (the request may have gone through); every other
 * error is Stripe's no.
 */
export function readAuthorizeError(err: unknown): PaymentRefusal | typeof UNKNOWN {
  if (typeof err !== 'object' || err === null) return UNKNOWN;
  const e = err as StripeErrorFields;
  if (typeof e.type !== 'string' || !e.type.startsWith('Stripe')) return UNKNOWN;
  if (e.type === 'StripeConnectionError' || e.type === 'StripeAPIError' || e.type === 'StripeRateLimitError') return UNKNOWN;
  if (e.statusCode !== undefined && e.statusCode >= 500) return UNKNOWN;
  if (isCardRefusal(e) || e.code === AUTHENTICATION_FAILED) return refusalOf(e, false);
  return refusal.generic;
}

/** Brand and last four digits of the card a PaymentIntent pays with, when the answer carries them. */
export function cardOf(pi: Stripe.PaymentIntent): { brand: string | null; last4: string | null } {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const method = typeof pi.payment_method === 'object' ? pi.payment_method : null;
  const card = charge?.payment_method_details?.card ?? method?.card ?? null;
  return { brand: card?.brand ?? null, last4: card?.last4 ?? null };
}

const isRedirectIntent = (pi: Stripe.PaymentIntent) => Array.isArray(pi.payment_method_types) && !pi.payment_method_types.includes('card');

/** Where the shopper goes to authenticate or approve: a plain redirect, or Swish's page with its QR code and app link. */
function actionUrlOf(pi: Stripe.PaymentIntent): string | null {
  const next = pi.next_action;
  return next?.redirect_to_url?.url ?? next?.swish_handle_redirect_or_display_qr_code?.hosted_instructions_url ?? null;
}

/** The port's answer for the PaymentIntent that authorising made. */
export function outcomeOf(pi: Stripe.PaymentIntent): AuthorizeOutcome | typeof UNKNOWN {
  switch (pi.status) {
    // A payment captured at once (Swish) is as good as held: capturing it again answers ok.
    case 'requires_capture':
    case 'succeeded':
      return { status: 'authorized', reference: pi.id, ...cardOf(pi) };
    case 'requires_action': {
      const actionUrl = actionUrlOf(pi);
      // An action only Stripe.js can take (no address to send the shopper to): the sweep gives it up.
      if (!actionUrl) return UNKNOWN;
      return { status: 'requires_action', reference: pi.id, action: isRedirectIntent(pi) ? 'redirect' : 'three_d_secure', actionUrl };
    }
    case 'requires_payment_method':
      return pi.last_payment_error ? refusalOf(pi.last_payment_error, isRedirectIntent(pi)) : refusal.generic;
    case 'canceled':
      return refusal.generic;
    default:
      // processing (the bank has not answered yet) or requires_confirmation: not settled either way.
      return UNKNOWN;
  }
}

/**
 * The port's event for a webhook, or null for events that change nothing. Only the first word on an
 * attempt counts (OrderPayments moves attempts that wait for the shopper only), so events about
 * payments that never required action are harmless.
 */
export function eventOf(event: Pick<Stripe.Event, 'type' | 'data'>): PaymentEvent | null {
  // A correctly signed body is still only trusted to be JSON: anything but a PaymentIntent's event is passed over.
  const pi = (event as { data?: { object?: unknown } } | null)?.data?.object as Stripe.PaymentIntent | null | undefined;
  if (typeof pi !== 'object' || pi === null || pi.object !== 'payment_intent' || typeof pi.id !== 'string') return null;
  switch (event.type) {
    case 'payment_intent.amount_capturable_updated':
      return pi.status === 'requires_capture' ? { reference: pi.id, outcome: 'authorized', ...cardOf(pi) } : null;
    case 'payment_intent.succeeded':
      return { reference: pi.id, outcome: 'authorized', ...cardOf(pi) };
    case 'payment_intent.payment_failed': {
      const r = pi.last_payment_error ? refusalOf(pi.last_payment_error, isRedirectIntent(pi)) : refusal.generic;
      return { reference: pi.id, outcome: 'failed', errorCode: r.errorCode, message: r.message };
    }
    case 'payment_intent.canceled':
      return { reference: pi.id, outcome: 'failed', errorCode: refusal.cancelled.errorCode, message: refusal.cancelled.message };
    default:
      return null;
  }
}
