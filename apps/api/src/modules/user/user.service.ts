import { ErrorCodes, UserErrorCodes, UserMessages, storeViewByCode, storeViewById, type CustomerAddressInput, type CustomerProfile, type CheckoutLink, type CustomerSession, type OrderHistoryEntry, type StoreView } from '@encore/contracts';
import { z } from 'zod';
import type { Db } from '../../db/create-db.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { signUserToken, type UserClaims } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { enqueueJob } from '../../platform/jobs/job-store.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { hashPassword, passwordMatches } from './password-hash.ts';
import { consumeResetToken, issueResetToken } from './password-reset.ts';
import { resetEmail, resetLink } from './reset-email.ts';
import { SessionStore } from './sessions.ts';
import * as repo from './user.repo.ts';
import { listOrderHistory } from './order-history.ts';

export interface AccountConfig {
  accessTokenSeconds: number;
  refreshTokenDays: number;
  resetMinutes: number;
  /** The storefront's public address, for links in e-mails. */
  shopUrl: string;
}

/** How long a checkout hand-over link can be opened. */
const CHECKOUT_LINK_MINUTES = 15;

/** The kind of the job that sends a password-reset e-mail. */
export const RESET_EMAIL_JOB = 'password-reset-email';
const resetJobPayload = z.object({ email: z.string(), storeCode: z.string().optional() });

export interface SignedIn {
  token: string;
  refreshToken: string;
}

type AddressInput = CustomerAddressInput & { id?: number | undefined };

const signInFailed = () => fail(UserErrorCodes.signInFailed, UserMessages.signInFailed);
const notSignedIn = () => fail(ErrorCodes.unauthorized, 'You need to be logged in to see this page');

