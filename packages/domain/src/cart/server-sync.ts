import { sameCartItem, serverItemId, type IdentityItem } from './item-identity.ts';

/** Defaults of the cart sync configuration (spec: "Cart sync"). */
export interface CartSyncConfig {
  synchronize: boolean;
  synchronizeTotals: boolean;
  serverMergeByDefault: boolean;
  serverSyncCanRemoveLocalItems: boolean;
  serverSyncCanModifyLocalItems: boolean;
  maxCartBypassAttempts: number;
}

export const DEFAULT_CART_SYNC_CONFIG: CartSyncConfig = {
  synchronize: true,
  synchronizeTotals: true,
  serverMergeByDefault: true,
  serverSyncCanRemoveLocalItems: false,
  serverSyncCanModifyLocalItems: false,
  maxCartBypassAttempts: 1,
};

export type ConnectStep =
  | { kind: 'store-token-and-sync'; token: string }
  | { kind: 'retry-as-guest'; bypassCount: number }
  | { kind: 'sync-disabled' }
  | { kind: 'report-error'; message: string };

/**
 * What to do with the answer to "create a server cart". 200 stores the token
 * and syncs; 401 (a bad user token) retries as a guest within the bypass
 * limit and then turns sync off; another code retries as a guest within the
 * limit and then reports the error.
 */
export function connectStep(
  answer: { code: number; result: unknown },
  state: { bypassCount: number },
  config: Pick<CartSyncConfig, 'maxCartBypassAttempts'> = DEFAULT_CART_SYNC_CONFIG,
): ConnectStep {
  if (answer.code === 200) return { kind: 'store-token-and-sync', token: String(answer.result) };
  if (state.bypassCount < config.maxCartBypassAttempts) return { kind: 'retry-as-guest', bypassCount: state.bypassCount + 1 };
  if (answer.code === 401) return { kind: 'sync-disabled' };
  const message = typeof answer.result === 'string' ? answer.result : ((answer.result as { message?: string } | null)?.message ?? 'Something went wrong');
  return { kind: 'report-error', message };
}

export interface SyncFlags {
  syncEnabled: boolean;
  connected: boolean;
  /** Hash of the items never stored, or changed since it was. */
  hashEmptyOrChanged: boolean;
  /** The cart has not been synced in this session yet. */
  neverSynced: boolean;
}

export const canUpdateMethods = (f: Pick<SyncFlags, 'syncEnabled' | 'connected'>) => f.syncEnabled && f.connected;
export const isSyncRequired = (f: Pick<SyncFlags, 'hashEmptyOrChanged' | 'neverSynced'>) => f.hashEmptyOrChanged || f.neverSynced;

/** A sync runs when methods can update and one is required, or when forced. */
export function shouldSync(f: SyncFlags, forceSync = false): boolean {
  return forceSync || (canUpdateMethods(f) && isSyncRequired(f));
}

export interface ClientCartItem extends IdentityItem {
  qty: number;
  prev_qty?: number;
}
export interface ServerCartItem extends IdentityItem {
  item_id: number;
  qty: number;
  quote_id?: string;
  product_type?: string;
}

export type MergeAction<C extends ClientCartItem, S extends ServerCartItem> =
  | { kind: 'push-to-server'; client: C }
  | { kind: 'remove-local'; client: C }
  | { kind: 'update-server'; client: C; server: S; qty: number }
  | { kind: 'take-server-item'; client: C; server: S }
  | { kind: 'stamp-ids'; client: C; server: S }
  | { kind: 'delete-on-server'; server: S }
  | { kind: 'add-local-from-server'; server: S }
  | { kind: 'log-only'; reason: string; client?: C; server?: S };

export interface MergeOptions {
  dryRun?: boolean;
  /** The client's state wins (user in checkout, or an explicit clear/remove/update). */
  forceClientState?: boolean;
  /** Send client + server quantities (merge on login). */
  mergeQty?: boolean;
}

/**
 * The reconciliation of client and server carts as a list of actions, in the
 * order they run. Pure, so each configuration flag can be tested alone.
 */
export function planMerge<C extends ClientCartItem, S extends ServerCartItem>(
  clientItems: C[],
  serverItems: S[],
  opts: MergeOptions = {},
  config: Pick<CartSyncConfig, 'serverSyncCanRemoveLocalItems' | 'serverSyncCanModifyLocalItems'> = DEFAULT_CART_SYNC_CONFIG,
): Array<MergeAction<C, S>> {
  const actions: Array<MergeAction<C, S>> = [];
  for (const client of clientItems) {
    const server = serverItems.find((s) => sameCartItem(s, client));
    if (!server) {
      if (opts.dryRun) actions.push({ kind: 'log-only', reason: 'not-in-server-cart', client });
      else if (opts.forceClientState || !config.serverSyncCanRemoveLocalItems) actions.push({ kind: 'push-to-server', client });
      else actions.push({ kind: 'remove-local', client });
    } else if (server.qty !== client.qty || opts.mergeQty) {
      if (opts.dryRun) actions.push({ kind: 'log-only', reason: 'wrong-qty', client, server });
      else if (opts.forceClientState || !config.serverSyncCanModifyLocalItems) {
        actions.push({ kind: 'update-server', client, server, qty: opts.mergeQty ? client.qty + server.qty : client.qty });
      } else actions.push({ kind: 'take-server-item', client, server });
    } else {
      actions.push({ kind: 'stamp-ids', client, server });
    }
  }
  for (const server of serverItems) {
    if (!server || clientItems.some((c) => sameCartItem(server, c))) continue;
    if (opts.dryRun) actions.push({ kind: 'log-only', reason: 'not-in-client-cart', server });
    else if (opts.forceClientState) actions.push({ kind: 'delete-on-server', server });
    else actions.push({ kind: 'add-local-from-server', server });
  }
  return actions;
}

export type ServerUpdateFailure = { kind: 'restore-qty'; qty: number } | { kind: 'remove-local' };

/**
 * After a failed server update: a line the server never had is dropped; a
 * server-confirmed line goes back to its previous quantity, or is removed
 * when it had none.
 */
export function onServerUpdateFailed(client: ClientCartItem, server: ServerCartItem | undefined): ServerUpdateFailure {
  if (server && serverItemId(client) !== undefined && client.prev_qty && client.prev_qty > 0) return { kind: 'restore-qty', qty: client.prev_qty };
  return { kind: 'remove-local' };
}

export interface ClearPlan {
  items: [];
  syncWithServer: boolean;
  disconnect: boolean;
}

/** Clearing always empties the items; it optionally syncs (deleting server items) and optionally disconnects. */
export function planClear(opts: { sync?: boolean; disconnect?: boolean } = {}): ClearPlan {
  return { items: [], syncWithServer: opts.sync ?? true, disconnect: opts.disconnect ?? true };
}

/** Hash of items (without stock and totals) and the token, to detect changes. */
export function cartHash(items: Array<Record<string, unknown>>, token: string | null): string {
  const stripped = items.map(({ stock: _s, totals: _t, ...rest }) => rest);
  const text = JSON.stringify({ items: stripped, token });
  // FNV-1a: change detection only, not security.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
