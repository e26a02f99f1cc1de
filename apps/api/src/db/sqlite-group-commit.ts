import { sql, type Transaction } from 'kysely';
import type { Db } from './create-db.ts';
import type { Database } from './schema.ts';

/** The most transactions one commit carries: bounds how long the first of them waits for its answer. */
export const GROUP_COMMIT_MAX = 32;

type Work = (tx: Transaction<Database>) => Promise<unknown>;

interface Pending {
  work: Work;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** What one transaction of a group ended with, answered only once the group's commit has landed. */
type Outcome = { ok: true; value: unknown } | { ok: false; err: unknown };

class GroupCommit {
  private readonly queue: Pending[] = [];
  private scheduled = false;
  private running = false;

  constructor(private readonly db: Db) {}

  submit<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * The group starts after the event loop's current turn: the requests that turn admitted have run to
   * their transaction by then (better-sqlite3 answers within the turn), so they share one commit.
   */
  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.running = true;
    const group: Pending[] = [];
    let outcomes: Outcome[] = [];
    try {
      await this.db.connection().execute(async (connection) => {
        // IMMEDIATE takes the writer at once: another process holding it (an import) fails the whole
        // group here, before any of its work ran, rather than one member at its first write.
        await sql`begin immediate`.execute(connection);
        try {
          // Members that arrive while the group runs (same turn) join it, up to the bound.
          while (this.queue.length > 0 && group.length < GROUP_COMMIT_MAX) {
            const next = this.queue.shift()!;
            group.push(next);
            outcomes.push(await runInSavepoint(connection as Transaction<Database>, next.work));
          }
          await sql`commit`.execute(connection);
        } catch (err) {
          // A failed COMMIT leaves the transaction open: it is rolled back too, or the next group's BEGIN fails.
          await sql`rollback`.execute(connection).catch(() => undefined);
          throw err;
        }
      });
    } catch (err) {
      // The group's transaction is gone (no writer, a failed commit, an error SQLite rolled back
      // everything for): none of its members landed, so each hears of the failure. When BEGIN itself
      // failed, the members it was opened for hear it, as each would have from a transaction of its own.
      if (group.length === 0) group.push(...this.queue.splice(0, GROUP_COMMIT_MAX));
      outcomes = group.map(() => ({ ok: false, err }));
    } finally {
      this.running = false;
    }
    group.forEach((member, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) member.resolve(outcome.value);
      else member.reject(outcome.err);
    });
    if (this.queue.length > 0) this.schedule();
  }
}

/**
 * One member of a group in a savepoint of its own: a refusal or an error undoes its writes only, as
 * its own transaction did before. When SQLite has rolled the whole transaction back (disk full, I/O),
 * the savepoint is gone and the rollback to it throws, failing the group.
 */
async function runInSavepoint(tx: Transaction<Database>, work: Work): Promise<Outcome> {
  await sql`savepoint encore_group_member`.execute(tx);
  try {
    const value = await work(tx);
    await sql`release encore_group_member`.execute(tx);
    return { ok: true, value };
  } catch (err) {
    await sql`rollback to encore_group_member`.execute(tx);
    await sql`release encore_group_member`.execute(tx);
    return { ok: false, err };
  }
}

const groups = new WeakMap<Db, GroupCommit>();

/**
 * SQLite: runs `work` as one member of a group of ticket-hold transactions that commit together
 * (ADR 0063). A hold writes about twenty pages, most of them the same for every hold of an on-sale
 * (the category's counter, the tails of the cart, line, hold and timer tables and their indexes), and
 * SQLite writes each page of a commit to the WAL. Holds admitted in one event-loop turn share one
 * commit and write those pages once. Each member still succeeds or fails alone, and hears its answer
 * only after the commit that carries it.
 */
export function groupCommitTransaction<T>(db: Db, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group.submit(work);
}
