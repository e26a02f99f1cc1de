import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { asyncCommitTransaction, cartTransaction } from '../src/db/durable-transaction.ts';
import { dbAvailable, useApi } from './harness.ts';

const meta = async (db: ReturnType<typeof useApi>['db'], key: string) => (await db.selectFrom('catalog_meta').select('value').where('key', '=', key).executeTakeFirst())?.value;

describe.skipIf(!dbAvailable)('the transaction a hold commits in', () => {
  const api = useApi();

  it('commits whole, and on PostgreSQL without waiting for the WAL flush inside it only', async () => {
    const inside = await asyncCommitTransaction(api.db, async (tx) => {
      await tx.insertInto('catalog_meta').values({ key: 'async-commit-a', value: '1' }).execute();
      await tx.insertInto('catalog_meta').values({ key: 'async-commit-b', value: '2' }).execute();
      return api.engine === 'postgres' ? (await sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(tx)).rows[0]?.s : 'n/a';
    });
    expect(inside).toBe(api.engine === 'postgres' ? 'off' : 'n/a');
    expect([await meta(api.db, 'async-commit-a'), await meta(api.db, 'async-commit-b')]).toEqual(['1', '2']);
    if (api.engine === 'postgres') {
      // The setting ends with the transaction: every pooled connection still waits for the flush.
      const settings = await Promise.all(Array.from({ length: 10 }, () => sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(api.db)));
      expect(new Set(settings.map((r) => r.rows[0]?.s))).toEqual(new Set(['on']));
    }
  });

  it('rolls everything back when the work fails, passes the failure on and leaves the connection usable', async () => {
    const failure = new Error('hold refused');
    await expect(
      asyncCommitTransaction(api.db, async (tx) => {
        await tx.insertInto('catalog_meta').values({ key: 'async-commit-c', value: '3' }).execute();
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await meta(api.db, 'async-commit-c')).toBeUndefined();
    // A statement that fails inside (a duplicate key) aborts the transaction; it is rolled back too.
    await expect(
      asyncCommitTransaction(api.db, async (tx) => {
        await tx.insertInto('catalog_meta').values({ key: 'async-commit-d', value: '4' }).execute();
        await tx.insertInto('catalog_meta').values({ key: 'async-commit-a', value: 'again' }).execute();
      }),
    ).rejects.toThrow();
    expect(await meta(api.db, 'async-commit-d')).toBeUndefined();
    expect(await meta(api.db, 'async-commit-a')).toBe('1');
    // Every connection is out of its transaction again: new work commits as usual.
    await Promise.all(Array.from({ length: 10 }, (_, i) => cartTransaction(api.db, i % 2 === 0, (tx) => tx.insertInto('catalog_meta').values({ key: `async-commit-e${i}`, value: String(i) }).execute())));
    expect(await Promise.all(Array.from({ length: 10 }, (_, i) => meta(api.db, `async-commit-e${i}`)))).toEqual(Array.from({ length: 10 }, (_, i) => String(i)));
  });
});
