import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CustomerSession } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';

/**
 * Refresh tokens are `<session id>.<secret>`; a session stores the hash of its current secret only.
 * A refresh swaps the secret in one conditional update, so of two uses of one token only the
 * first gets a new one. A token whose session exists but whose secret is not the current one has
 * been used before: either the customer's client is replaying it or someone copied it, and since
 * the two cannot be told apart the whole session (the token family) is ended.
 */
const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

export type RotateOutcome = { status: 'rotated'; customerId: number; refreshToken: string } | { status: 'replayed' | 'unknown' };

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly lifetimeMs: number,
  ) {}

  /** `firstLifetimeMs` bounds how long the first refresh token stays usable (a hand-over link's); each rotation then gives the usual lifetime. */
  async start(customerId: number, userAgent: string, now: Date, firstLifetimeMs = this.lifetimeMs): Promise<{ sessionId: string; refreshToken: string }> {
    const sessionId = randomBytes(12).toString('base64url');
    const secret = randomBytes(32).toString('base64url');
    const at = now.toISOString();
    await this.db
      .insertInto('customer_session')
      .values({ id: sessionId, customer_id: customerId, token_hash: sha256(secret), user_agent: userAgent.slice(0, 200), created_at: at, last_used_at: at, expires_at: new Date(now.getTime() + firstLifetimeMs).toISOString() })
      .execute();
    return { sessionId, refreshToken: `${sessionId}.${secret}` };
  }

  async rotate(refreshToken: string, now: Date): Promise<RotateOutcome> {
    const [sessionId, secret, extra] = refreshToken.split('.');
    if (!sessionId || !secret || extra !== undefined) return { status: 'unknown' };
    const at = now.toISOString();
    const session = await this.db.selectFrom('customer_session').selectAll().where('id', '=', sessionId).executeTakeFirst();
    if (!session || session.revoked_at !== null || session.expires_at <= at) return { status: 'unknown' };
    const given = Buffer.from(sha256(secret));
    const current = Buffer.from(session.token_hash);
    if (given.length !== current.length || !timingSafeEqual(given, current)) {
      await this.revoke(sessionId, 'refresh token used twice', now);
      return { status: 'replayed' };
    }
    const next = randomBytes(32).toString('base64url');
    const swapped = await this.db
      .updateTable('customer_session')
      .set({ token_hash: sha256(next), last_used_at: at, expires_at: new Date(now.getTime() + this.lifetimeMs).toISOString() })
      .where('id', '=', sessionId)
      .where('token_hash', '=', session.token_hash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(swapped.numUpdatedRows) !== 1) {
      // Another request rotated this same token a moment earlier: the token was used twice.
      await this.revoke(sessionId, 'refresh token used twice', now);
      return { status: 'replayed' };
    }
    return { status: 'rotated', customerId: Number(session.customer_id), refreshToken: `${sessionId}.${next}` };
  }

  async revoke(sessionId: string, reason: string, now: Date, customerId?: number): Promise<boolean> {
    let q = this.db.updateTable('customer_session').set({ revoked_at: now.toISOString(), revoked_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null);
    if (customerId !== undefined) q = q.where('customer_id', '=', customerId);
    return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
  }

  async revokeAll(customerId: number, reason: string, now: Date): Promise<void> {
    await this.db.updateTable('customer_session').set({ revoked_at: now.toISOString(), revoked_reason: reason }).where('customer_id', '=', customerId).where('revoked_at', 'is', null).execute();
  }

  async list(customerId: number, currentSessionId: string | undefined, now: Date): Promise<CustomerSession[]> {
    const rows = await this.db
      .selectFrom('customer_session')
      .select(['id', 'user_agent', 'created_at', 'last_used_at'])
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .orderBy('last_used_at', 'desc')
      .execute();
    return rows.map((r) => ({ ...r, current: r.id === currentSessionId }));
  }

  async isLive(sessionId: string, now: Date): Promise<boolean> {
    const row = await this.db.selectFrom('customer_session').select('id').where('id', '=', sessionId).where('revoked_at', 'is', null).where('expires_at', '>', now.toISOString()).executeTakeFirst();
    return row !== undefined;
  }
}
