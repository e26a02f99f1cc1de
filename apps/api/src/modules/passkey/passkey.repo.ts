import type { PasskeySummary } from '@encore/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

export interface StoredPasskey {
  id: number;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  customerId: number;
}

const transportsOf = (json: string): string[] => {
  const parsed = JSON.parse(json) as unknown;
  return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
};

export async function findByCredentialId(db: Db, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db.selectFrom('passkey').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    credentialId: row.credential_id,
    publicKey: Uint8Array.from(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: transportsOf(row.transports),
    customerId: Number(row.customer_id),
  };
}

export async function listForCustomer(db: Db, customerId: number): Promise<Array<PasskeySummary & { credentialId: string }>> {
  const rows = await db.selectFrom('passkey').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), credentialId: r.credential_id, name: r.name, transports: transportsOf(r.transports), created_at: r.created_at, last_used_at: r.last_used_at }));
}

export async function insertPasskey(db: Db, p: { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[]; customerId: number; name: string; now: string }): Promise<number> {
  const row = await db
    .insertInto('passkey')
    .values({ credential_id: p.credentialId, public_key: Buffer.from(p.publicKey).toString('base64url'), counter: p.counter, transports: JSON.stringify(p.transports), customer_id: p.customerId, name: p.name, created_at: p.now, last_used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Records a use: the new counter, only if the stored one is still the one the signature was checked
 * against, so two uses racing with one counter value cannot both pass.
 */
export async function recordUse(db: Db, id: number, previousCounter: number, newCounter: number, now: string): Promise<boolean> {
  const r = await db.updateTable('passkey').set({ counter: newCounter, last_used_at: now }).where('id', '=', id).where('counter', '=', previousCounter).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Removes one of the customer's own passkeys; false when the customer has no passkey with that id. */
export async function deletePasskey(db: Db | Transaction<Database>, customerId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('passkey').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
