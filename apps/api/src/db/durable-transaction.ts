import { sql, type Transaction } from 'kysely';
import type { Db } from './create-db.ts';
import { isPostgres } from './dialect.ts';
import type { Database } from './schema.ts';
import { groupCommitTransaction } from './sqlite-group-commit.ts';

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

/**
 * A transaction whose COMMIT may return before its WAL record is flushed (PostgreSQL's asynchronous
 * commit), for ticket holds (ADR 0018). The hot category's row lock is released only after the
 * commit, so with a waiting flush every hold of an on-sale rush queued behind the previous one's disk
 * write. A crash can lose the last fraction of a second of such commits, each one whole (line, hold
 * row and counter together), and any later synchronous commit (an order) flushes them first.
 *
 * The setting travels with BEGIN as one simple-protocol message (two statements, no parameters), so it
 * costs no round trip of its own: over loopback each statement sent to PostgreSQL cost the API about
 * 0.2 ms of CPU in the on-sale bench (ADR 0060). Kysely's own transaction() has no place for it, so this
 * one begins, commits and rolls back on a connection of its own. SQLite's commits do not wait for the
 * disk unless durableTransaction asks them to; there the holds of one event-loop turn share a commit.
 */
export async function asyncCommitTransaction<T>(db: Db, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return groupCommitTransaction(db, work);
  return db.connection().execute(async (connection) => {
    await sql`begin; set local synchronous_commit = off`.execute(connection);
    let result: T;
    try {
      // The repositories only read and write through it; no code path opens a transaction inside.
      result = await work(connection as Transaction<Database>);
    } catch (err) {
      await sql`rollback`.execute(connection);
      throw err;
    }
    await sql`commit`.execute(connection);
    return result;
  });
}

/** A cart's transaction: with asynchronous commit when it holds tickets, an ordinary one otherwise. */
export function cartTransaction<T>(db: Db, holdsTickets: boolean, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return holdsTickets ? asyncCommitTransaction(db, work) : db.transaction().execute(work);
}