export class UserService {
  private readonly sessions: SessionStore;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly config: AccountConfig,
    private readonly mailer: Mailer,
    /** Called after a request has written a job someone waits for (the job runner's nudge). */
    private readonly jobQueued: () => void = () => undefined,
  ) {
    this.sessions = new SessionStore(db, config.refreshTokenDays * 86_400_000);
  }

  private accessToken(customer: { id: number; group_id: number }, sessionId: string): string {
    const now = this.clock.now();
    return signUserToken({ sub: Number(customer.id), grp: Number(customer.group_id), sid: sessionId, exp: Math.floor(now.getTime() / 1000) + this.config.accessTokenSeconds }, this.secret, now);
  }

  /** The signed-in customer, while the session the token was issued for is still open. */
  private async customerOf(claims: UserClaims): Promise<repo.StoredCustomer | undefined> {
    if (claims.sid !== undefined && !(await this.sessions.isLive(claims.sid, this.clock.now()))) return undefined;
    return repo.findCustomerById(this.db, claims.sub);
  }

  async register(input: { email: string; firstname: string; lastname: string; storeId?: number | undefined; addresses?: CustomerAddressInput[] | undefined }, password: string): Promise<Result<CustomerProfile>> {
    const now = this.clock.now().toISOString();
    const storeId = input.storeId !== undefined && storeViewById(input.storeId) ? input.storeId : 1;
    const passwordHash = await hashPassword(password);
    try {
      const customer = await this.db.transaction().execute(async (tx) => {
        if (await repo.findCustomerByEmail(tx, input.email)) return undefined;
        const id = await repo.insertCustomer(tx, { email: input.email, firstname: input.firstname, lastname: input.lastname, storeId, passwordHash, now });
        for (const address of input.addresses ?? []) await repo.insertAddress(tx, id, address, now);
        return repo.findCustomerById(tx, id);
      });
      if (!customer) return fail(UserErrorCodes.emailTaken, UserMessages.emailTaken);
      return ok(await repo.profileOf(this.db, customer));
    } catch (error) {
      // Two registrations of one address at once: the unique index lets one through.
      if (isUniqueViolation(error)) return fail(UserErrorCodes.emailTaken, UserMessages.emailTaken);
      throw error;
    }
  }

  async login(email: string, password: string, userAgent: string): Promise<Result<SignedIn>> {
    const customer = await repo.findCustomerByEmail(this.db, email);
    if (!(await passwordMatches(customer?.password_hash, password)) || !customer) return signInFailed();
    const { sessionId, refreshToken } = await this.sessions.start(customer.id, userAgent, this.clock.now());
    return ok({ token: this.accessToken(customer, sessionId), refreshToken });
  }

  /** Starts a session for a customer whom another way of signing in (a passkey, a provider) has proven. */
  async startSession(customerId: number, userAgent: string): Promise<Result<SignedIn>> {
    const customer = await repo.findCustomerById(this.db, customerId);
    if (!customer) return signInFailed();
    const { sessionId, refreshToken } = await this.sessions.start(customer.id, userAgent, this.clock.now());
    return ok({ token: this.accessToken(customer, sessionId), refreshToken });
  }

  /** The customer a token proves, while the session it was issued for is still open. */
  signedInCustomer(claims: UserClaims): Promise<repo.StoredCustomer | undefined> {
    return this.customerOf(claims);
  }

  async refresh(refreshToken: string): Promise<Result<SignedIn>> {
    const outcome = await this.sessions.rotate(refreshToken, this.clock.now());
    if (outcome.status !== 'rotated') return fail(UserErrorCodes.refreshFailed, UserMessages.refreshFailed);
    const customer = await repo.findCustomerById(this.db, outcome.customerId);
    if (!customer) return fail(UserErrorCodes.refreshFailed, UserMessages.refreshFailed);
    const sessionId = outcome.refreshToken.split('.')[0]!;
    return ok({ token: this.accessToken(customer, sessionId), refreshToken: outcome.refreshToken });
  }

  async logout(claims: UserClaims): Promise<Result<boolean>> {
    if (claims.sid !== undefined) await this.sessions.revoke(claims.sid, 'signed out', this.clock.now(), claims.sub);
    return ok(true);
  }

  async me(claims: UserClaims): Promise<Result<CustomerProfile>> {
    const customer = await this.customerOf(claims);
    return customer ? ok(await repo.profileOf(this.db, customer)) : notSignedIn();
  }

  /**
   * Names, e-mail and the address book change; nothing else can. A list of addresses replaces the
   * book: entries with an id change that address (which must be the customer's own), entries
   * without one are added, and the customer's addresses left out are removed.
   */
  async updateMe(claims: UserClaims, input: { firstname?: string | undefined; lastname?: string | undefined; email?: string | undefined; addresses?: AddressInput[] | undefined }): Promise<Result<CustomerProfile>> {
    const customer = await this.customerOf(claims);
    if (!customer) return notSignedIn();
    const now = this.clock.now().toISOString();
    try {
      const outcome = await this.db.transaction().execute(async (tx): Promise<Result<true>> => {
        if (input.email && input.email !== customer.email && (await repo.findCustomerByEmail(tx, input.email))) return fail(UserErrorCodes.emailTaken, UserMessages.emailTaken);
        if (input.addresses) {
          const own = new Set((await repo.listAddresses(tx, customer.id)).map((a) => a.id));
          const kept = new Set<number>();
          for (const { id, ...address } of input.addresses) {
            if (id === undefined) {
              await repo.insertAddress(tx, customer.id, address, now);
            } else if (own.has(id)) {
              await repo.updateAddress(tx, customer.id, id, address, now);
              kept.add(id);
            } else {
              return fail(UserErrorCodes.forbidden, 'Provided invalid address.id or address.customer_id');
            }
          }
          for (const id of own) if (!kept.has(id)) await repo.deleteAddress(tx, customer.id, id);
        }
        const fields = { ...(input.firstname ? { firstname: input.firstname } : {}), ...(input.lastname ? { lastname: input.lastname } : {}), ...(input.email ? { email: input.email } : {}) };
        await repo.updateCustomer(tx, customer.id, fields, now);
        return ok(true);
      });
      if (!outcome.ok) return outcome;
    } catch (error) {
      if (isUniqueViolation(error)) return fail(UserErrorCodes.emailTaken, UserMessages.emailTaken);
      throw error;
    }
    return this.me(claims);
  }

  /** A new password ends every session, this one included: the shop signs in again with it. */
  async changePassword(claims: UserClaims, currentPassword: string, newPassword: string): Promise<Result<boolean>> {
    const customer = await this.customerOf(claims);
    if (!customer) return notSignedIn();
    if (!(await passwordMatches(customer.password_hash, currentPassword))) return fail(UserErrorCodes.wrongPassword, UserMessages.wrongPassword);
    const now = this.clock.now();
    await repo.updateCustomer(this.db, customer.id, { password_hash: await hashPassword(newPassword) }, now.toISOString());
    await this.sessions.revokeAll(customer.id, 'password changed', now);
    return ok(true);
  }

  /**
   * Answers the same for an address with an account and one without, and as fast: the answer only
   * writes a job, and the job makes the token and the e-mail, so neither the answer nor its timing
   * says who has an account, and a crash after the answer cannot lose the e-mail.
   */
  async requestPasswordReset(email: string, storeCode: string | undefined): Promise<Result<boolean>> {
    const now = this.clock.now();
    await enqueueJob(this.db, { kind: RESET_EMAIL_JOB, payload: { email, storeCode }, runAt: now }, now);
    this.jobQueued();
    return ok(true);
  }

  /** The reset e-mail job: a token and an e-mail for an address with an account, nothing for one without. */
  async sendResetEmail(payload: unknown): Promise<void> {
    const parsed = resetJobPayload.safeParse(payload);
    if (!parsed.success) throw new Error('a password-reset job without an e-mail address');
    const { email, storeCode } = parsed.data;
    const customer = await repo.findCustomerByEmail(this.db, email);
    if (!customer) return;
    const store: StoreView = (storeCode ? storeViewByCode(storeCode) : undefined) ?? storeViewById(Number(customer.store_id)) ?? storeViewById(1)!;
    const token = await issueResetToken(this.db, customer.id, this.clock.now(), this.config.resetMinutes * 60_000);
    const link = resetLink(this.config.shopUrl, store, token, customer.email);
    await this.mailer.send(resetEmail(customer, store, link, this.config.resetMinutes));
  }

  /** Sets the password from a reset link: the token works once, for its own account, until it expires. */
  async createPassword(email: string, newPassword: string, resetToken: string): Promise<Result<boolean>> {
    const invalid = fail(UserErrorCodes.resetTokenInvalid, UserMessages.resetTokenInvalid);
    const customer = await repo.findCustomerByEmail(this.db, email);
    if (!customer) return invalid;
    const passwordHash = await hashPassword(newPassword);
    const now = this.clock.now();
    const done = await this.db.transaction().execute(async (tx) => {
      if (!(await consumeResetToken(tx, customer.id, resetToken, now))) return false;
      await repo.updateCustomer(tx, customer.id, { password_hash: passwordHash, has_password: 1 }, now.toISOString());
      return true;
    });
    if (!done) return invalid;
    await this.sessions.revokeAll(customer.id, 'password reset', now);
    return ok(true);
  }

  async orderHistory(claims: UserClaims, pageSize: number, currentPage: number): Promise<Result<{ items: OrderHistoryEntry[]; total_count: number; search_criteria: { page_size: number; current_page: number } }>> {
    const customer = await this.customerOf(claims);
    if (!customer) return notSignedIn();
    const page = await listOrderHistory(this.db, customer.id, pageSize, currentPage);
    return ok({ ...page, search_criteria: { page_size: pageSize, current_page: currentPage } });
  }

  async addAddress(claims: UserClaims, customerId: number, address: CustomerAddressInput): Promise<Result<CustomerProfile>> {
    const customer = await this.customerOf(claims);
    if (!customer) return notSignedIn();
    if (customerId !== customer.id) return fail(UserErrorCodes.forbidden, 'You can only change your own address book');
    await this.db.transaction().execute((tx) => repo.insertAddress(tx, customer.id, address, this.clock.now().toISOString()));
    return ok(await repo.profileOf(this.db, customer));
  }

  async changeAddress(claims: UserClaims, addressId: number, address: CustomerAddressInput): Promise<Result<CustomerProfile>> {
    const customer = await this.customerOf(claims);
    if (!customer) return notSignedIn();
    const changed = await this.db.transaction().execute((tx) => repo.updateAddress(tx, customer.id, addressId, address, this.clock.now().toISOString()));
    return changed ? ok(await repo.profileOf(this.db, customer)) : fail(ErrorCodes.notFound, 'No such address in your address book');
  }

  async removeAddress(claims: UserClaims, addressId: number): Promise<Result<CustomerProfile>> {
    const customer = await this.customerOf(claims);
    if (!customer) return notSignedIn();
    const removed = await repo.deleteAddress(this.db, customer.id, addressId);
    return removed ? ok(await repo.profileOf(this.db, customer)) : fail(ErrorCodes.notFound, 'No such address in your address book');
  }

  /**
   * A link that opens this customer's checkout with this cart on another device: a new session whose
   * first refresh token is good for CHECKOUT_LINK_MINUTES and, like every refresh token, for one use
   * (a second opening replays it and ends that session). The cart must be the customer's own.
   */
  async checkoutLink(claims: UserClaims, cartId: string, cartOwner: (cartId: string) => Promise<number | null | undefined>, userAgent: string): Promise<Result<CheckoutLink>> {
    const customer = await this.customerOf(claims);
    if (!customer) return notSignedIn();
    if ((await cartOwner(cartId)) !== customer.id) return fail(ErrorCodes.notFound, 'cartId: no such cart of this customer', 'cartId');
    const now = this.clock.now();
    const lifetimeMs = CHECKOUT_LINK_MINUTES * 60_000;
    const { sessionId, refreshToken } = await this.sessions.start(customer.id, `checkout link · ${userAgent}`, now, lifetimeMs);
    const query = new URLSearchParams({ userToken: this.accessToken(customer, sessionId), refreshToken, cartId });
    return ok({ path: `/checkout?${query}`, expiresAt: new Date(now.getTime() + lifetimeMs).toISOString() });
  }

  async listSessions(claims: UserClaims): Promise<Result<CustomerSession[]>> {
    const customer = await this.customerOf(claims);
    if (!customer) return notSignedIn();
    return ok(await this.sessions.list(customer.id, claims.sid, this.clock.now()));
  }

  async revokeSession(claims: UserClaims, sessionId: string): Promise<Result<boolean>> {
    const customer = await this.customerOf(claims);
    if (!customer) return notSignedIn();
    const revoked = await this.sessions.revoke(sessionId, 'ended from the account page', this.clock.now(), customer.id);
    return revoked ? ok(true) : fail(ErrorCodes.notFound, 'No such session');
  }
}
