import type { Db } from '../../db/create-db.ts';

export type FlowPurpose = 'sign-in' | 'link';

export interface OidcFlow {
  state: string;
  provider: string;
  nonce: string;
  codeVerifier: string;
}

/** Keeps a started flow until the provider sends the customer back; flows nobody finished are cleared as new ones start. */
export async function storeFlow(db: Db, flow: OidcFlow, purpose: FlowPurpose, customerId: number | null, now: Date, lifetimeMs: number): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('oidc_flow').where('expires_at', '<=', at).execute();
    await tx
      .insertInto('oidc_flow')
      .values({ state: flow.state, provider: flow.provider, purpose, customer_id: customerId, nonce: flow.nonce, code_verifier: flow.codeVerifier, created_at: at, expires_at: new Date(now.getTime() + lifetimeMs).toISOString() })
      .execute();
  });
}

/**
 * Uses a flow up: found once, for its purpose (and, for a link, the customer who started it), before
 * it expires. A single conditional delete, so a replayed or forged state finds nothing.
 */
export async function consumeFlow(db: Db, state: string, purpose: FlowPurpose, customerId: number | null, now: Date): Promise<OidcFlow | undefined> {
  let q = db.deleteFrom('oidc_flow').where('state', '=', state).where('purpose', '=', purpose).where('expires_at', '>', now.toISOString());
  q = customerId === null ? q.where('customer_id', 'is', null) : q.where('customer_id', '=', customerId);
  const row = await q.returning(['state', 'provider', 'nonce', 'code_verifier']).executeTakeFirst();
  return row ? { state: row.state, provider: row.provider, nonce: row.nonce, codeVerifier: row.code_verifier } : undefined;
}
