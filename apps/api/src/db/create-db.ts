import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { isPostgres } from './dialect.ts';
import { migrationProvider } from './migrations/index.ts';
import { withStatementCache } from './sqlite-statement-cache.ts';

export type Db = Kysely<Database>;

/** How many WAL pages SQLite lets pile up before a commit copies them back into the database file. */
export const WAL_CHECKPOINT_PAGES = 10_000;
/** What a WAL file is cut back to once a checkpoint has emptied it. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

export interface DbConfig {
  /** postgres://… selects PostgreSQL; otherwise the SQLite file path (or ':memory:'). */
  databaseUrl?: string;
  sqlitePath?: string;
  /** PostgreSQL schema to use (tests run each suite in its own schema). */
  pgSchema?: string;
  poolSize?: number;
  /** How long an SQLite write waits for the writer held by another connection (default 5 s). */
  busyTimeoutMs?: number;
}

/** The PostgreSQL pool under each database this module made, for the one statement that runs prepared by name. */
const pgPools = new WeakMap<Db, pg.Pool>();

/**
 * The pool of a PostgreSQL database made by createDb. A hot statement sent with a name is parsed and
 * planned once per connection (Kysely has no place for a statement name); see modules/cart/first-hold.ts.
 */
export function pgPoolOf(db: Db): pg.Pool | undefined {
  return pgPools.get(db);
}

export function createDb(config: DbConfig): Db {
  const url = config.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: config.poolSize ?? 10,
      ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pgPools.set(db, pool);
    return db;
  }
  const file = config.sqlitePath ?? 'var/encore.sqlite';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the single writer; busy_timeout queues writers instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`busy_timeout = ${Math.trunc(config.busyTimeoutMs ?? 5_000)}`);
  sqlite.pragma('foreign_keys = ON');
  // A ticket hold commits about twenty pages to the WAL, so SQLite's default checkpoint after 1,000
  // pages stalled the writing request every fifty holds or so, each time with two fsyncs. Every 10,000
  // pages (about 40 MB) the same hot pages are copied back a tenth as often: about a tenth more holds
  // a second in bench:onsale (ADR 0060). The size limit trims a WAL that a long reader let grow.
  sqlite.pragma(`wal_autocheckpoint = ${WAL_CHECKPOINT_PAGES}`);
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

export async function migrateToLatest(db: Db): Promise<void> {
  // Name the schema of the migration tables: without it Kysely's existence check
  // sees another schema's kysely_migration_lock and skips creating its own
  // (a race between test suites running side by side on one PostgreSQL).
  const schema = isPostgres(db) ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
}

export async function createPgSchema(databaseUrl: string, schema: string): Promise<void> {
  const db = createDb({ databaseUrl, poolSize: 1 });
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  await db.destroy();
}

export async function dropPgSchema(databaseUrl: string, schema: string): Promise<void> {
  await withSchemaChangeLock(databaseUrl, async () => {
    const db = createDb({ databaseUrl, poolSize: 1 });
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  });
}

/**
 * Runs `work` while no other holder of this lock drops a schema of the same PostgreSQL database.
 * The migrator lists the tables of every schema, and a schema dropped under that listing makes it
 * fail ('schema … does not exist'); suites that each migrate and drop a schema of their own, side
 * by side, take the lock for both.
 */
export async function withSchemaChangeLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('encore-schema-change'))`);
    return await work();
  } finally {
    await client.end();
  }
}
