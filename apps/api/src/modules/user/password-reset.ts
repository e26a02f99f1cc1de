import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** Makes a reset token for the customer; only its hash is stored. Earlier unused tokens stop working. */
export async function issueResetToken(db: Db, customerId: number, now: Date, lifetimeMs: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('password_reset').where('customer_id', '=', customerId).execute();
    await tx
      .insertInto('password_reset')
      .values({ token_hash: sha256(token), customer_id: customerId, created_at: now.toISOString(), expires_at: new Date(now.getTime() + lifetimeMs).toISOString() })
      .execute();
  });
  return token;
}

/** Uses the token up in the caller's transaction: true once, for the customer it was made for, before it expires. */
export async function consumeResetToken(tx: Transaction<Database>, customerId: number, token: string, now: Date): Promise<boolean> {
  const r = await tx
    .updateTable('password_reset')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', sha256(token))
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
