import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

/**
 * How many ways a customer has to sign in: a password they chose, each passkey, each linked
 * provider. A customer must keep at least one, so removing the last is refused (the reset e-mail
 * stays as the way back for anyone who loses them all).
 */
export async function signInMethodCount(db: Db | Transaction<Database>, customerId: number): Promise<number> {
  const customer = await db.selectFrom('customer').select('has_password').where('id', '=', customerId).executeTakeFirst();
  const passkeys = await db.selectFrom('passkey').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  const identities = await db.selectFrom('customer_identity').select((eb) => eb.fn.countAll().as('n')).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  return (Number(customer?.has_password ?? 0) === 1 ? 1 : 0) + Number(passkeys.n) + Number(identities.n);
}
