import type { CustomerAddress, CustomerAddressInput, CustomerProfile } from '@encore/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Db | Transaction<Database>;

export interface StoredCustomer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  store_id: number;
  password_hash: string;
  /** 1 once the customer chose a password, 0 for an account made from a sign-in provider. */
  has_password: number;
  created_at: string;
  updated_at: string;
}

export function findCustomerByEmail(db: Executor, email: string): Promise<StoredCustomer | undefined> {
  return db.selectFrom('customer').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findCustomerById(db: Executor, id: number): Promise<StoredCustomer | undefined> {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCustomer(db: Executor, c: { email: string; firstname: string; lastname: string; storeId: number; passwordHash: string; now: string; hasPassword?: boolean }): Promise<number> {
  const row = await db
    .insertInto('customer')
    .values({ email: c.email, firstname: c.firstname, lastname: c.lastname, store_id: c.storeId, password_hash: c.passwordHash, has_password: c.hasPassword === false ? 0 : 1, created_at: c.now, updated_at: c.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateCustomer(db: Executor, id: number, fields: { email?: string; firstname?: string; lastname?: string; password_hash?: string; has_password?: number }, now: string): Promise<void> {
  await db.updateTable('customer').set({ ...fields, updated_at: now }).where('id', '=', id).execute();
}

function toAddress(row: { id: number; customer_id: number; address_json: string; default_shipping: number; default_billing: number }): CustomerAddress {
  const fields = JSON.parse(row.address_json) as CustomerAddressInput;
  return { ...fields, id: Number(row.id), customer_id: Number(row.customer_id), default_shipping: row.default_shipping === 1, default_billing: row.default_billing === 1 };
}

export async function listAddresses(db: Executor, customerId: number): Promise<CustomerAddress[]> {
  const rows = await db.selectFrom('customer_address').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
  return rows.map(toAddress);
}

/** Keeps at most one default shipping and one default billing address: a new default takes the flag from the old one. */
async function clearDefaults(db: Executor, customerId: number, address: CustomerAddressInput, exceptId: number | null): Promise<void> {
  for (const flag of ['default_shipping', 'default_billing'] as const) {
    if (!address[flag]) continue;
    let q = db.updateTable('customer_address').set({ [flag]: 0 }).where('customer_id', '=', customerId);
    if (exceptId !== null) q = q.where('id', '!=', exceptId);
    await q.execute();
  }
}

const storedFields = (address: CustomerAddressInput): string => {
  const { default_shipping: _s, default_billing: _b, ...fields } = address;
  return JSON.stringify(fields);
};

export async function insertAddress(db: Executor, customerId: number, address: CustomerAddressInput, now: string): Promise<number> {
  await clearDefaults(db, customerId, address, null);
  const row = await db
    .insertInto('customer_address')
    .values({ customer_id: customerId, address_json: storedFields(address), default_shipping: address.default_shipping ? 1 : 0, default_billing: address.default_billing ? 1 : 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Changes an address of this customer's only; false when the customer has no such address. */
export async function updateAddress(db: Executor, customerId: number, addressId: number, address: CustomerAddressInput, now: string): Promise<boolean> {
  await clearDefaults(db, customerId, address, addressId);
  const r = await db
    .updateTable('customer_address')
    .set({ address_json: storedFields(address), default_shipping: address.default_shipping ? 1 : 0, default_billing: address.default_billing ? 1 : 0, updated_at: now })
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteAddress(db: Executor, customerId: number, addressId: number): Promise<boolean> {
  const r = await db.deleteFrom('customer_address').where('id', '=', addressId).where('customer_id', '=', customerId).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function profileOf(db: Executor, c: StoredCustomer): Promise<CustomerProfile> {
  const addresses = await listAddresses(db, c.id);
  const shipping = addresses.find((a) => a.default_shipping);
  const billing = addresses.find((a) => a.default_billing);
  return {
    id: Number(c.id),
    group_id: Number(c.group_id),
    email: c.email,
    firstname: c.firstname,
    lastname: c.lastname,
    store_id: Number(c.store_id),
    created_at: c.created_at,
    updated_at: c.updated_at,
    addresses,
    ...(shipping ? { default_shipping: String(shipping.id) } : {}),
    ...(billing ? { default_billing: String(billing.id) } : {}),
  };
}
