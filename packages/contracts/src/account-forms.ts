import { z } from 'zod';
import { securityFormSchema } from './storefront-forms.ts';

/**
 * The forms of the account pages added after the profile: the address book, the order list's page,
 * passkeys and social sign-in. Fields are read as bounded text; the field rules (account-rules.ts)
 * then judge each field, so every wrong field gets its own message in the browser and the action alike.
 */
const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`).default('');
const js = z.literal('1', 'Must be 1').optional();
const checkbox = z.literal('on', 'Must be on').optional();
/** A database id as a form sends it: a positive whole number. */
const idText = z.string().regex(/^[1-9][0-9]{0,9}$/, 'Must be a number');

const addressFields = {
  firstname: text(100),
  lastname: text(100),
  street: text(200),
  apartment: text(200),
  city: text(100),
  postcode: text(20),
  country: z.string().regex(/^[A-Z]{2}$/, 'Must be a country code'),
  telephone: text(30),
  defaultShipping: checkbox,
  defaultBilling: checkbox,
};

export const addressFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), addressId: idText.optional(), ...addressFields, js }).strict(),
  z.object({ intent: z.literal('remove'), addressId: idText, js }).strict(),
]);

/** The order list's page number; anything else is the first page. */
export const ordersQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });

/** `/my-account/orders/:orderId`: an order's number in the shop's database. */
export const orderParamsSchema = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * A browser's WebAuthn answer travels as the JSON text @simplewebauthn/browser made of it; the action
 * parses it and checks it with the passkey schemas before it goes to the API.
 */
const credentialJson = z.string().min(2, 'Field is required').max(60_000, 'Must be at most 60000 characters');

export const passkeySignInFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('options') }).strict(),
  z.object({ intent: z.literal('authenticate'), credential: credentialJson, redirectTo: z.string().max(500).optional() }).strict(),
]);

/** A provider's configured name: lower-case letters and digits. */
const providerName = z.string().regex(/^[a-z0-9]{1,32}$/, 'Unknown sign-in provider');

/**
 * Starting a provider's sign-in (or, with `link=1`, linking it to the signed-in account) is a link, not a
 * form: the shop's policy lets forms post only to the shop itself, and the start sends the browser on to
 * the provider. No provider given: the page lists them. Values that do not fit are dropped.
 */
export const socialStartQuerySchema = z.object({
  provider: providerName.optional().catch(undefined),
  redirectTo: z.string().max(500).optional().catch(undefined),
  link: z.literal('1').optional().catch(undefined),
});

/** Adding a passkey from the security page: the creation options first, then the browser's answer. */
export const passkeyAddFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('options') }).strict(),
  z.object({ intent: z.literal('register'), credential: credentialJson, name: text(60) }).strict(),
]);

/** The security page's forms beside the password: removing a passkey, unlinking a provider. */
const securityExtraFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('passkey-remove'), passkeyId: idText }).strict(),
  z.object({ intent: z.literal('social-unlink'), provider: providerName }).strict(),
]);

/** Every form of the security page: the password, sessions, passkeys and linked providers. */
export const securityPageFormSchema = z.union([securityFormSchema, securityExtraFormSchema]);

/** What a provider sends back to the redirect URI: a code and the state, or an error. */
export const socialCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

/** The address book's `?edit=`: an entry's id, or `new` for the empty form; anything else shows the list only. */
export const addressPageQuerySchema = z.object({
  edit: z
    .string()
    .regex(/^(new|[1-9][0-9]{0,9})$/)
    .optional()
    .catch(undefined),
});

/** A social sign-in in progress as the storefront remembers it in a cookie (see the storefront's flow cookie). */
export const socialFlowSchema = z
  .object({
    state: z.string().min(1).max(200),
    store: z.string().min(1).max(20),
    mode: z.enum(['sign-in', 'link']),
    redirectTo: z.string().max(500).optional(),
  })
  .strict();
export type SocialFlow = z.infer<typeof socialFlowSchema>;
