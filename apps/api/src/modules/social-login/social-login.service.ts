import { randomBytes } from 'node:crypto';
import { ErrorCodes, SocialLoginErrorCodes, SocialLoginMessages, type LinkedIdentity, type SocialLoginStart } from '@encore/contracts';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Db } from '../../db/create-db.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { UserClaims } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { hashPassword } from '../user/password-hash.ts';
import { signInMethodCount } from '../user/sign-in-methods.ts';
import { findCustomerByEmail, insertCustomer } from '../user/user.repo.ts';
import type { SignedIn, UserService } from '../user/user.service.ts';
import * as identities from './identity.repo.ts';
import type { OidcClients } from './oidc-clients.ts';
import { consumeFlow, storeFlow, type FlowPurpose, type OidcFlow } from './oidc-flows.ts';
import { identityFromCallback, type ProviderIdentity } from './provider-identity.ts';

/** How long the customer has at the provider before the started flow expires. */
const FLOW_MS = 10 * 60_000;
const SCOPE = 'openid email profile';

const notSignedIn = () => fail(ErrorCodes.unauthorized, 'You need to be logged in to see this page');
const failure = (code: keyof typeof SocialLoginErrorCodes) => fail(SocialLoginErrorCodes[code], SocialLoginMessages[code]);

export interface CallbackInput {
  state: string;
  code: string;
  iss?: string | undefined;
}

/**
 * Sign-in and account linking through OpenID Connect providers. A provider's subject signs in the
 * customer it is linked to. An account is made from the provider's e-mail only when the provider
 * has verified it and no account has it yet: an existing account with that e-mail is never taken
 * over, since whoever controls the provider account need not be its owner; its owner signs in with
 * the password and links the provider.
 */
export class SocialLoginService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly users: UserService,
    private readonly clients: OidcClients,
    private readonly redirectUri: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  providers(): Result<string[]> {
    return ok(this.clients.names());
  }

  startSignIn(provider: string): Promise<Result<SocialLoginStart>> {
    return this.start(provider, 'sign-in', null);
  }

  async startLink(claims: UserClaims, provider: string): Promise<Result<SocialLoginStart>> {
    const customer = await this.users.signedInCustomer(claims);
    return customer ? this.start(provider, 'link', customer.id) : notSignedIn();
  }

  async finishSignIn(input: CallbackInput, userAgent: string): Promise<Result<SignedIn>> {
    const flow = await consumeFlow(this.db, input.state, 'sign-in', null, this.clock.now());
    if (!flow) return failure('stateInvalid');
    const identity = await this.exchange(flow, input);
    if (!identity.ok) return identity;
    const customerId = await this.customerFor(flow.provider, identity.value);
    return customerId.ok ? this.users.startSession(customerId.value, userAgent) : customerId;
  }

  async finishLink(claims: UserClaims, input: CallbackInput): Promise<Result<LinkedIdentity[]>> {
    const customer = await this.users.signedInCustomer(claims);
    if (!customer) return notSignedIn();
    const flow = await consumeFlow(this.db, input.state, 'link', customer.id, this.clock.now());
    if (!flow) return failure('stateInvalid');
    const identity = await this.exchange(flow, input);
    if (!identity.ok) return identity;
    const { subject, email } = identity.value;
    try {
      return await this.db.transaction().execute(async (tx): Promise<Result<LinkedIdentity[]>> => {
        const owner = await identities.customerOfIdentity(tx, flow.provider, subject);
        if (owner !== undefined && owner !== customer.id) return failure('linkedElsewhere');
        if (owner === undefined) await identities.insertIdentity(tx, { provider: flow.provider, subject, customerId: customer.id, email, now: this.clock.now().toISOString() });
        return ok(await identities.listIdentities(tx, customer.id));
      });
    } catch (error) {
      // Someone linked the same provider account at the same moment.
      if (isUniqueViolation(error)) return failure('linkedElsewhere');
      throw error;
    }
  }

  async links(claims: UserClaims): Promise<Result<LinkedIdentity[]>> {
    const customer = await this.users.signedInCustomer(claims);
    return customer ? ok(await identities.listIdentities(this.db, customer.id)) : notSignedIn();
  }

  async unlink(claims: UserClaims, provider: string): Promise<Result<LinkedIdentity[]>> {
    const customer = await this.users.signedInCustomer(claims);
    if (!customer) return notSignedIn();
    return this.db.transaction().execute(async (tx): Promise<Result<LinkedIdentity[]>> => {
      const linked = (await identities.listIdentities(tx, customer.id)).filter((i) => i.provider === provider).length;
      if (linked === 0) return failure('notLinked');
      if ((await signInMethodCount(tx, customer.id)) - linked < 1) return failure('lastSignInMethod');
      await identities.deleteIdentities(tx, customer.id, provider);
      return ok(await identities.listIdentities(tx, customer.id));
    });
  }

  private async start(provider: string, purpose: FlowPurpose, customerId: number | null): Promise<Result<SocialLoginStart>> {
    if (!this.clients.has(provider)) return failure('unknownProvider');
    let config: client.Configuration;
    try {
      config = await this.clients.configuration(provider);
    } catch (err) {
      this.log.warn({ err, provider }, 'the sign-in provider could not be discovered');
      return failure('providerUnavailable');
    }
    const flow: OidcFlow = { provider, state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    });
    await storeFlow(this.db, flow, purpose, customerId, this.clock.now(), FLOW_MS);
    return ok({ provider, url: url.href, state: flow.state });
  }

  private async exchange(flow: OidcFlow, input: CallbackInput): Promise<Result<ProviderIdentity>> {
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.searchParams.set('code', input.code);
    callbackUrl.searchParams.set('state', input.state);
    if (input.iss !== undefined) callbackUrl.searchParams.set('iss', input.iss);
    try {
      const config = await this.clients.configuration(flow.provider);
      return ok(await identityFromCallback(config, callbackUrl, flow));
    } catch (err) {
      this.log.warn({ err, provider: flow.provider }, 'a sign-in provider callback did not verify');
      return failure('providerFailed');
    }
  }

  /** The customer a provider identity signs in: the linked one, else a new account from a verified e-mail nobody has. */
  private async customerFor(provider: string, identity: ProviderIdentity): Promise<Result<number>> {
    const linked = await identities.customerOfIdentity(this.db, provider, identity.subject);
    if (linked !== undefined) return ok(linked);
    if (!identity.email || !identity.emailVerified) return failure('emailUnverified');
    // Nobody knows this password: the account signs in through the provider until its owner sets one.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const now = this.clock.now().toISOString();
    try {
      return await this.db.transaction().execute(async (tx): Promise<Result<number>> => {
        const raced = await identities.customerOfIdentity(tx, provider, identity.subject);
        if (raced !== undefined) return ok(raced);
        if (await findCustomerByEmail(tx, identity.email)) return failure('accountExists');
        const customerId = await insertCustomer(tx, { email: identity.email, firstname: identity.firstname, lastname: identity.lastname, storeId: 1, passwordHash, now, hasPassword: false });
        await identities.insertIdentity(tx, { provider, subject: identity.subject, customerId, email: identity.email, now });
        return ok(customerId);
      });
    } catch (error) {
      // The same sign-in finished twice at once: the other one made the account.
      if (!isUniqueViolation(error)) throw error;
      const other = await identities.customerOfIdentity(this.db, provider, identity.subject);
      return other !== undefined ? ok(other) : failure('accountExists');
    }
  }
}
