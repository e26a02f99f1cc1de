import { z } from 'zod';

/** Error codes of the social-login calls (beside the shared ones). */
export const SocialLoginErrorCodes = {
  unknownProvider: 'social_login_unknown_provider',
  /** The state is unknown, used already, expired or belongs to another kind of flow. */
  stateInvalid: 'social_login_state_invalid',
  /** The provider could not be reached to start a sign-in. */
  providerUnavailable: 'social_login_provider_unavailable',
  /** The provider refused the code or its ID token did not verify. */
  providerFailed: 'social_login_failed',
  /** An account has the provider's e-mail but is not linked to it: sign in with the password and link. */
  accountExists: 'social_login_account_exists',
  emailUnverified: 'social_login_email_unverified',
  /** That provider account is linked to another customer already. */
  linkedElsewhere: 'social_login_linked_elsewhere',
  notLinked: 'social_login_not_linked',
  /** Removing it would leave the account no way to sign in. */
  lastSignInMethod: 'last_sign_in_method',
} as const;

/** The texts the shop shows for social-login errors, word for word. */
export const SocialLoginMessages = {
  unknownProvider: 'This sign-in provider is not available',
  stateInvalid: 'This sign-in attempt is unknown or has expired, please start again',
  providerUnavailable: 'The sign-in provider cannot be reached right now, please try again later',
  providerFailed: 'The sign-in provider could not confirm who you are, please try again',
  accountExists: 'An account with this e-mail address already exists. Sign in with your password, then link this provider on your account page',
  emailUnverified: 'The sign-in provider has not confirmed your e-mail address, so no account can be made from it',
  linkedElsewhere: 'This provider account is already linked to another customer',
  notLinked: 'This provider is not linked to your account',
  lastSignInMethod: 'This is the last way to sign in to your account: set a password or add a passkey first',
} as const;

/** A provider by its configured name (OIDC_PROVIDERS), lower-case letters and digits. */
export const socialLoginProviderBodySchema = z
  .object({
    provider: z
      .string()
      .trim()
      .toLowerCase()
      .max(32)
      .refine((p) => /^[a-z0-9]+$/.test(p), 'Unknown sign-in provider'),
  })
  .strict();

/** The parameters the provider sent back to the redirect URI, passed on by the storefront. */
export const socialLoginFinishBodySchema = z
  .object({
    state: z.string().min(1, 'Field is required').max(200),
    code: z.string().min(1, 'Field is required').max(4096),
    /** The issuer the provider names in its answer, where it does (a guard against mixed-up providers). */
    iss: z.string().max(500).optional(),
  })
  .strict();

/** Where to send the customer's browser to sign in with the provider. */
export interface SocialLoginStart {
  provider: string;
  url: string;
  state: string;
}

export interface LinkedIdentity {
  provider: string;
  email: string;
  created_at: string;
}
