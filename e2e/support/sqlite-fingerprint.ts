import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

/**
 * Watches another process's SQLite database, read-only: `fingerprint()` is each table's row count and a
 * hash of its rows, so two equal fingerprints mean no row was added, removed or changed in between.
 * SQLite's data_version moves whenever another connection commits, so an unmoved one reuses the last
 * fingerprint instead of reading every row again.
 */
export function watchSqlite(path: string, ignore: readonly string[] = []) {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  const tables = (db.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as Array<{ name: string }>)
    .map((t) => t.name)
    .filter((name) => !ignore.includes(name));
  const version = () => Number(db.pragma('data_version', { simple: true }));
  const full = () =>
    tables
      .map((name) => {
        const hash = createHash('sha1');
        let rows = 0;
        for (const row of db.prepare(`select * from "${name}" order by rowid`).iterate()) {
          rows++;
          hash.update(JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)));
        }
        return `${name}:${rows}:${hash.digest('hex').slice(0, 12)}`;
      })
      .join(' ');
  let lastVersion = version();
  let last = full();
  return {
    fingerprint(): string {
      const now = version();
      if (now !== lastVersion) {
        lastVersion = now;
        last = full();
      }
      return last;
    },
    close: () => db.close(),
  };
}

/** The tables whose part differs between two fingerprints. */
export function changedTables(before: string, after: string): string[] {
  const a = new Set(before.split(' '));
  return after.split(' ').filter((part) => !a.has(part)).map((part) => part.split(':')[0]!);
}
