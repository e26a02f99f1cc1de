import type { Kysely } from 'kysely';

/**
 * Durable background jobs: work that must happen even if the process that asked for it dies is a
 * row here, written with the change that causes it. A runner claims a due row by setting a lease
 * (locked_until, locked_by), so several API processes never run one job at the same time, and a
 * lease that runs out (its runner died) makes the job due again. Failures are retried later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_run_at').on('job').column('run_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job').ifExists().execute();
}
