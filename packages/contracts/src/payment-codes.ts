/*
 * Payment codes, texts and test cards without any schema, so the browser code that names them does
 * not pull zod into its pages (the schemas live in payment.ts).
 */

/** Error codes of payment refusals beside the shared ErrorCodes. */
export const PaymentErrorCodes = {
  /** The token was made for another cart or another amount than the order charges. */
  amountChanged: 'payment_amount_changed',
  /** The shopper cancelled or did not approve a redirect payment (Swish/Klarna-style) at the provider. */
  cancelled: 'payment_cancelled',
  /** The payment was approved after the tickets had gone to others: it was voided, nothing is charged. */
  voided: 'payment_voided',
  /** The first submit of this order id is still with the provider, or its answer was lost: ask again later. */
  pending: 'payment_pending',
} as const;

/** Payment method codes the API takes; `test_redirect` exists only with the built-in test provider. */
export const PaymentMethodCodes = {
  card: 'card',
  /** Stands for an approval on the provider's page or app (Swish, Klarna): no card, the shopper approves or cancels there. */
  testRedirect: 'test_redirect',
  /** Paid to the postman on delivery: offered only with a delivery that someone hands over (spec: cost 0). */
  cashOnDelivery: 'cashondelivery',
} as const;

/** Cash on delivery as every list of methods shows it (spec: cost 0). */
export const CASH_ON_DELIVERY_METHOD = { code: PaymentMethodCodes.cashOnDelivery, title: 'Cash on delivery', cost_incl_tax: 0, is_server_method: true, default: false, offline: true } as const;

/** Stripe's methods whose token the browser makes with Stripe.js (the card fields; wallets hand over a card). */
export const STRIPE_ELEMENT_METHOD_CODES: readonly string[] = ['stripe', 'apple_pay', 'google_pay'];

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined, contact your bank or try another card',
  insufficientFunds: 'Your card has insufficient funds, try another card',
  threeDSecureFailed: '3D Secure validation failed, try again or use another card',
  generic: 'The payment failed. Please contact our customer service.',
  amountChanged: 'The amount to pay has changed. Please check your order and pay again.',
  cancelled: 'The payment was not approved. Try again or choose another payment method.',
  ticketsGone: 'The tickets were no longer available when the payment was approved, so the payment was cancelled and nothing was charged.',
  pending: 'Your payment is being processed. Check again in a moment.',
} as const;

/** Test cards of the built-in test provider. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;
