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
