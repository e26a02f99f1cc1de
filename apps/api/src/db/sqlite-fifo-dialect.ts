import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * A lock handed to its waiters one at a time, in the order they asked. Kysely's SQLite driver wakes
 * every waiter of its connection on each release, and all but one go back to waiting: with a thousand
 * requests queued in an on-sale rush that was a thousand wake-ups per statement or transaction.
 */
export class FifoLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];
  private next = 0;

  lock(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  unlock(): void {
    if (this.next < this.waiting.length) {
      const resolve = this.waiting[this.next]!;
      this.waiting[this.next++] = noop;
      // The queue is compacted now and then rather than shifted on every hand-over.
      if (this.next > 1024 && this.next * 2 > this.waiting.length) {
        this.waiting.splice(0, this.next);
        this.next = 0;
      }
      // Still held: the lock passes straight to the next waiter.
      resolve();
      return;
    }
    this.held = false;
  }

  /** Waiters not yet handed the lock. */
  get queued(): number {
    return this.waiting.length - this.next;
  }
}

const noop = (): void => undefined;

/** Kysely's SQLite driver with its one connection handed out through a FifoLock. */
class FifoSqliteDriver extends SqliteDriver {
  private readonly turn = new FifoLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.turn.lock();
    // Uncontended now: only the holder of the turn gets here.
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.turn.unlock();
  }
}

/** Kysely's SQLite dialect whose driver hands its connection out first come, first served. */
export class FifoSqliteDialect extends SqliteDialect {
  private readonly settings: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.settings = config;
  }

  override createDriver(): Driver {
    return new FifoSqliteDriver(this.settings);
  }
}
