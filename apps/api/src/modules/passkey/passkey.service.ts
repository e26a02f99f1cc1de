import { createHmac } from 'node:crypto';
import { ErrorCodes, PasskeyErrorCodes, SocialLoginErrorCodes, SocialLoginMessages, UserErrorCodes, UserMessages, type PasskeySummary } from '@encore/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/create-db.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { UserClaims } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { signInMethodCount } from '../user/sign-in-methods.ts';
import { findCustomerByEmail } from '../user/user.repo.ts';
import type { SignedIn, UserService } from '../user/user.service.ts';
import * as repo from './passkey.repo.ts';
import { challengeOf, consumeChallenge, storeChallenge } from './webauthn-challenges.ts';
import type { WebauthnConfig } from './webauthn-config.ts';

/** How long the browser and the customer have to answer a challenge. */
const CHALLENGE_MS = 5 * 60_000;

const notSignedIn = () => fail(ErrorCodes.unauthorized, 'You need to be logged in to see this page');
const challengeInvalid = () => fail(PasskeyErrorCodes.challengeInvalid, 'This passkey request is unknown, used already or expired: please start again');
const unreadable = () => fail(ErrorCodes.validation, 'credential.response.clientDataJSON: The client data cannot be read', 'credential.response.clientDataJSON');
const verificationFailed = (error: unknown) => fail(PasskeyErrorCodes.verificationFailed, `The passkey could not be verified: ${error instanceof Error ? error.message : 'unexpected answer'}`);

/**
 * Passkeys stand in for the password. Registration needs a signed-in customer; sign-in needs nothing
 * but the passkey, found by its credential id, since the browser may offer any passkey it holds for
 * the shop. The authenticator must verify the person (PIN, fingerprint): a passkey is then a whole
 * sign-in on its own, not a second factor.
 */
