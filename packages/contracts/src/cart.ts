import { z } from 'zod';

/** `token` (user token) and `cartId` as query parameters; the Bearer header is the preferred way to send the token. */
export const tokenQuerySchema = z.object({ token: z.string().max(2000).optional(), storeCode: z.string().max(20).optional() }).strict();
export const cartQuerySchema = z
  .object({
    token: z.string().max(2000).optional(),
    cartId: z.string().min(1, 'cartId is required').max(64),
    storeCode: z.string().max(20).optional(),
  })
  .strict();
export const applyCouponQuerySchema = cartQuerySchema.extend({ coupon: z.string().min(1).max(64) }).strict();

/** An option id or value: a short string or a number, read as a string. */
const optionValue = z.union([z.string().max(200), z.number()]).transform(String);
export const productOptionSchema = z
  .object({
    extension_attributes: z
      .object({
        configurable_item_options: z.array(z.object({ option_id: optionValue, option_value: optionValue }).strict()).max(20).optional(),
        custom_options: z.array(z.object({ option_id: optionValue, option_value: optionValue }).strict()).max(20).optional(),
        bundle_options: z.array(z.object({ option_id: optionValue, option_qty: z.number().optional(), option_selections: z.array(z.number()).max(20).optional() }).strict()).max(20).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * Quantity arrives as a number or numeric string; it must be a positive whole
 * number. Prices sent by a client are accepted in the shape but ignored.
 */
export const cartItemInputSchema = z
  .object({
    sku: z.string().min(1).max(64),
    qty: z.coerce.number({ error: 'Quantity must be positive integer' }).int('Quantity must be positive integer').positive('Quantity must be above 0').max(1000).default(1),
    item_id: z.coerce.number().int().positive().optional(),
    /** Edit mode: this line is switched to `sku` (another ticket category of its event) in one transaction. */
    replace_item_id: z.coerce.number().int().positive().optional(),
    quoteId: z.string().min(1).max(64),
    product_option: productOptionSchema.optional(),
    product_type: z.string().max(32).optional(),
    price: z.unknown().optional(),
    name: z.unknown().optional(),
  })
  .strict();
export const cartUpdateBodySchema = z.object({ cartItem: cartItemInputSchema }).strict();

/**
 * `POST /api/cart/create-with-item`: the first add of a visitor who has no cart yet. The cart is made
 * with the line and its hold in one transaction (a refused hold leaves no cart behind), in one round
 * trip instead of cart/create followed by cart/update. A signed-in customer's open cart is used when
 * there is one, as cart/create would answer it. Answers the line as cart/update does; its `quote_id`
 * names the cart.
 */
export const cartCreateWithItemBodySchema = z
  .object({ cartItem: cartItemInputSchema.pick({ sku: true, qty: true, product_option: true, product_type: true, price: true, name: true }).strict() })
  .strict();
export type CartCreateWithItemInput = z.infer<typeof cartCreateWithItemBodySchema>['cartItem'];

/** `POST /api/cart/add-package`: `qty` packages of a grouped or bundle product; a bundle's choices in bundle_options. */
export const cartPackageItemSchema = z
  .object({
    sku: z.string().min(1).max(64),
    qty: z.coerce.number({ error: 'Quantity must be positive integer' }).int('Quantity must be positive integer').positive('Quantity must be above 0').max(100).default(1),
    quoteId: z.string().min(1).max(64),
    product_option: productOptionSchema.optional(),
  })
  .strict();
export const cartPackageBodySchema = z.object({ cartItem: cartPackageItemSchema }).strict();

/** One line to hold again: a ticket category and how many of it. */
const holdAgainItemSchema = z
  .object({
    sku: z.string().min(1).max(64),
    // A missing quantity keeps zod's own 'received undefined', which the API words as 'Field is required'.
    qty: z.number({ error: (issue) => (issue.input === undefined ? undefined : 'Quantity must be positive integer') }).int('Quantity must be positive integer').positive('Quantity must be above 0').max(1000),
  })
  .strict();

/**
 * `POST /api/cart/hold-again`: the lines of a cart whose hold ran out, put back and held again together
 * (1 to 20 lines, each sku once): either every line is held or nothing changes.
 */
export const cartHoldAgainBodySchema = z
  .object({
    items: z
      .array(holdAgainItemSchema)
      .min(1, 'At least one item is required')
      .max(20, 'At most 20 items at a time')
      .superRefine((items, ctx) => {
        const seen = new Set<string>();
        for (const [i, item] of items.entries()) {
          if (seen.has(item.sku)) ctx.addIssue({ code: 'custom', message: `Duplicate sku: ${item.sku}`, path: [i, 'sku'] });
          seen.add(item.sku);
        }
      }),
  })
  .strict();
export type HoldAgainItem = z.output<typeof holdAgainItemSchema>;

export const cartDeleteBodySchema = z
  .object({
    cartItem: z
      .object({
        sku: z.string().max(64).optional(),
        item_id: z.coerce.number().int().positive(),
        quoteId: z.string().min(1).max(64),
      })
      .strict(),
  })
  .strict();

export interface CartItem {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  /** Unit price incl. tax, minor units. */
  price: number;
  product_type: string;
  quote_id: string;
  parentSku: string | null;
  product_option?: ProductOption;
}

export const addressSchema = z
  .object({
    country_id: z.string().length(2).toUpperCase(),
    region: z.string().max(100).optional(),
    region_id: z.number().int().optional(),
    region_code: z.string().max(20).optional(),
    street: z.array(z.string().max(200)).max(3).optional(),
    postcode: z.string().max(20).optional(),
    city: z.string().max(100).optional(),
    firstname: z.string().max(100).optional(),
    lastname: z.string().max(100).optional(),
    email: z.string().max(254).optional(),
    telephone: z.string().max(30).optional(),
    company: z.string().max(200).optional(),
    vat_id: z.string().max(50).optional(),
  })
  .strict();
export type Address = z.infer<typeof addressSchema>;
export const shippingMethodsBodySchema = z.object({ address: addressSchema }).strict();
export const shippingInformationBodySchema = z
  .object({
    addressInformation: z
      .object({
        shippingAddress: addressSchema,
        billingAddress: addressSchema.optional(),
        shippingMethodCode: z.string().max(64).optional(),
        shippingCarrierCode: z.string().max(64).optional(),
      })
      .strict(),
  })
  .strict();
export const collectTotalsBodySchema = z
  .object({
    methods: z
      .object({
        paymentMethod: z.object({ method: z.string().max(64) }).strict().optional(),
        shippingCarrierCode: z.string().max(64).optional(),
        shippingMethodCode: z.string().max(64).optional(),
      })
      .strict(),
  })
  .strict();

export interface ShippingMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  amount: number;
  base_amount: number;
  price_excl_tax: number;
  price_incl_tax: number;
  available: boolean;
  default: boolean;
  offline: boolean;
  /** Someone hands the tickets over, so the order may be paid then (cash on delivery). */
  cash_on_delivery?: boolean;
}

export interface PaymentMethod {
  code: string;
  title: string;
  cost_incl_tax?: number;
  is_server_method?: boolean;
  default?: boolean;
  offline?: boolean;
}

export interface TotalsItem {
  item_id: number;
  sku: string;
  name: string;
  qty: number;
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  tax_amount: number;
  tax_percent: number;
  discount_amount: number;
  options: string;
}

export interface TotalSegment {
  code: 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand_total' | 'payment' | 'subtotal_incl_tax';
  title: string;
  value: number;
  area?: string;
}

/** Cart totals. All amounts are minor units; `_incl_tax` are gross. */
export interface Totals {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  subtotal_incl_tax: number;
  subtotal_with_discount: number;
  discount_amount: number;
  shipping_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  base_tax_amount: number;
  base_currency_code: string;
  quote_currency_code: string;
  items_qty: number;
  coupon_code?: string;
  items: TotalsItem[];
  total_segments: TotalSegment[];
}
