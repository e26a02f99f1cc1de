import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

type Tx = Kysely<Database> | Transaction<Database>;

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** Tries so far, this one included. */
  attempts: number;
}

/** Adds a job, inside the caller's transaction when given one, so it exists exactly if the change that needs it does. */
export async function enqueueJob(db: Tx, job: { kind: string; payload?: unknown; runAt: Date; id?: string }, now: Date): Promise<string> {
  const id = job.id ?? randomUUID();
  await db
    .insertInto('job')
    .values({ id, kind: job.kind, payload_json: JSON.stringify(job.payload ?? null), run_at: job.runAt.toISOString(), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return id;
}

/**
 * Claims the job due first that no live lease covers, for `leaseMs`. On PostgreSQL the candidate
 * row is locked and rows other runners have locked are skipped; on SQLite the one conditional
 * UPDATE is the claim, as only one writer runs at a time. Either way one job has one runner.
 */
export async function claimJob(db: Kysely<Database>, runner: string, now: Date, leaseMs: number): Promise<ClaimedJob | undefined> {
  const nowIso = now.toISOString();
  const r = await db
    .updateTable('job')
    .set((eb) => ({ locked_by: runner, locked_until: new Date(now.getTime() + leaseMs).toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) => {
      let due = eb
        .selectFrom('job')
        .select('id')
        .where('run_at', '<=', nowIso)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', nowIso)]))
        .orderBy('run_at')
        .limit(1);
      if (isPostgres(db)) due = due.forUpdate().skipLocked();
      return due;
    })
    .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', nowIso)]))
    .returning(['id', 'kind', 'payload_json', 'attempts'])
    .executeTakeFirst();
  return r ? { id: r.id, kind: r.kind, payload: JSON.parse(r.payload_json) as unknown, attempts: r.attempts } : undefined;
}

/** Removes a finished job, only while this runner still holds its lease. */
export async function finishJob(db: Kysely<Database>, job: ClaimedJob, runner: string): Promise<void> {
  await db.deleteFrom('job').where('id', '=', job.id).where('locked_by', '=', runner).execute();
}

/** Sets the job due again at `runAt` and lets its lease go; `error` notes why (a failure), none for a recurring job's next run. */
export async function rescheduleJob(db: Kysely<Database>, job: ClaimedJob, runner: string, runAt: Date, error?: string): Promise<void> {
  await db
    .updateTable('job')
    .set({ run_at: runAt.toISOString(), locked_by: null, locked_until: null, ...(error === undefined ? { attempts: 0, last_error: null } : { last_error: error.slice(0, 2000) }) })
    .where('id', '=', job.id)
    .where('locked_by', '=', runner)
    .execute();
}
