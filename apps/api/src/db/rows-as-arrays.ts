import { sql, type SelectQueryBuilder } from 'kysely';
import { isPostgres } from './dialect.ts';
import type { Db } from './create-db.ts';
import { ROWS_AS_ARRAYS_MARK } from './sqlite-statement-cache.ts';

/**
 * Runs a select and hands back its rows as arrays, each value at its column's place in the select list
 * (see `columnPlaces`). On SQLite the statement runs in better-sqlite3's raw mode (sqlite-statement-cache.ts):
 * reading the 10,000-event catalogue's events, ticket categories and prices that way took about 135 ms
 * less than as objects with named keys, a tenth of the rebuild after an import (ADR 0077). PostgreSQL's
 * rows come as objects and are turned into arrays here: the driver builds them in the select list's order.
 */
export async function selectRowsAsArrays<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>): Promise<unknown[][]> {
  const rows: unknown[] = await query.modifyFront(sql.raw(ROWS_AS_ARRAYS_MARK)).execute();
  return isPostgres(db) ? rows.map((row) => Object.values(row as object)) : (rows as unknown[][]);
}

/** Each column's place in a select list: `row[places.sku]` reads a row that came as an array. */
export function columnPlaces<C extends string>(columns: readonly C[]): Readonly<Record<C, number>> {
  const places = {} as Record<C, number>;
  columns.forEach((column, i) => (places[column] = i));
  return places;
}
