import { z } from 'zod';
import { cartHoldAgainBodySchema } from './cart.ts';
import { checkoutDetailsFields } from './checkout-details-form.ts';

/**
 * The storefront's own forms (`/cart`, `/checkout`) and page queries. Posted
 * fields arrive as strings, one per name; each schema turns them into typed
 * input or refuses them with a message naming the field.
 */

/** The longest form body the storefront reads (the Express host refuses larger ones before any route). */
export const MAX_FORM_BYTES = 64 * 1024;

/** What a storefront boundary parses with, and what it gets back. */
export type FieldsSchema = z.ZodType;
export type FieldsOutput<S extends FieldsSchema> = z.output<S>;
export type FieldsParse<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** Parses posted fields or query parameters; a refusal names the first offending field ('intent', 'lines.0.qty'). */
export function parseFields<S extends FieldsSchema>(schema: S, fields: Record<string, string>): FieldsParse<FieldsOutput<S>> {
  const r = schema.safeParse(fields);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0];
  const keys = issue?.code === 'unrecognized_keys' ? issue.keys : [];
  const field = [...(issue?.path ?? []), ...keys.slice(0, 1)].map(String).join('.') || 'form';
  return { ok: false, field, message: issue?.message ?? 'Invalid input' };
}

/**
 * A path on this site that is safe to send a visitor back to: it starts with one slash and holds only
 * printable ASCII without backslashes. That rules out other sites (`//host`, `/\host`, `https:`),
 * scripts (`javascript:`) and the tabs and line breaks a browser drops from a URL (`/\t/host` is `//host`).
 */
export function isSitePath(value: string): boolean {
  return value.length <= 2048 && /^\/(?!\/)[\x21-\x5b\x5d-\x7e]*$/.test(value);
}

const sitePathSchema = z.string().refine(isSitePath, 'Must be a path on this site');

const required = <T extends z.ZodType>(field: T) => z.preprocess((v) => (v === undefined ? '' : v), field);
const skuField = required(z.string().trim().min(1, 'Field is required').max(64, 'Must be at most 64 characters'));

/** A posted quantity: whole tickets, 1 when left empty; the quantity texts shoppers see everywhere else. */
const formQtySchema = z
  .string()
  .trim()
  .default('1')
  .transform((v) => (v === '' ? '1' : v))
  .pipe(
    z
      .string()
      .regex(/^\d{1,7}$/, 'Quantity must be positive integer')
      .transform(Number)
      .pipe(z.number().min(1, 'Quantity must be above 0').max(1000, 'Quantity must be below 1001')),
  );

/** A cart line or catalogue id: a positive whole number. */
const idField = required(
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be greater than 0')
    .transform(Number)
    .pipe(z.number().min(1, 'Must be greater than 0')),
);

/** Every cart form may say it came from a script (`js=1`, answered as data) and where a plain post returns to. */
const cartFormBase = {
  js: z.literal('1', 'Must be 1').optional(),
  redirectTo: sitePathSchema.optional(),
};

const OPTION_FIELD = /^option-(\d{1,6})$/;

/** A bundle's choices: fields `option-{optionId}` holding the chosen selection's id, at most 20. */
const addPackageForm = z
  .object({ intent: z.literal('add-package'), sku: skuField, qty: formQtySchema, ...cartFormBase })
  .catchall(z.string())
  .superRefine((form, ctx) => {
    const extra = Object.keys(form).filter((key) => !['intent', 'sku', 'qty', 'js', 'redirectTo'].includes(key));
    for (const key of extra) {
      if (!OPTION_FIELD.test(key)) ctx.addIssue({ code: 'unrecognized_keys', keys: [key], path: [], message: `Unrecognized key: "${key}"` });
      else if (!/^[1-9]\d{0,8}$/.test(form[key] ?? '')) ctx.addIssue({ code: 'custom', path: [key], message: 'Must be greater than 0' });
    }
    if (extra.length > 20) ctx.addIssue({ code: 'custom', path: [], message: 'At most 20 choices' });
  })
  .transform(({ intent, sku, qty, js, redirectTo, ...options }) => ({
    intent,
    sku,
    qty,
    js,
    redirectTo,
    picks: Object.entries(options).flatMap(([key, value]) => {
      const option = OPTION_FIELD.exec(key);
      return option ? [{ optionId: Number(option[1]), selectionId: Number(value) }] : [];
    }),
  }));

