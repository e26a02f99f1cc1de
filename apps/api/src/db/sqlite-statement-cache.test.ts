import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ROWS_AS_ARRAYS_MARK, withStatementCache } from './sqlite-statement-cache.ts';

describe('withStatementCache', () => {
  let sqlite: SQLite.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares a statement text once and reuses it', () => {
    sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    const a = db.prepare('select 1 as n');
    expect(db.prepare('select 1 as n')).toBe(a);
    expect(db.prepare('select 2 as n')).not.toBe(a);
    expect(a.all([])).toEqual([{ n: 1 }]);
  });

  it('keeps at most `limit` statements, evicting the least recently used', () => {
    sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite, 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now "select 2" is the oldest
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('prepares a select marked for arrays in raw mode, and only a select', () => {
    sqlite = new SQLite(':memory:');
    const db = withStatementCache(sqlite);
    sqlite.exec('create table t (a integer, b text)');
    db.prepare(`insert into t (a, b) values (1, 'x') ${ROWS_AS_ARRAYS_MARK}`).run([]);
    expect(db.prepare(`select ${ROWS_AS_ARRAYS_MARK} b, a from t`).all([])).toEqual([['x', 1]]);
    expect(db.prepare('select b, a from t').all([])).toEqual([{ b: 'x', a: 1 }]);
  });

  it('closes the database', () => {
    sqlite = new SQLite(':memory:');
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
