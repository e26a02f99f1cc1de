import { describe, expect, it } from 'vitest';
import { cartHash, connectStep, onServerUpdateFailed, planClear, planMerge, shouldSync } from './server-sync.ts';

describe('connectStep', () => {
  it('200 stores the token and syncs', () => {
    expect(connectStep({ code: 200, result: 'q1' }, { bypassCount: 0 })).toEqual({ kind: 'store-token-and-sync', token: 'q1' });
  });
  it('401 retries as a guest up to the bypass limit, then disables sync', () => {
    expect(connectStep({ code: 401, result: 'x' }, { bypassCount: 0 })).toEqual({ kind: 'retry-as-guest', bypassCount: 1 });
    expect(connectStep({ code: 401, result: 'x' }, { bypassCount: 1 })).toEqual({ kind: 'sync-disabled' });
    expect(connectStep({ code: 401, result: 'x' }, { bypassCount: 2 }, { maxCartBypassAttempts: 3 })).toEqual({ kind: 'retry-as-guest', bypassCount: 3 });
  });
  it('other codes bypass within the limit, then report the server message', () => {
    expect(connectStep({ code: 500, result: { message: 'down' } }, { bypassCount: 0 })).toEqual({ kind: 'retry-as-guest', bypassCount: 1 });
    expect(connectStep({ code: 500, result: { message: 'down' } }, { bypassCount: 1 })).toEqual({ kind: 'report-error', message: 'down' });
    expect(connectStep({ code: 503, result: 'busy' }, { bypassCount: 1 })).toEqual({ kind: 'report-error', message: 'busy' });
  });
});

describe('shouldSync', () => {
  const base = { syncEnabled: true, connected: true, hashEmptyOrChanged: false, neverSynced: false };
  it('needs methods that can update and a required sync', () => {
    expect(shouldSync(base)).toBe(false);
    expect(shouldSync({ ...base, hashEmptyOrChanged: true })).toBe(true);
    expect(shouldSync({ ...base, neverSynced: true })).toBe(true);
    expect(shouldSync({ ...base, neverSynced: true, connected: false })).toBe(false);
    expect(shouldSync({ ...base, neverSynced: true, syncEnabled: false })).toBe(false);
  });
  it('runs whenever forced', () => {
    expect(shouldSync({ ...base, connected: false }, true)).toBe(true);
  });
});

describe('planMerge', () => {
  const c = (sku: string, qty: number, extra = {}) => ({ sku, qty, ...extra });
  const s = (sku: string, qty: number, item_id: number) => ({ sku, qty, item_id, quote_id: 'q' });

  it('default flags: client state wins (missing items pushed, quantity differences written to the server)', () => {
    const a = c('a', 2);
    const b = c('b', 1);
    const sb = s('b', 3, 7);
    expect(planMerge([a, b], [sb])).toEqual([
      { kind: 'push-to-server', client: a },
      { kind: 'update-server', client: b, server: sb, qty: 1 },
    ]);
  });
  it('server may remove local items: a client item without server counterpart is removed locally', () => {
    const a = c('a', 2);
    expect(planMerge([a], [], {}, { serverSyncCanRemoveLocalItems: true, serverSyncCanModifyLocalItems: false })).toEqual([{ kind: 'remove-local', client: a }]);
    expect(planMerge([a], [], { forceClientState: true }, { serverSyncCanRemoveLocalItems: true, serverSyncCanModifyLocalItems: false })).toEqual([
      { kind: 'push-to-server', client: a },
    ]);
  });
  it('server may modify local items: a quantity mismatch takes the server item', () => {
    const a = c('a', 2);
    const sa = s('a', 5, 1);
    const flags = { serverSyncCanRemoveLocalItems: false, serverSyncCanModifyLocalItems: true };
    expect(planMerge([a], [sa], {}, flags)).toEqual([{ kind: 'take-server-item', client: a, server: sa }]);
    expect(planMerge([a], [sa], { forceClientState: true }, flags)).toEqual([{ kind: 'update-server', client: a, server: sa, qty: 2 }]);
  });
  it('mergeQty sends client + server quantities even when equal', () => {
    const a = c('a', 2);
    const sa = s('a', 2, 1);
    expect(planMerge([a], [sa], { mergeQty: true })).toEqual([{ kind: 'update-server', client: a, server: sa, qty: 4 }]);
  });
  it('equal quantities only stamp the server ids', () => {
    const a = c('a', 2);
    const sa = s('a', 2, 1);
    expect(planMerge([a], [sa])).toEqual([{ kind: 'stamp-ids', client: a, server: sa }]);
  });
  it('server-only items are added locally, or deleted on the server when the client state is forced', () => {
    const sx = s('x', 1, 9);
    expect(planMerge([], [sx])).toEqual([{ kind: 'add-local-from-server', server: sx }]);
    expect(planMerge([], [sx], { forceClientState: true })).toEqual([{ kind: 'delete-on-server', server: sx }]);
  });
  it('dry run only logs', () => {
    const a = c('a', 1);
    const b = c('b', 1);
    const sb = s('b', 2, 2);
    const sx = s('x', 1, 9);
    expect(planMerge([a, b], [sb, sx], { dryRun: true, forceClientState: true }).map((x) => x.kind)).toEqual(['log-only', 'log-only', 'log-only']);
  });
});

describe('onServerUpdateFailed', () => {
  it('removes an item the server never had', () => {
    expect(onServerUpdateFailed({ sku: 'a', qty: 2 }, undefined)).toEqual({ kind: 'remove-local' });
  });
  it('restores the previous quantity of a server-confirmed item', () => {
    expect(onServerUpdateFailed({ sku: 'a', qty: 5, prev_qty: 2, server_item_id: 3 }, { sku: 'a', qty: 2, item_id: 3 })).toEqual({ kind: 'restore-qty', qty: 2 });
  });
  it('removes a confirmed item that had no previous quantity', () => {
    expect(onServerUpdateFailed({ sku: 'a', qty: 5, server_item_id: 3 }, { sku: 'a', qty: 2, item_id: 3 })).toEqual({ kind: 'remove-local' });
  });
});

describe('planClear', () => {
  it('empties items, syncs and disconnects by default; both optional', () => {
    expect(planClear()).toEqual({ items: [], syncWithServer: true, disconnect: true });
    expect(planClear({ sync: false, disconnect: false })).toEqual({ items: [], syncWithServer: false, disconnect: false });
  });
});

describe('cartHash', () => {
  it('ignores stock and totals, changes with items and token', () => {
    const h = cartHash([{ sku: 'a', qty: 1 }], 't');
    expect(cartHash([{ sku: 'a', qty: 1, stock: { x: 1 }, totals: { y: 2 } }], 't')).toBe(h);
    expect(cartHash([{ sku: 'a', qty: 2 }], 't')).not.toBe(h);
    expect(cartHash([{ sku: 'a', qty: 1 }], 'u')).not.toBe(h);
  });
});
