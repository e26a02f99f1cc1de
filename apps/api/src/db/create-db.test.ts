import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './create-db.ts';

describe('createDb on SQLite', () => {
  let dir: string;
  let db: Db;
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];

  it('writes ahead, checkpoints every 10,000 pages and cuts a WAL back to 64 MB', async () => {
    dir = mkdtempSync(join(tmpdir(), 'encore-db-'));
    db = createDb({ sqlitePath: join(dir, 'shop.sqlite'), busyTimeoutMs: 1234 });
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('wal_autocheckpoint')).toBe(10_000);
    expect(await pragma('journal_size_limit')).toBe(64 * 1024 * 1024);
    expect(await pragma('busy_timeout')).toBe(1234);
    expect(await pragma('foreign_keys')).toBe(1);
  });
});
