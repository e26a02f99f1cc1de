import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './sqlite-statement-cache.ts';

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

  it('closes the database', () => {
    sqlite = new SQLite(':memory:');
    withStatementCache(sqlite).close();
    expect(sqlite.open).toBe(false);
  });
});
