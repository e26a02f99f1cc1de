import type { Db } from '../../db/create-db.ts';

/**
 * Records that a payment token was used; answers false when it was used before (by any API
 * process, before any restart). Rows of tokens that have expired anyway are dropped on the way.
 */
export async function recordTokenUse(db: Db, tokenId: string, expiresAt: string, now: string): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_token_use')
    .values({ token_id: tokenId, expires_at: expiresAt, used_at: now })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .returning('token_id')
    .executeTakeFirst();
  await db.deleteFrom('payment_token_use').where('expires_at', '<', now).execute();
  return inserted !== undefined;
}
