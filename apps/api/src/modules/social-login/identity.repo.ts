import type { LinkedIdentity } from '@encore/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Db | Transaction<Database>;

export async function customerOfIdentity(db: Executor, provider: string, subject: string): Promise<number | undefined> {
  const row = await db.selectFrom('customer_identity').select('customer_id').where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
  return row ? Number(row.customer_id) : undefined;
}

export function listIdentities(db: Executor, customerId: number): Promise<LinkedIdentity[]> {
  return db.selectFrom('customer_identity').select(['provider', 'email', 'created_at']).where('customer_id', '=', customerId).orderBy('id').execute();
}

export async function insertIdentity(db: Executor, i: { provider: string; subject: string; customerId: number; email: string; now: string }): Promise<void> {
  await db.insertInto('customer_identity').values({ provider: i.provider, subject: i.subject, customer_id: i.customerId, email: i.email, created_at: i.now }).execute();
}

/** Unlinks every account of the provider from the customer; the number unlinked. */
export async function deleteIdentities(db: Executor, customerId: number, provider: string): Promise<number> {
  const r = await db.deleteFrom('customer_identity').where('customer_id', '=', customerId).where('provider', '=', provider).executeTakeFirst();
  return Number(r.numDeletedRows);
}
