import { PAYMENT_MESSAGES } from '@encore/contracts';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { UNKNOWN, eventOf, outcomeOf, readAuthorizeError } from './stripe-outcomes.ts';

/** A PaymentIntent as Stripe answers it, with only the fields the mapping reads filled in. */
function intent(fields: Partial<Record<keyof Stripe.PaymentIntent, unknown>>): Stripe.PaymentIntent {
  return { id: 'pi_1', object: 'payment_intent', status: 'requires_payment_method', payment_method_types: ['card'], latest_charge: null, payment_method: null, next_action: null, last_payment_error: null, ...fields } as Stripe.PaymentIntent;
}
const charge = (brand: string, last4: string) => ({ id: 'ch_1', object: 'charge', payment_method_details: { type: 'card', card: { brand, last4 } } });

describe('a PaymentIntent after authorising', () => {
  it('held (manual capture) or already captured (Swish) is authorised, with the card from the charge or the payment method', () => {
    expect(outcomeOf(intent({ status: 'requires_capture', latest_charge: charge('visa', '4242') }))).toEqual({ status: 'authorized', reference: 'pi_1', brand: 'visa', last4: '4242' });
    expect(outcomeOf(intent({ status: 'requires_capture', payment_method: { id: 'pm_1', card: { brand: 'mastercard', last4: '4444' } } }))).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(outcomeOf(intent({ status: 'succeeded', payment_method_types: ['swish'], latest_charge: 'ch_2' }))).toEqual({ status: 'authorized', reference: 'pi_1', brand: null, last4: null });
  });

  it('waiting for the shopper: a card is a 3-D Secure challenge, other methods a redirect; Swish has its own page', () => {
    const redirect = { type: 'redirect_to_url', redirect_to_url: { url: 'https://hooks.example/3ds', return_url: 'https://shop.example/back' } };
    expect(outcomeOf(intent({ status: 'requires_action', next_action: redirect }))).toEqual({ status: 'requires_action', reference: 'pi_1', action: 'three_d_secure', actionUrl: 'https://hooks.example/3ds' });
    expect(outcomeOf(intent({ status: 'requires_action', payment_method_types: ['klarna'], next_action: redirect }))).toMatchObject({ action: 'redirect', actionUrl: 'https://hooks.example/3ds' });
    const swish = { type: 'swish_handle_redirect_or_display_qr_code', swish_handle_redirect_or_display_qr_code: { hosted_instructions_url: 'https://pay.example/swish' } };
    expect(outcomeOf(intent({ status: 'requires_action', payment_method_types: ['swish'], next_action: swish }))).toMatchObject({ action: 'redirect', actionUrl: 'https://pay.example/swish' });
    // Only Stripe.js could act on it: nowhere to send the shopper, so the outcome stays open.
    expect(outcomeOf(intent({ status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } }))).toBe(UNKNOWN);
  });

  it('refused, cancelled and unsettled intents', () => {
    expect(outcomeOf(intent({ last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } }))).toMatchObject({ status: 'insufficient_funds', message: PAYMENT_MESSAGES.insufficientFunds });
    expect(outcomeOf(intent({ last_payment_error: { type: 'card_error', code: 'expired_card' } }))).toMatchObject({ status: 'declined', message: PAYMENT_MESSAGES.declined });
    expect(outcomeOf(intent({}))).toMatchObject({ status: 'failed', message: PAYMENT_MESSAGES.generic });
    expect(outcomeOf(intent({ status: 'canceled' }))).toMatchObject({ status: 'failed', message: PAYMENT_MESSAGES.generic });
    expect(outcomeOf(intent({ status: 'processing' }))).toBe(UNKNOWN);
  });
});

describe('an error the SDK throws while authorising', () => {
  it.each([
    [{ type: 'StripeCardError', rawType: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds', PAYMENT_MESSAGES.insufficientFunds],
    [{ type: 'StripeCardError', rawType: 'card_error', code: 'insufficient_funds' }, 'insufficient_funds', PAYMENT_MESSAGES.insufficientFunds],
    [{ type: 'StripeCardError', rawType: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }, 'declined', PAYMENT_MESSAGES.declined],
    [{ type: 'StripeInvalidRequestError', code: 'payment_intent_authentication_failure' }, 'failed', PAYMENT_MESSAGES.threeDSecureFailed],
    [{ type: 'StripeInvalidRequestError', code: 'resource_missing' }, 'failed', PAYMENT_MESSAGES.generic],
    [{ type: 'StripeAuthenticationError' }, 'failed', PAYMENT_MESSAGES.generic],
  ])('%o is %s', (err, status, message) => {
    expect(readAuthorizeError(err)).toMatchObject({ status, message });
  });

  it('leaves the payment unknown when Stripe may have acted: no connection, Stripe failing, rate limits, anything not Stripe\'s', () => {
    for (const err of [{ type: 'StripeConnectionError' }, { type: 'StripeAPIError', statusCode: 500 }, { type: 'StripeRateLimitError' }, { type: 'StripeIdempotencyError', statusCode: 502 }, new TypeError('fetch failed'), null]) {
      expect(readAuthorizeError(err)).toBe(UNKNOWN);
    }
  });
});

describe('webhook events', () => {
  const event = (type: string, pi: Stripe.PaymentIntent) => ({ type, data: { object: pi } }) as Pick<Stripe.Event, 'type' | 'data'>;

  it('money held or taken is an approval; a capturable amount going back to nothing is not', () => {
    expect(eventOf(event('payment_intent.amount_capturable_updated', intent({ status: 'requires_capture', latest_charge: 'ch_1' })))).toEqual({ reference: 'pi_1', outcome: 'authorized', brand: null, last4: null });
    expect(eventOf(event('payment_intent.succeeded', intent({ status: 'succeeded', latest_charge: charge('visa', '3220') })))).toMatchObject({ outcome: 'authorized', last4: '3220' });
    expect(eventOf(event('payment_intent.amount_capturable_updated', intent({ status: 'canceled' })))).toBeNull();
  });

  it('a failed challenge, a refused approval and a cancellation fail with their texts', () => {
    const authFailed = { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' };
    expect(eventOf(event('payment_intent.payment_failed', intent({ last_payment_error: authFailed })))).toEqual({ reference: 'pi_1', outcome: 'failed', errorCode: 'three_d_secure_failed', message: PAYMENT_MESSAGES.threeDSecureFailed });
    expect(eventOf(event('payment_intent.payment_failed', intent({ payment_method_types: ['klarna'], last_payment_error: { type: 'invalid_request_error', code: 'payment_method_customer_decline' } })))).toMatchObject({ errorCode: 'payment_cancelled', message: PAYMENT_MESSAGES.cancelled });
    expect(eventOf(event('payment_intent.canceled', intent({ status: 'canceled' })))).toMatchObject({ outcome: 'failed', errorCode: 'payment_cancelled' });
  });

  it('other events and other objects change nothing', () => {
    expect(eventOf(event('payment_intent.created', intent({})))).toBeNull();
    expect(eventOf({ type: 'charge.succeeded', data: { object: { object: 'charge' } } } as unknown as Pick<Stripe.Event, 'type' | 'data'>)).toBeNull();
  });
});
