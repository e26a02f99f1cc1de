import { AccountFieldTexts, cityProblem, emailProblem, invoiceFirstNameProblem, newPasswordProblem, personNameProblem, zipProblem, type AccountFieldText } from '@encore/contracts';
import { ACCOUNT_TEXT_MESSAGE_IDS } from '#app/features/account/account-validation.ts';

/**
 * The checkout steps' field rules (spec section 5), run in the browser on blur and on submit and again
 * in the checkout action. The name, e-mail, password, zip-code and city rules are the account rules the
 * API applies too; the answers are message ids of the active catalogue, so each store shows the spec's
 * texts in its own language.
 */
export interface CheckoutDetails {
  firstname: string;
  lastname: string;
  email: string;
  emailConfirm: string;
  /** '1' when a guest asks for an account with this order. */
  createAccount: string;
  password: string;
  passwordConfirm: string;
  /** The names on the invoice when they are not the buyer's own (both empty: the buyer's names). */
  billingFirstname: string;
  billingLastname: string;
  company: string;
  taxId: string;
  street: string;
  apartment: string;
  city: string;
  postcode: string;
  region: string;
  country: string;
  dialCode: string;
  phone: string;
  /** 'carrier_code/method_code'. */
  shippingMethod: string;
  terms: string;
}
export type DetailsField = keyof CheckoutDetails;
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const STEPS = ['personal', 'billing', 'delivery', 'payment', 'summary'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** Which step shows which field, in screen order (the first error found this way gets the focus). */
export const STEP_FIELDS: Record<CheckoutStep, readonly DetailsField[]> = {
  personal: ['firstname', 'lastname', 'email', 'emailConfirm', 'createAccount', 'password', 'passwordConfirm'],
  billing: ['billingFirstname', 'billingLastname', 'company', 'taxId', 'street', 'apartment', 'postcode', 'city', 'region', 'country', 'dialCode', 'phone'],
  delivery: ['shippingMethod'],
  payment: [],
  summary: ['terms'],
};

export const DETAIL_FIELDS: readonly DetailsField[] = STEPS.flatMap((s) => STEP_FIELDS[s]);

export const CheckoutMessageIds = {
  required: 'validation.required',
  numbers: 'checkoutSteps.validation.numbers',
  terms: 'checkoutSteps.validation.terms',
} as const;


/** A phone number as people type it: digits, with spaces or hyphens between them and an optional leading plus. */
const PHONE_TYPED = /^\+?[\d\s-]*\d[\d\s-]*$/;

const isChecked = (v: string) => v === '1' || v === 'on';

/** A required field judged by `rule`. */
function check(value: string, rule?: (value: string) => AccountFieldText | undefined): string | undefined {
  if (!value.trim()) return CheckoutMessageIds.required;
  const problem = rule?.(value);
  return problem ? ACCOUNT_TEXT_MESSAGE_IDS[problem] : undefined;
}

function sameAs(value: string, original: string, text: AccountFieldText, normalise = (s: string) => s): string | undefined {
  if (!value.trim()) return CheckoutMessageIds.required;
  return normalise(value) === normalise(original) ? undefined : ACCOUNT_TEXT_MESSAGE_IDS[text];
}

const emailKey = (s: string) => s.trim().toLowerCase();

/**
 * Every rule of the checkout's detail fields. `signedIn`: a customer already has an account, so there is
 * no account to create and no password to check.
 */
export function validateCheckoutDetails(d: CheckoutDetails, { signedIn = false } = {}): FieldErrors<DetailsField> {
  const wantsAccount = !signedIn && isChecked(d.createAccount);
  const invoiceNamed = Boolean(d.billingFirstname.trim() || d.billingLastname.trim());
  const found: Array<[DetailsField, string | undefined]> = [
    ['firstname', check(d.firstname, personNameProblem)],
    ['lastname', check(d.lastname, personNameProblem)],
    ['email', check(d.email, emailProblem)],
    ['emailConfirm', sameAs(d.emailConfirm, d.email, AccountFieldTexts.emailsIdentical, emailKey)],
    ['password', wantsAccount ? check(d.password, newPasswordProblem) : undefined],
    ['passwordConfirm', wantsAccount ? sameAs(d.passwordConfirm, d.password, AccountFieldTexts.passwordsIdentical) : undefined],
    // Names for the invoice are optional; once one is given, both are needed.
    ['billingFirstname', invoiceNamed ? check(d.billingFirstname, invoiceFirstNameProblem) : undefined],
    ['billingLastname', invoiceNamed ? check(d.billingLastname, personNameProblem) : undefined],
    ['street', check(d.street)],
    ['postcode', check(d.postcode, zipProblem)],
    ['city', check(d.city, cityProblem)],
    ['country', check(d.country)],
    ['phone', d.phone.trim() && !PHONE_TYPED.test(d.phone.trim()) ? CheckoutMessageIds.numbers : undefined],
    ['terms', isChecked(d.terms) ? undefined : CheckoutMessageIds.terms],
  ];
  return Object.fromEntries(found.filter((e) => e[1] !== undefined)) as FieldErrors<DetailsField>;
}

/** The step a field is on. */
export function stepOf(field: string): CheckoutStep | undefined {
  return STEPS.find((s) => (STEP_FIELDS[s] as readonly string[]).includes(field));
}

/** The details read from a form's fields (absent ones empty). */
export function detailsFrom(read: (name: DetailsField) => string): CheckoutDetails {
  return Object.fromEntries(DETAIL_FIELDS.map((f) => [f, read(f)])) as unknown as CheckoutDetails;
}

/** The details a refused submission shows again: everything but the passwords. */
export function withoutSecrets(d: CheckoutDetails): Partial<CheckoutDetails> {
  const { password: _password, passwordConfirm: _confirm, ...rest } = d;
  return rest;
}
