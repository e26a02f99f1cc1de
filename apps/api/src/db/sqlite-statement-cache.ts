import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** The comment that asks for a select's rows as arrays of values in its select list's order (rows-as-arrays.ts). */
export const ROWS_AS_ARRAYS_MARK = '/* rows as arrays */';

/**
 * Kysely prepares every statement anew for each query; with better-sqlite3 that
 * parse and plan was about a tenth of the API's time in the on-sale rush.
 * Kysely runs one statement at a time on its single SQLite connection, so a
 * prepared statement is never in use twice at once and can be reused. The
 * cache is bounded because queries with IN lists produce many distinct texts.
 */
export function withStatementCache(sqlite: SQLite.Database, limit = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let stmt = cache.get(text);
      if (stmt) {
        // Refresh its place so the least recently used text is the one evicted.
        cache.delete(text);
      } else {
        stmt = sqlite.prepare(text);
        // A select marked so hands back arrays of values instead of objects (rows-as-arrays.ts).
        if (stmt.reader && text.includes(ROWS_AS_ARRAYS_MARK)) stmt.raw(true);
        if (cache.size >= limit) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, stmt);
      return stmt;
    },
  };
}
