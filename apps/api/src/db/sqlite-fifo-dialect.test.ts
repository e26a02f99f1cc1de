import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FifoLock, FifoSqliteDialect } from './sqlite-fifo-dialect.ts';

describe('the first-come lock', () => {
  it('hands the lock to its waiters one at a time, in the order they asked', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    let inside = 0;
    let most = 0;
    // More waiters than the queue keeps before compacting, each holding the lock across an await.
    await Promise.all(
      Array.from({ length: 3000 }, async (_, i) => {
        await lock.lock();
        inside++;
        most = Math.max(most, inside);
        order.push(i);
        await Promise.resolve();
        inside--;
        lock.unlock();
      }),
    );
    expect(most).toBe(1);
    expect(order).toEqual(Array.from({ length: 3000 }, (_, i) => i));
    expect(lock.queued).toBe(0);
    // Free again: the next caller gets it at once.
    await lock.lock();
    expect(lock.queued).toBe(0);
  });

  it('serves transactions on one SQLite connection one after another and in order', async () => {
    const db = new Kysely<{ t: { n: number } }>({ dialect: new FifoSqliteDialect({ database: new SQLite(':memory:') }) });
    await sql`create table t (n integer)`.execute(db);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db.transaction().execute(async (tx) => {
          await tx.insertInto('t').values({ n: i }).execute();
          // Another transaction slipping in here would be nested, which SQLite refuses.
          await Promise.resolve();
          await tx.insertInto('t').values({ n: i }).execute();
        }),
      ),
    );
    const rows = await db.selectFrom('t').select('n').execute();
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 50 }, (_, i) => [i, i]).flat());
    await db.destroy();
  });
});
