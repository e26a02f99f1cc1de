import { z } from 'zod';

/**
 * The Stripe payment method types the shop can offer, in the order the checkout lists them.
 * Apple Pay and Google Pay are cards to Stripe (the wallet hands the browser a card PaymentMethod);
 * Swish, Klarna and PayPal send the shopper to approve in their own page or app.
 */
export const STRIPE_METHOD_TYPES = ['swish', 'card', 'apple_pay', 'google_pay', 'klarna', 'paypal'] as const;
export type StripeMethodType = (typeof STRIPE_METHOD_TYPES)[number];

/** `POST /api/ext/payment-stripe/create-payment-intent`: a PaymentIntent for the cart's own total, never an amount the client names. */
export const createPaymentIntentBodySchema = z
  .object({
    cartId: z.string().min(1, 'cartId is required').max(64),
    /** One of the provider's method codes; the card method when left out. */
    method: z.string().min(1).max(64).optional(),
  })
  .strict();

export interface CreatePaymentIntentAnswer {
  /** What Stripe.js confirms the payment with in the browser. */
  clientSecret: string;
  publishableKey: string;
  /** Minor units. */
  amount: number;
  /** Lower-case ISO code, as Stripe writes it. */
  currency: string;
}

/** `POST /api/ext/payment-stripe/get-requires-action`: whether a checkout attempt (its client order id) waits for the shopper. */
export const getRequiresActionBodySchema = z
  .object({
    orderId: z.string().min(1, 'orderId is required').max(100),
  })
  .strict();

export interface RequiresActionAnswer {
  requiresAction: boolean;
  /** Where the shopper authenticates or approves, while the payment waits for them. */
  actionUrl: string | null;
  /** Lets Stripe.js finish the action in the page, while the payment waits for the shopper. */
  clientSecret: string | null;
}

/** `GET /api/ext/payment-stripe/mandate-data`: the shopper's online acceptance, as Stripe takes it for mandates (SEPA, Klarna). */
export interface MandateDataAnswer {
  customer_acceptance: {
    type: 'online';
    online: { ip_address: string; user_agent: string };
  };
}
