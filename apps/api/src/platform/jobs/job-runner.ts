import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { isTransientDbError } from '../../db/transient-error.ts';
import type { Clock } from '../clock.ts';
import { retryDelayMs } from './backoff.ts';
import { claimJob, enqueueJob, finishJob, rescheduleJob, type ClaimedJob } from './job-store.ts';

export interface JobHandler {
  run(payload: unknown): Promise<void>;
  /** A recurring job runs again this long after each run (its single row is rescheduled, not deleted). */
  everyMs?: number;
}

/** A job runs under a lease this long; a runner that dies lets it go to another once the lease runs out. */
const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * Carries out the durable jobs of the job table: claims a due job under a lease, runs its kind's
 * handler, then deletes it (or, for a recurring job, sets its next run); a failure is retried later
 * with exponential backoff. Any number of API processes may run one: the lease keeps a job to one.
 */
export class JobRunner {
  readonly id = randomUUID();
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    private readonly leaseMs = DEFAULT_LEASE_MS,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Makes sure a recurring job exists (one row per kind, whichever process creates it first). */
  async ensureRecurring(kind: string): Promise<void> {
    await enqueueJob(this.db, { id: `recurring:${kind}`, kind, runAt: this.clock.now() }, this.clock.now());
  }

  /** Runs due jobs until none is left; answers how many ran (successfully or not). */
  async runDue(): Promise<number> {
    let ran = 0;
    while (!this.stopped) {
      const job = await claimJob(this.db, this.id, this.clock.now(), this.leaseMs);
      if (!job) break;
      await this.runOne(job);
      ran += 1;
    }
    return ran;
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler.run(job.payload);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.error({ err, job: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
      await rescheduleJob(this.db, job, this.id, new Date(this.clock.now().getTime() + retryDelayMs(job.attempts)), message);
      return;
    }
    if (handler.everyMs !== undefined) await rescheduleJob(this.db, job, this.id, new Date(this.clock.now().getTime() + handler.everyMs));
    else await finishJob(this.db, job, this.id);
  }

  /** Looks for due jobs every `intervalMs` (0: never). */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
  }

  /**
   * Looks for due jobs at once rather than at the next interval, for a job a request has just
   * written (an e-mail the customer is waiting for). Does nothing when the runner is not started.
   */
  nudge(): void {
    if (this.timer) setImmediate(() => this.tick());
  }

  private tick(): void {
    if (this.current || this.stopped) return;
    this.current = this.runDue()
      .then(() => undefined)
      // A long import can keep SQLite's writer busy past the busy timeout: the next look tries again.
      .catch((err: unknown) => (isTransientDbError(err) ? this.log.warn({ err }, 'job runner: database busy, trying again at the next look') : this.log.error({ err }, 'job runner failed')))
      .finally(() => {
        this.current = undefined;
      });
  }

  /** Stops polling and waits for the job in hand, so shutdown never cuts one off halfway. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }
}
