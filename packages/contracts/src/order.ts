import { z } from 'zod';
import { addressSchema, productOptionSchema } from './cart.ts';

const nameField = z.string().trim().min(2, 'Name must have at least 2 letters').max(100);
/** The longest e-mail address the mail standards allow. */
const emailField = z.string().trim().toLowerCase().max(254).email('Please provide valid e-mail address');
const billingAddressSchema = addressSchema.extend({
  firstname: nameField,
  lastname: nameField,
  email: emailField,
});

/** A client's own copy of a product line: scalar extras are allowed in the shape, each bounded, and play no part. */
const orderProductSchema = z
  .object({
    sku: z.string().min(1).max(64),
    qty: z.coerce.number().int().positive().max(1000),
    name: z.string().max(200).optional(),
    product_option: productOptionSchema.optional(),
  })
  .catchall(z.union([z.string().max(200), z.number(), z.boolean(), z.null()]));

/** What a payment method needs beside its code (the card token); a few short values, never more. */
const paymentAdditionalSchema = z
  .record(z.string().max(64), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
  .refine((values) => Object.keys(values).length <= 10, 'At most 10 values');

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
    products: z.array(orderProductSchema).max(100).optional(),
    addressInformation: z
      .object({
        billingAddress: billingAddressSchema,
        shippingAddress: addressSchema.optional(),
        shipping_method_code: z.string().max(64).optional(),
        shipping_carrier_code: z.string().max(64).optional(),
        payment_method_code: z.string().min(1).max(64),
        payment_method_additional: paymentAdditionalSchema.optional(),
      })
      .strict(),
  })
  .strict();
export type OrderBody = z.input<typeof orderBodySchema>;

/**
 * `POST /api/order/lookup`: an order by its number and the buyer's e-mail, both in the body so
 * neither ends up in logs or browser history. A wrong number and a wrong e-mail answer alike.
 */
export const orderLookupBodySchema = z
  .object({
    orderNumber: z.string().trim().toUpperCase().min(1, 'orderNumber is required').max(20),
    email: z.string().trim().toLowerCase().min(3).max(254),
  })
  .strict();

/** The number customers see is the order's public reference; the internal id is never shown. */
export interface OrderConfirmation {
  magentoOrderId: string;
  orderNumber: string;
  backendOrderId: string;
  transferedAt: string;
  grand_total: number;
  currency: string;
  require_3ds?: boolean;
  paymentIntents?: string[];
}

/**
 * `POST /api/order` answers 202 with this when the shopper must act before the payment is
 * authorised: a 3-D Secure challenge or an approval at the provider (redirect methods). The browser
 * goes to `action_url`; the provider sends it back to the order's `return_url` afterwards.
 */
export interface PaymentActionRequired {
  status: 'requires_action';
  order_id: string;
  action: 'three_d_secure' | 'redirect';
  action_url: string;
  require_3ds: boolean;
}

/** `POST /api/order/payment-status`: what became of the payment of one checkout attempt (its order_id). */
export const paymentStatusBodySchema = z
  .object({
    cart_id: z.string().min(1, 'cart_id is required').max(64),
    order_id: z.string().min(1, 'order_id is required').max(100),
  })
  .strict();

type PaymentStatus = 'paid' | 'pending' | 'requires_action' | 'failed';

export interface PaymentStatusAnswer {
  status: PaymentStatus;
  /** The public order number once the order is placed ('paid'), else null. */
  orderNumber: string | null;
  /** Why it failed (a PAYMENT_MESSAGES text), or what is going on; null when paid. */
  message: string | null;
  errorCode: string | null;
  /** Where the shopper must go while the payment requires action, else null. */
  action_url: string | null;
}