/** Lines to hold again after the hold ran out: `sku:qty` pairs joined by commas. */
const holdAgainLines = required(z.string().max(2000, 'Must be at most 2000 characters'))
  .transform((raw) =>
    raw
      .split(',')
      .filter((pair) => pair.trim() !== '')
      .map((pair) => {
        const [sku = '', qty = ''] = pair.split(':');
        return { sku: sku.trim(), qty: /^\d{1,7}$/.test(qty.trim()) ? Number(qty) : Number.NaN };
      }),
  )
  .pipe(cartHoldAgainBodySchema.shape.items);

/**
 * The `/cart` action, one shape per intent. `update` changes a line's quantity, or with `toSku`
 * switches it to another ticket category of its event.
 */
export const cartFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add'), sku: skuField, qty: formQtySchema, ...cartFormBase }).strict(),
    addPackageForm,
    z
      .object({
        intent: z.literal('update'),
        itemId: idField,
        sku: skuField,
        qty: formQtySchema,
        toSku: z.string().trim().max(64, 'Must be at most 64 characters').optional(),
        ...cartFormBase,
      })
      .strict(),
    z.object({ intent: z.literal('remove'), itemId: idField, sku: skuField, qty: z.string().optional(), ...cartFormBase }).strict(),
    z.object({ intent: z.literal('extend'), ...cartFormBase }).strict(),
    z.object({ intent: z.literal('clear'), ...cartFormBase }).strict(),
    z.object({ intent: z.literal('apply-coupon'), coupon: required(z.string().trim().min(1, 'Coupon code is required').max(64, 'Must be at most 64 characters')), ...cartFormBase }).strict(),
    z.object({ intent: z.literal('remove-coupon'), ...cartFormBase }).strict(),
    z.object({ intent: z.literal('reserve-again'), lines: holdAgainLines, ...cartFormBase }).strict(),
  ],
  { error: 'Unknown cart intent' },
);
export type CartForm = z.output<typeof cartFormSchema>;
export type CartFormIntent = CartForm['intent'];

/**
 * The checkout action: the buyer's details and the card token the browser got from the payment
 * provider (card numbers never reach the storefront). Whether the names and e-mail are acceptable is
 * the checkout's own field rule; this only bounds what is read.
 */
export const checkoutFormSchema = z
  .object({
    firstname: z.string().max(100, 'Must be at most 100 characters').default(''),
    lastname: z.string().max(100, 'Must be at most 100 characters').default(''),
    email: z.string().max(200, 'Must be at most 200 characters').default(''),
    paymentToken: z.string().max(500, 'Must be at most 500 characters').default(''),
    ...checkoutDetailsFields,
    /** The checkout attempt's id, made once by the page and sent again on every retry of that attempt. */
    orderId: z.string().max(100, 'Must be at most 100 characters').regex(/^[\w-]*$/, 'Must be letters, digits and dashes').default(''),
    /** One of the codes the API listed; the API refuses any other. */
    paymentMethod: z.string().max(64, 'Must be at most 64 characters').regex(/^[a-z][a-z0-9_]*$/, 'Must be a payment method code').default('card'),
    js: z.literal('1', 'Must be 1').optional(),
  })
  .strict();
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/**
 * Page queries are links anyone may share with extra parameters (campaign tags, say), so they are
 * read loosely: unknown parameters are ignored and an unusable value falls back to its default.
 */
export const searchQuerySchema = z.object({
  q: z.string().catch('').default(''),
});

