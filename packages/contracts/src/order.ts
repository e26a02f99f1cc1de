import { z } from 'zod';
import { addressSchema } from './cart.ts';

const nameField = z.string().trim().min(2, 'Name must have at least 2 letters').max(100);
const billingAddressSchema = addressSchema.extend({
  firstname: nameField,
  lastname: nameField,
  email: z.string().trim().toLowerCase().email('Please provide valid e-mail address').max(200),
});

export const orderBodySchema = z
  .object({
    /** Client-generated id (timestamp + random) used to make retries idempotent. */
    order_id: z.string().min(1).max(100).optional(),
    cart_id: z.string().min(1, 'cart_id is required').max(64),
    store_code: z.string().max(20).optional(),
    created_at: z.string().max(40).optional(),
    updated_at: z.string().max(40).optional(),
    transmited: z.boolean().optional(),
    /** Optional client view of the cart; when given it must match the server cart. */
    products: z
      .array(z.object({ sku: z.string().min(1).max(64), qty: z.coerce.number().int().positive() }).passthrough())
      .max(100)
      .optional(),
    addressInformation: z
      .object({
        billingAddress: billingAddressSchema,
        shippingAddress: addressSchema.optional(),
        shipping_method_code: z.string().max(64).optional(),
        shipping_carrier_code: z.string().max(64).optional(),
        payment_method_code: z.string().min(1).max(64),
        payment_method_additional: z.record(z.string(), z.unknown()).optional(),
      })
      .strict(),
  })
  .strict();
export type OrderBody = z.input<typeof orderBodySchema>;

export interface OrderConfirmation {
  magentoOrderId: number;
  orderNumber: string;
  backendOrderId: number;
  transferedAt: string;
  grand_total: number;
  currency: string;
  require_3ds?: boolean;
  paymentIntents?: string[];
}
