import { sql, type Transaction } from 'kysely';
import type { Db } from './create-db.ts';
import { isPostgres } from './dialect.ts';
import type { Database } from './schema.ts';

/**
 * A transaction whose COMMIT returns only once it is on disk, for changes that record money
 * (orders, payments): a power cut right after the customer saw "paid" must not lose them.
 *
 * SQLite runs with synchronous=NORMAL, where a WAL commit is flushed only at the next checkpoint,
 * so the last commits before a power cut can be lost. This transaction runs with synchronous=FULL,
 * which flushes the WAL at its commit (and with it every earlier commit, holds included). SQLite
 * refuses to change the setting inside a transaction, so it is set just before BEGIN and put back
 * after COMMIT on the one connection, which no other statement can use in between.
 * PostgreSQL's default (synchronous_commit on) already waits for the flush.
 */
export async function durableTransaction<T>(db: Db, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    const before = (await sql<{ synchronous: number }>`pragma synchronous`.execute(connection)).rows[0]?.synchronous ?? 1;
    await sql`pragma synchronous = full`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql.raw(`pragma synchronous = ${Number(before)}`).execute(connection);
    }
  });
}
