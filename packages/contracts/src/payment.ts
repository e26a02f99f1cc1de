import { z } from 'zod';

/**
 * Card details go to the payment provider's tokenisation endpoint only; the
 * order carries the resulting payment-method token, never the card number.
 */
export const cardTokenBodySchema = z
  .object({
    number: z
      .string()
      .max(40)
      .transform((s) => s.replace(/[\s-]/g, ''))
      .refine((s) => /^\d{12,19}$/.test(s), 'card number must be 12 to 19 digits'),
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
    name: z.string().max(100).optional(),
    /** The cart the token pays for: an order of any other cart refuses it. */
    cart_id: z.string().min(1, 'cart_id is required').max(64),
    /** The amount the customer agrees to pay, minor units: an order that charges any other amount refuses the token. */
    amount: z.number().int().min(0).max(100_000_000_000),
  })
  .strict();

export interface CardToken {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** Error codes of payment refusals beside the shared ErrorCodes. */
export const PaymentErrorCodes = {
  /** The token was made for another cart or another amount than the order charges. */
  amountChanged: 'payment_amount_changed',
} as const;

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined, contact your bank or try another card',
  insufficientFunds: 'Your card has insufficient funds, try another card',
  threeDSecureFailed: '3D Secure validation failed, try again or use another card',
  generic: 'The payment failed. Please contact our customer service.',
  amountChanged: 'The amount to pay has changed. Please check your order and pay again.',
} as const;

/** Test cards of the built-in test provider. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;
