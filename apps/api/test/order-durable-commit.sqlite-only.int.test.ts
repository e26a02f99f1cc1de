import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';
import { cartWith, orderBody } from './order-helpers.ts';
import { payToken } from './payment-token.ts';

/**
 * SQLite's synchronous setting at the moment each row is written, recorded by triggers: 2 is FULL
 * (the commit waits for the disk), 1 is NORMAL (a power cut may lose the last commits).
 */
describe.skipIf(!dbAvailable)('SQLite commits of orders and payments wait for the disk', () => {
  const api = useApi();

  it('order and payment rows are committed with synchronous=FULL, holds keep NORMAL', async () => {
    await sql`create table sync_log (what text, level integer)`.execute(api.db);
    for (const [name, event, table] of [
      ['order_in', 'insert', 'sales_order'],
      ['payment_in', 'insert', 'payment'],
      ['payment_up', 'update', 'payment'],
      ['hold_in', 'insert', 'stock_hold'],
    ] as const) {
      await sql.raw(`create trigger log_${name} after ${event} on ${table} begin insert into sync_log select '${name}', synchronous from pragma_synchronous; end`).execute(api.db);
    }
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    expect((await api.post('/api/order', orderBody(cartId, await payToken(api, cartId)))).status).toBe(200);
    const log = await sql<{ what: string; level: number }>`select what, level from sync_log`.execute(api.db);
    expect(log.rows).toEqual([
      { what: 'hold_in', level: 1 },
      { what: 'order_in', level: 2 },
      { what: 'payment_in', level: 2 },
      // The capture afterwards.
      { what: 'payment_up', level: 2 },
    ]);
    // The connection is back to its everyday setting.
    expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(api.db)).rows[0]!.synchronous).toBe(1);
  });
});
