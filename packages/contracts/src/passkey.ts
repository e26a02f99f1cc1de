import { z } from 'zod';

/** Error codes of the passkey calls (beside the shared ones). */
export const PasskeyErrorCodes = {
  /** The challenge the answer signs is unknown, used already or expired: ask for new options. */
  challengeInvalid: 'passkey_challenge_invalid',
  /** The authenticator's answer does not verify (wrong origin, signature, counter, ...). */
  verificationFailed: 'passkey_verification_failed',
  alreadyRegistered: 'passkey_already_registered',
} as const;

/** Binary values travel as base64url text, as the browser's WebAuthn JSON encodes them. */
const base64url = (max: number) =>
  z
    .string()
    .min(1, 'Field is required')
    .max(max)
    .refine((v) => /^[A-Za-z0-9_-]+={0,2}$/.test(v), 'Must be base64url text');

/** Extension outputs are the browser's to fill; only their size is bounded here. */
const clientExtensionResults = z.record(z.string().max(64), z.unknown()).refine((r) => Object.keys(r).length <= 20, 'Too many extension results');

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
};

/** What `startRegistration()` of @simplewebauthn/browser resolves to, as it is. */
const registrationResponseSchema = z
  .object({
    ...credentialFields,
    response: z
      .object({
        clientDataJSON: base64url(4096),
        attestationObject: base64url(32_768),
        authenticatorData: base64url(16_384).optional(),
        transports: z.array(z.string().max(32)).max(10).optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: base64url(4096).optional(),
      })
      .strict(),
  })
  .strict();

/** What `startAuthentication()` of @simplewebauthn/browser resolves to, as it is. */
const authenticationResponseSchema = z
  .object({
    ...credentialFields,
    response: z
      .object({
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(16_384),
        signature: base64url(2048),
        userHandle: base64url(256).optional(),
      })
      .strict(),
  })
  .strict();

export const passkeyRegisterBodySchema = z
  .object({
    credential: registrationResponseSchema,
    /** What the customer calls this passkey in the account page ("Laptop", "Phone"). */
    name: z.string().trim().min(1, 'Field is required').max(60).optional(),
  })
  .strict();

/** Without a username the browser offers every passkey it holds for the shop (discoverable credentials). */
export const passkeyAuthenticationOptionsBodySchema = z.object({ username: z.string().trim().toLowerCase().min(1).max(254).optional() }).strict().nullish();

export const passkeyAuthenticateBodySchema = z.object({ credential: authenticationResponseSchema }).strict();

export const passkeyIdParamsSchema = z.object({ id: z.coerce.number().int().positive() }).strict();

/** A passkey as the account page lists it: never its key. */
export interface PasskeySummary {
  id: number;
  name: string;
  transports: string[];
  created_at: string;
  last_used_at: string | null;
}
