import type { Db } from '../../db/create-db.ts';

export type ChallengePurpose = 'registration' | 'authentication';

/**
 * Keeps a challenge the API handed out until its answer comes back, at any API process. Expired
 * challenges nobody answered are cleared as new ones are made, so the table stays small.
 */
export async function storeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, customerId: number | null, now: Date, lifetimeMs: number): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('webauthn_challenge').where('expires_at', '<=', at).execute();
    await tx
      .insertInto('webauthn_challenge')
      .values({ challenge, purpose, customer_id: customerId, created_at: at, expires_at: new Date(now.getTime() + lifetimeMs).toISOString() })
      .execute();
  });
}

/**
 * Uses a challenge up: true once, for its purpose (and, for a registration, the customer it was made
 * for), before it expires. One conditional delete, so of two answers showing the same challenge at
 * once only one gets true; a replayed answer finds nothing.
 */
export async function consumeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, customerId: number | null, now: Date): Promise<boolean> {
  let q = db.deleteFrom('webauthn_challenge').where('challenge', '=', challenge).where('purpose', '=', purpose).where('expires_at', '>', now.toISOString());
  q = customerId === null ? q.where('customer_id', 'is', null) : q.where('customer_id', '=', customerId);
  return Number((await q.executeTakeFirst()).numDeletedRows) === 1;
}

/** The challenge a browser's answer signs, read from its clientDataJSON; undefined when that is not readable. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 512 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}
