import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/create-db.ts';

/**
 * Rows and a hash of every row of every table of a small SQLite database, in one string: two equal
 * fingerprints mean no row was added, removed or changed in between. Tables in `ignore` are left out.
 */
export async function sqliteFingerprint(db: Db, ignore: readonly string[] = []): Promise<string> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    if (ignore.includes(name)) continue;
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)} order by rowid`.execute(db);
    const hash = createHash('sha1');
    for (const row of rows.rows) hash.update(JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)));
    parts.push(`${name}:${rows.rows.length}:${hash.digest('hex').slice(0, 12)}`);
  }
  return parts.join(' ');
}

/** The tables whose fingerprint part differs between two fingerprints. */
export function changedTables(before: string, after: string): string[] {
  const a = new Set(before.split(' '));
  return after.split(' ').filter((part) => !a.has(part)).map((part) => part.split(':')[0]!);
}

/**
 * Rows inserted, updated or deleted through this connection since it opened (rolled-back ones too).
 * The API and the test share the connection, so an unchanged count means an unchanged database and
 * the full fingerprint need not be taken again.
 */
export async function sqliteChangeCount(db: Db): Promise<number> {
  const result = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
