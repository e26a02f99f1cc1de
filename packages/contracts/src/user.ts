import { z } from 'zod';
import { AccountFieldTexts, emailProblem, newPasswordProblem, personNameProblem } from './account-rules.ts';
import { addressSchema } from './cart.ts';

/** Error codes of the account calls (beside the shared ones). */
export const UserErrorCodes = {
  signInFailed: 'sign_in_failed',
  emailTaken: 'email_taken',
  refreshFailed: 'refresh_failed',
  resetTokenInvalid: 'reset_token_invalid',
  wrongPassword: 'wrong_password',
  forbidden: 'forbidden',
} as const;

/** The texts the shop shows for account errors, word for word. */
export const UserMessages = {
  signInFailed: 'The account sign-in was incorrect or your account is disabled temporarily',
  emailTaken: 'A customer with the same email already exists',
  refreshFailed: 'Error refreshing user token. User is not authorized to access the resource',
  resetTokenInvalid: 'The password reset link is invalid or has expired, please ask for a new one',
  wrongPassword: 'The current password is not correct',
} as const;

/** Turns a rule of account-rules.ts into a zod check with the rule's own text. */
const byRule = (rule: (value: string) => string | undefined) => (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const problem = rule(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** A new password: at least 8 characters with a digit, a lower-case and an upper-case letter. */
const newPasswordField = z.string().max(200).superRefine(byRule(newPasswordProblem));

/** A password being checked, not chosen: any length up to the bound, so old passwords still work. */
const givenPasswordField = z.string().min(1, AccountFieldTexts.required).max(200);

const accountEmailField = z.string().trim().toLowerCase().max(254).superRefine(byRule(emailProblem));

/** Letters (of any alphabet), spaces, apostrophes and hyphens; at least 2 letters. */
const personNameField = z.string().trim().max(100).superRefine(byRule(personNameProblem));

/** An address-book entry: the cart's address fields, plus which default it is. */
export const customerAddressSchema = addressSchema
  .omit({ email: true })
  .extend({
    firstname: personNameField,
    lastname: personNameField,
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  })
  .strict();
export type CustomerAddressInput = z.infer<typeof customerAddressSchema>;

/** An address as the address book answers it: with its id and owner. */
export type CustomerAddress = CustomerAddressInput & { id: number; customer_id: number };

export const userCreateBodySchema = z
  .object({
    customer: z.object({
      email: accountEmailField,
      firstname: personNameField,
      lastname: personNameField,
      storeId: z.coerce.number().int().min(0).max(1000).optional(),
      addresses: z.array(customerAddressSchema).max(20).optional(),
    }),
    password: newPasswordField,
    storeId: z.coerce.number().int().min(0).max(1000).optional(),
  })
  .strict();

export const userLoginBodySchema = z.object({ username: z.string().trim().toLowerCase().min(1, 'Field is required').max(254), password: givenPasswordField }).strict();
export const userRefreshBodySchema = z.object({ refreshToken: z.string().min(1, 'Field is required').max(512) }).strict();
/** A link that opens the customer's checkout, signed in and with this cart, on another device (the spec's /checkout?userToken=&refreshToken=&cartId=). */
export const checkoutLinkBodySchema = z.object({ cartId: z.string().min(1, 'cartId is required').max(64) }).strict();
export interface CheckoutLink {
  /** Path and query of the storefront's checkout, without the store prefix. */
  path: string;
  /** Until when the link can be opened (ISO time); it opens once. */
  expiresAt: string;
}
export const resetPasswordBodySchema = z.object({ email: accountEmailField }).strict();
export const resetPasswordQuerySchema = z.object({ storeCode: z.string().max(20).optional() }).strict();
export const createPasswordBodySchema = z.object({ email: accountEmailField, newPassword: newPasswordField, resetToken: z.string().min(1, 'Field is required').max(200) }).strict();
export const changePasswordBodySchema = z.object({ currentPassword: givenPasswordField, newPassword: newPasswordField }).strict();

/**
 * A profile update. Only names, e-mail and addresses can change: any other field a client sends
 * (an id, a customer group) is dropped here, never written.
 */
export const userUpdateBodySchema = z
  .object({
    customer: z.object({
      firstname: personNameField.optional(),
      lastname: personNameField.optional(),
      email: accountEmailField.optional(),
      addresses: z.array(customerAddressSchema.extend({ id: z.number().int().positive().optional() }).strip()).max(20).optional(),
    }),
  })
  .strict();

export const orderHistoryQuerySchema = z
  .object({
    token: z.string().max(2000).optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

export const addressIdParamsSchema = z.object({ addressId: z.coerce.number().int().positive() }).strict();
export const customerIdParamsSchema = z.object({ customerId: z.coerce.number().int().positive() }).strict();
export const sessionIdParamsSchema = z.object({ sessionId: z.string().min(1).max(64) }).strict();

export interface CustomerProfile {
  id: number;
  group_id: number;
  email: string;
  firstname: string;
  lastname: string;
  store_id: number;
  created_at: string;
  updated_at: string;
  addresses: CustomerAddress[];
  default_shipping?: string;
  default_billing?: string;
}

export interface CustomerSession {
  id: string;
  user_agent: string;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

export interface OrderHistoryEntry {
  entity_id: number;
  increment_id: string;
  status: string;
  state: string;
  created_at: string;
  store_name: string;
  currency: string;
  grand_total: number;
  total_due: number;
  subtotal_incl_tax: number;
  tax_amount: number;
  /** Negative or zero, as the totals show it. */
  discount_amount: number;
  shipping_incl_tax: number;
  items: Array<{
    sku: string;
    name: string;
    qty_ordered: number;
    row_total_incl_tax: number;
    /** The ticket category bought (Parkett, Standing, …). */
    ticket_category: string | null;
    /** The line's tickets with their row and seat where the event has numbered seats. */
    tickets: Array<{ position: number; row: string | null; seat: string | null }>;
  }>;
}
