import { AccountFieldTexts, cityProblem, emailProblem, newPasswordProblem, personNameProblem, zipProblem, type AccountFieldText } from '@encore/contracts';

/**
 * The account forms' field rules, run in the browser (on blur and on submit) and again in the action.
 * The rules themselves are the API's (contracts' account rules); here they are applied to each form and
 * their texts become message ids of the active catalogue, so each store shows them in its language.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The catalogue's message id for each account-field text (the account forms and the checkout share them). */
export const ACCOUNT_TEXT_MESSAGE_IDS: Record<AccountFieldText, string> = {
  [AccountFieldTexts.required]: 'validation.required',
  [AccountFieldTexts.nameAlpha]: 'validation.nameAlpha',
  [AccountFieldTexts.nameMin]: 'validation.nameMin',
  [AccountFieldTexts.nameMin3]: 'validation.nameMin3',
  [AccountFieldTexts.email]: 'validation.email',
  [AccountFieldTexts.password]: 'validation.password',
  [AccountFieldTexts.passwordsIdentical]: 'validation.passwordsIdentical',
  [AccountFieldTexts.emailsIdentical]: 'validation.emailsIdentical',
  [AccountFieldTexts.zipMin]: 'validation.zipMin',
  [AccountFieldTexts.city]: 'validation.city',
};

/** A filled-in field judged by `rule`; an empty one is required. */
function check(value: string, rule?: (value: string) => AccountFieldText | undefined): string | undefined {
  if (!value.trim()) return ACCOUNT_TEXT_MESSAGE_IDS[AccountFieldTexts.required];
  const problem = rule?.(value);
  return problem ? ACCOUNT_TEXT_MESSAGE_IDS[problem] : undefined;
}

function confirm(value: string, original: string, text: AccountFieldText): string | undefined {
  if (!value) return ACCOUNT_TEXT_MESSAGE_IDS[AccountFieldTexts.required];
  return value === original ? undefined : ACCOUNT_TEXT_MESSAGE_IDS[text];
}

function only<K extends string>(entries: Array<[K, string | undefined]>): FieldErrors<K> {
  return Object.fromEntries(entries.filter((e) => e[1] !== undefined)) as FieldErrors<K>;
}

/** Signing in checks the address's shape only; the password is whatever the customer once chose. */
export const validateSignIn = (f: { email: string; password: string }) =>
  only<'email' | 'password'>([
    ['email', check(f.email, emailProblem)],
    ['password', f.password ? undefined : ACCOUNT_TEXT_MESSAGE_IDS[AccountFieldTexts.required]],
  ]);

export const validateNewPassword = (f: { password: string; passwordConfirm: string }) =>
  only<'password' | 'passwordConfirm'>([
    ['password', check(f.password, newPasswordProblem)],
    ['passwordConfirm', confirm(f.passwordConfirm, f.password, AccountFieldTexts.passwordsIdentical)],
  ]);

export const validateRegister = (f: { firstname: string; lastname: string; email: string; password: string; passwordConfirm: string }) => ({
  ...only<'firstname' | 'lastname' | 'email'>([
    ['firstname', check(f.firstname, personNameProblem)],
    ['lastname', check(f.lastname, personNameProblem)],
    ['email', check(f.email, emailProblem)],
  ]),
  ...validateNewPassword(f),
});

export const validateForgotPassword = (f: { email: string }) => only<'email'>([['email', check(f.email, emailProblem)]]);

/** A changed e-mail address is typed twice; an unchanged one needs no confirmation. */
export const validateProfile = (f: { firstname: string; lastname: string; email: string; emailConfirm: string }, currentEmail: string) =>
  only<'firstname' | 'lastname' | 'email' | 'emailConfirm'>([
    ['firstname', check(f.firstname, personNameProblem)],
    ['lastname', check(f.lastname, personNameProblem)],
    ['email', check(f.email, emailProblem)],
    ['emailConfirm', f.email.trim().toLowerCase() === currentEmail.toLowerCase() ? undefined : confirm(f.emailConfirm.trim().toLowerCase(), f.email.trim().toLowerCase(), AccountFieldTexts.emailsIdentical)],
  ]);

export const validatePasswordChange = (f: { currentPassword: string; password: string; passwordConfirm: string }) => ({
  ...only<'currentPassword'>([['currentPassword', f.currentPassword ? undefined : ACCOUNT_TEXT_MESSAGE_IDS[AccountFieldTexts.required]]]),
  ...validateNewPassword(f),
});

/** An address-book entry: names, street, city and zip-code are required; apartment and phone are not. */
export const validateAddress = (f: { firstname: string; lastname: string; street: string; city: string; postcode: string }) =>
  only<'firstname' | 'lastname' | 'street' | 'city' | 'postcode'>([
    ['firstname', check(f.firstname, personNameProblem)],
    ['lastname', check(f.lastname, personNameProblem)],
    ['street', check(f.street)],
    ['city', check(f.city, cityProblem)],
    ['postcode', check(f.postcode, zipProblem)],
  ]);

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
