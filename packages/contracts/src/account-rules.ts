/**
 * The account field rules as plain functions, so the API's schemas and the storefront's forms (in the
 * browser too, where zod is never shipped) judge a name, an e-mail address or a password the same way.
 * Each rule answers the text the shop shows, or undefined when the value passes.
 */
export const AccountFieldTexts = {
  required: 'Field is required',
  nameAlpha: 'Accepts only alphabet characters',
  nameMin: 'Name must have at least 2 letters',
  /** Spec: "some fields 3": the first name on the invoice, as in the shop the spec describes. */
  nameMin3: 'Name must have at least 3 letters',
  email: 'Please provide valid e-mail address',
  password: 'Password must have at least 8 letters, including 1 digit, 1 lower case and 1 upper case letter',
  passwordsIdentical: 'Passwords must be identical',
  emailsIdentical: 'Emails must be identical',
  zipMin: 'Zip-code must have at least 3 letters',
  city: 'Please provide valid city name',
} as const;

export type AccountFieldText = (typeof AccountFieldTexts)[keyof typeof AccountFieldTexts];

/** A local part without a leading, trailing or doubled dot, and a domain of labels ending in a top-level name of letters. */
const EMAIL_SHAPE = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A person's name: letters of any alphabet, spaces, apostrophes and hyphens, with at least 2 letters. */
export function personNameProblem(value: string): AccountFieldText | undefined {
  const name = value.trim();
  if (!/^[\p{L}\p{M}' -]*$/u.test(name)) return AccountFieldTexts.nameAlpha;
  if ((name.match(/\p{L}/gu) ?? []).length < 2) return AccountFieldTexts.nameMin;
  return undefined;
}

/** A name that needs 3 letters (the first name on the invoice); otherwise as a person's name. */
export function invoiceFirstNameProblem(value: string): AccountFieldText | undefined {
  const problem = personNameProblem(value);
  if (problem) return problem;
  return (value.trim().match(/\p{L}/gu) ?? []).length < 3 ? AccountFieldTexts.nameMin3 : undefined;
}

/** An e-mail address the shop can write to (compared without surrounding spaces). */
export function emailProblem(value: string): AccountFieldText | undefined {
  const email = value.trim();
  return email.length <= 254 && EMAIL_SHAPE.test(email) ? undefined : AccountFieldTexts.email;
}

/** A new password: at least 8 characters with a digit, a lower-case and an upper-case letter. */
export function newPasswordProblem(value: string): AccountFieldText | undefined {
  const strong = value.length >= 8 && /\d/.test(value) && /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value);
  return strong ? undefined : AccountFieldTexts.password;
}

/** A postal code: at least 3 letters or digits, with spaces and hyphens between them. */
export function zipProblem(value: string): AccountFieldText | undefined {
  const zip = value.trim();
  return /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(zip) && (zip.match(/[\p{L}\p{N}]/gu) ?? []).length >= 3 ? undefined : AccountFieldTexts.zipMin;
}

/** A city's name: letters of any alphabet with spaces, apostrophes, dots and hyphens, at least 2 letters. */
export function cityProblem(value: string): AccountFieldText | undefined {
  const city = value.trim();
  return /^[\p{L}\p{M}' .-]*$/u.test(city) && (city.match(/\p{L}/gu) ?? []).length >= 2 ? undefined : AccountFieldTexts.city;
}
