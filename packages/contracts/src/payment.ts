import { z } from 'zod';

/**
 * Card details go to the payment provider's tokenisation endpoint only; the
 * order carries the resulting payment-method token, never the card number.
 */
export const cardTokenBodySchema = z
  .object({
    number: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .refine((s) => /^\d{12,19}$/.test(s), 'card number must be 12 to 19 digits'),
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
    name: z.string().max(200).optional(),
  })
  .strict();

export interface CardToken {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined, contact your bank or try another card',
  insufficientFunds: 'Your card has insufficient funds, try another card',
  threeDSecureFailed: '3D Secure validation failed, try again or use another card',
  generic: 'The payment failed. Please contact our customer service.',
} as const;

/** Test cards of the built-in test provider. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;
