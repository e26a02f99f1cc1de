import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE } from '../src/platform/http.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

const carts = async (api: TestApi) => Number((await api.db.selectFrom('cart').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const heldTickets = async (api: TestApi) => Number((await api.db.selectFrom('stock_hold').select((eb) => eb.fn.sum<number>('qty').as('n')).executeTakeFirst())?.n ?? 0);

/**
 * SQLite has one writer. While another process keeps it (a long catalogue import, say) past the busy
 * timeout, a request that writes cannot go on: it must say so plainly and leave nothing behind.
 */
describe.skipIf(!dbAvailable)('a write while another process keeps SQLite busy', () => {
  const api = useApi({ env: { SQLITE_BUSY_TIMEOUT_MS: '200' } });

  it('answers 503 with Retry-After, writes nothing, and the same request succeeds once the writer is free', async () => {
    const add = () => api.post('/api/cart/create-with-item', { cartItem: { sku: SKUS.hamletParterre, qty: 2 } });
    const cartsBefore = await carts(api);
    const heldBefore = await heldTickets(api);
    const other = new Database(api.sqlitePath!);
    try {
      other.exec('BEGIN IMMEDIATE');
      const refused = await add();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.body).toEqual({ code: 503, result: { errorCode: 'timeout', message: DATABASE_BUSY_MESSAGE } });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(await carts(api)).toBe(cartsBefore);
    expect(await heldTickets(api)).toBe(heldBefore);

    const again = await add();
    expect(again.status).toBe(200);
    expect(await carts(api)).toBe(cartsBefore + 1);
    expect(await heldTickets(api)).toBe(heldBefore + 2);
  });
});