export class PasskeyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly users: UserService,
    private readonly config: WebauthnConfig,
    private readonly secret: string,
  ) {}

  /** An opaque, stable handle for the customer: authenticators store it, so it names nobody outside the shop. */
  private userHandle(customerId: number): Uint8Array<ArrayBuffer> {
    return Uint8Array.from(createHmac('sha256', this.secret).update(`webauthn-user-handle:${customerId}`).digest());
  }

  async registrationOptions(claims: UserClaims): Promise<Result<PublicKeyCredentialCreationOptionsJSON>> {
    const customer = await this.users.signedInCustomer(claims);
    if (!customer) return notSignedIn();
    const existing = await repo.listForCustomer(this.db, customer.id);
    const options = await generateRegistrationOptions({
      rpName: this.config.rpName,
      rpID: this.config.rpId,
      userName: customer.email,
      userID: this.userHandle(customer.id),
      userDisplayName: `${customer.firstname} ${customer.lastname}`.trim(),
      timeout: CHALLENGE_MS,
      attestationType: 'none',
      // An authenticator that already holds one of the customer's passkeys is not asked for a second.
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await storeChallenge(this.db, options.challenge, 'registration', customer.id, this.clock.now(), CHALLENGE_MS);
    return ok(options);
  }

  async register(claims: UserClaims, credential: RegistrationResponseJSON, name: string | undefined): Promise<Result<PasskeySummary>> {
    const customer = await this.users.signedInCustomer(claims);
    if (!customer) return notSignedIn();
    const challenge = challengeOf(credential.response.clientDataJSON);
    if (!challenge) return unreadable();
    const now = this.clock.now();
    // The challenge is used up before the answer is checked: a failed answer cannot be tried again.
    if (!(await consumeChallenge(this.db, challenge, 'registration', customer.id, now))) return challengeInvalid();
    let verification;
    try {
      verification = await verifyRegistrationResponse({ response: credential, expectedChallenge: challenge, expectedOrigin: this.config.origins, expectedRPID: this.config.rpId, requireUserVerification: true });
    } catch (error) {
      return verificationFailed(error);
    }
    if (!verification.verified) return verificationFailed(undefined);
    const { credential: made } = verification.registrationInfo;
    const transports = credential.response.transports ?? [];
    try {
      const id = await repo.insertPasskey(this.db, { credentialId: made.id, publicKey: made.publicKey, counter: made.counter, transports, customerId: customer.id, name: name ?? 'Passkey', now: now.toISOString() });
      return ok({ id, name: name ?? 'Passkey', transports, created_at: now.toISOString(), last_used_at: null });
    } catch (error) {
      if (isUniqueViolation(error)) return fail(PasskeyErrorCodes.alreadyRegistered, 'This passkey is registered already');
      throw error;
    }
  }

  /**
   * Sign-in options. Without a username the browser offers the shop's passkeys it holds; with one,
   * the account's passkeys are named (an unknown name gets the same answer as no name).
   */
  async authenticationOptions(username: string | undefined): Promise<Result<PublicKeyCredentialRequestOptionsJSON>> {
    const customer = username ? await findCustomerByEmail(this.db, username) : undefined;
    const allow = customer ? (await repo.listForCustomer(this.db, customer.id)).map((p) => ({ id: p.credentialId, transports: p.transports })) : [];
    const options = await generateAuthenticationOptions({ rpID: this.config.rpId, timeout: CHALLENGE_MS, userVerification: 'required', ...(allow.length > 0 ? { allowCredentials: allow } : {}) });
    await storeChallenge(this.db, options.challenge, 'authentication', null, this.clock.now(), CHALLENGE_MS);
    return ok(options);
  }

  async authenticate(credential: AuthenticationResponseJSON, userAgent: string): Promise<Result<SignedIn>> {
    const challenge = challengeOf(credential.response.clientDataJSON);
    if (!challenge) return unreadable();
    const now = this.clock.now();
    if (!(await consumeChallenge(this.db, challenge, 'authentication', null, now))) return challengeInvalid();
    const passkey = await repo.findByCredentialId(this.db, credential.id);
    if (!passkey) return fail(UserErrorCodes.signInFailed, UserMessages.signInFailed);
    // The authenticator names the account it made the passkey for; it must be the passkey's owner.
    const handle = credential.response.userHandle;
    if (handle !== undefined && handle !== Buffer.from(this.userHandle(passkey.customerId)).toString('base64url')) return verificationFailed(new Error('the passkey belongs to another account'));
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: this.config.origins,
        expectedRPID: this.config.rpId,
        credential: { id: passkey.credentialId, publicKey: passkey.publicKey, counter: passkey.counter, transports: passkey.transports },
        requireUserVerification: true,
      });
    } catch (error) {
      return verificationFailed(error);
    }
    if (!verification.verified) return verificationFailed(undefined);
    if (!(await repo.recordUse(this.db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter, now.toISOString()))) {
      return verificationFailed(new Error('the passkey was used at the same moment elsewhere'));
    }
    return this.users.startSession(passkey.customerId, userAgent);
  }

  async list(claims: UserClaims): Promise<Result<PasskeySummary[]>> {
    const customer = await this.users.signedInCustomer(claims);
    if (!customer) return notSignedIn();
    return ok((await repo.listForCustomer(this.db, customer.id)).map(({ credentialId: _id, ...summary }) => summary));
  }

  async remove(claims: UserClaims, id: number): Promise<Result<boolean>> {
    const customer = await this.users.signedInCustomer(claims);
    if (!customer) return notSignedIn();
    return this.db.transaction().execute(async (tx): Promise<Result<boolean>> => {
      const own = await tx.selectFrom('passkey').select('id').where('id', '=', id).where('customer_id', '=', customer.id).executeTakeFirst();
      if (!own) return fail(ErrorCodes.notFound, 'No such passkey on your account');
      if ((await signInMethodCount(tx, customer.id)) <= 1) return fail(SocialLoginErrorCodes.lastSignInMethod, SocialLoginMessages.lastSignInMethod);
      await repo.deletePasskey(tx, customer.id, id);
      return ok(true);
    });
  }
}