/** Load-more pages stop here: page N shows the first N × 16 events. */
const MAX_LISTING_PAGE = 50;

/** `?page=N` of an event listing: 1 to 50, anything else the first page. */
export const pageQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform((v) => Math.min(MAX_LISTING_PAGE, Math.max(1, Number(v))))
    .catch(1)
    .default(1),
});

/**
 * A category listing's filters, sort and period, by parameter name with every value given. Values
 * are bounded here (at most 20 a name, 256 characters each); which names and values mean something
 * is the listing's own rule.
 */
export const listingQuerySchema = z.record(
  z.string().max(64),
  z
    .array(z.string().max(256))
    .max(20)
    .catch((ctx) => (Array.isArray(ctx.value) ? ctx.value.filter((v): v is string => typeof v === 'string' && v.length <= 256).slice(0, 20) : [])),
);

/** Back from the payment provider: `?order_id=` names the checkout attempt. */
export const paymentReturnQuerySchema = z.object({
  order_id: z
    .string()
    .catch('')
    .default('')
    .transform((id) => id.slice(0, 100)),
});

/** The order failure page: `?reason=` is the payment's error code (shown as its catalogue text, never as given). */
export const failedQuerySchema = z.object({
  reason: z
    .string()
    .catch('')
    .default('')
    .transform((reason) => reason.slice(0, 64)),
});

/** The order confirmation page: `?order=` names the order just placed. */
export const successQuerySchema = z.object({
  order: z
    .string()
    .catch('')
    .default('')
    .transform((order) => order.slice(0, 64)),
});

/**
 * Path parameters of the storefront's pages. An address whose parameters do not fit is an unknown
 * address (page not found, or its URL rewrite), never an error.
 */
export const eventPathSchema = z.object({
  parentSku: z.string().min(1).max(64),
  slug: z.string().min(1).max(255),
});

/** `/p/:parentSku/:slug/:childSku`: a ticket category's own address, which leads to its event. */
export const ticketPathSchema = eventPathSchema.extend({ childSku: z.string().min(1).max(64) });

/** An artist, venue, city or content page named by its slug. */
export const slugPathSchema = z.object({ slug: z.string().min(1).max(255) });

/**
 * The account forms (sign-in, registration, forgotten and new password, profile, security). They are
 * read as bounded text; the field rules (account-rules.ts) then judge each field, so that every wrong
 * field gets its own message, in the browser and in the action alike.
 */
const formText = (max: number) => z.string().max(max, `Must be at most ${max} characters`).default('');
const accountFormBase = { js: z.literal('1', 'Must be 1').optional(), redirectTo: sitePathSchema.optional() };

export const signInFormSchema = z.object({ email: formText(254), password: formText(200), ...accountFormBase }).strict();
export const registerFormSchema = z
  .object({ firstname: formText(100), lastname: formText(100), email: formText(254), password: formText(200), passwordConfirm: formText(200), ...accountFormBase })
  .strict();
export const forgotPasswordFormSchema = z.object({ email: formText(254), ...accountFormBase }).strict();
export const createPasswordFormSchema = z.object({ password: formText(200), passwordConfirm: formText(200), ...accountFormBase }).strict();
export const profileFormSchema = z.object({ firstname: formText(100), lastname: formText(100), email: formText(254), emailConfirm: formText(254), js: accountFormBase.js }).strict();
export const securityFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('change-password'), currentPassword: formText(200), password: formText(200), passwordConfirm: formText(200), js: accountFormBase.js }).strict(),
  z.object({ intent: z.literal('end-session'), sessionId: z.string().min(1, 'Field is required').max(64, 'Must be at most 64 characters'), js: accountFormBase.js }).strict(),
]);
/** A create-password link's path parameters: the reset token and the address it was sent to. */
export const createPasswordParamsSchema = z.object({ token: z.string().min(1).max(200), email: z.string().min(3).max(254) });
