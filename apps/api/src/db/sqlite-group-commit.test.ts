import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './create-db.ts';
import { GROUP_COMMIT_MAX, groupCommitTransaction } from './sqlite-group-commit.ts';

describe('holds that share one SQLite commit', () => {
  let dir: string;
  let file: string;
  let db: Db;
  let other: SQLite.Database;
  let statements: string[];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'encore-group-'));
    file = join(dir, 'shop.sqlite');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 50');
    sqlite.pragma('foreign_keys = ON');
    statements = [];
    // Every statement the API sends passes here, so a test can count the BEGINs and COMMITs.
    const recording = { close: () => sqlite.close(), prepare: (text: string) => (statements.push(text), sqlite.prepare(text)) };
    db = new Kysely({ dialect: new SqliteDialect({ database: recording }) }) as unknown as Db;
    await sql`create table hold (id integer primary key, who text not null unique)`.execute(db);
    // Checked only at COMMIT: a row pointing nowhere lets every statement pass and the commit fail.
    await sql`create table hold_event (hold_id integer references hold (id) deferrable initially deferred)`.execute(db);
    other = new SQLite(file);
    statements = [];
  });

  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const insert = (who: string) => groupCommitTransaction(db, async (tx) => {
    await sql`insert into hold (who) values (${who})`.execute(tx);
    return who;
  });
  const count = (text: string) => statements.filter((s) => s === text).length;
  const seenByAnotherConnection = () => (other.prepare('select who from hold order by id').all() as { who: string }[]).map((r) => r.who);

  it('commits the holds of one turn once, in the order they came, and answers each after that commit', async () => {
    const seenAtAnswer: string[][] = [];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => insert(`buyer ${i}`).then((who) => (seenAtAnswer.push(seenByAnotherConnection()), who))));
    expect(answers).toEqual(Array.from({ length: 10 }, (_, i) => `buyer ${i}`));
    expect(count('begin immediate')).toBe(1);
    expect(count('commit')).toBe(1);
    // Another connection sees every hold of the group as soon as the first answer arrives: nothing is answered before its commit.
    for (const seen of seenAtAnswer) expect(seen).toHaveLength(10);
  });

  it('undoes a refused member only; the others of its group commit', async () => {
    const refusal = new Error('sold out');
    const first = insert('first');
    const refused = groupCommitTransaction(db, async (tx) => {
      await sql`insert into hold (who) values ('refused')`.execute(tx);
      throw refusal;
    });
    const duplicate = insert('first');
    const results = await Promise.allSettled([first, refused, duplicate, insert('last')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBe(refusal);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(seenByAnotherConnection()).toEqual(['first', 'last']);
    expect(count('commit')).toBe(1);
  });

  it(`carries at most ${GROUP_COMMIT_MAX} holds a commit`, async () => {
    await Promise.all(Array.from({ length: GROUP_COMMIT_MAX + 8 }, (_, i) => insert(`buyer ${i}`)));
    expect(count('commit')).toBe(2);
    expect(seenByAnotherConnection()).toHaveLength(GROUP_COMMIT_MAX + 8);
  });

  it('fails the whole group when the writer is taken elsewhere, and the next group commits again', async () => {
    other.exec('begin immediate');
    const results = await Promise.allSettled([insert('a'), insert('b')]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : 'held'))).toEqual(['SQLITE_BUSY', 'SQLITE_BUSY']);
    other.exec('rollback');
    expect(await insert('c')).toBe('c');
    expect(seenByAnotherConnection()).toEqual(['c']);
  });

  it('fails the whole group when its COMMIT fails, and leaves no transaction open for the next group', async () => {
    const dangling = groupCommitTransaction(db, async (tx) => {
      await sql`insert into hold_event (hold_id) values (999)`.execute(tx);
    });
    const results = await Promise.allSettled([insert('a'), dangling]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : 'held'))).toEqual(['SQLITE_CONSTRAINT_FOREIGNKEY', 'SQLITE_CONSTRAINT_FOREIGNKEY']);
    expect(seenByAnotherConnection()).toEqual([]);
    expect(await insert('b')).toBe('b');
    expect(seenByAnotherConnection()).toEqual(['b']);
  });

  it('keeps holds that arrive in later turns in later commits', async () => {
    const first = insert('early');
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, insert('late')]);
    expect(count('commit')).toBe(2);
  });
});
