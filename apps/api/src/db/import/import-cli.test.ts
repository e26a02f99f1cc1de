import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../create-db.ts';
import { dbConfigFromEnv, progressReporter } from './cli-support.ts';
import type { ImportProgress } from './import-catalogue.ts';
import type { CatalogueInput } from './import-format.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = resolve(here, '../../../../..');
const cli = join(here, 'import-cli.ts');
const dir = mkdtempSync(join(tmpdir(), 'encore-import-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const catalogue: CatalogueInput = {
  format: 'encore-catalogue',
  version: 1,
  categories: [
    { id: 2, parent_id: null, name: 'Evenemang', url_key: 'evenemang' },
    { id: 3, parent_id: 2, name: 'Konserter', url_key: 'konserter' },
  ],
  attributes: [
    { attribute_code: 'ticket_category', default_frontend_label: 'Biljettkategori', frontend_input: 'select', options: [{ value: 101, code: 'parterre', label: 'Parkett' }] },
  ],
  events: [
    {
      sku: 'CLI-001',
      name: 'CLI-konsert',
      url_key: 'cli-konsert',
      date: '2027-02-01T18:00:00Z',
      city: 'Uppsala',
      category_ids: [3],
      children: [{ sku: 'CLI-001-PAR', ticket_category: 'parterre', prices: { SEK: 45000, EUR: 3900 }, qty: 10 }],
    },
  ],
};

async function runCli(file: string, sqlitePath: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, file], { cwd: repoRoot, env });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function productCount(sqlitePath: string): Promise<number> {
  const db = createDb({ sqlitePath });
  try {
    const row = await db.selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.destroy();
  }
}

describe('npm run import (import-cli.ts)', () => {
  it('imports a valid file, reporting progress and a summary', async () => {
    const file = join(dir, 'ok.json');
    const sqlitePath = join(dir, 'ok.sqlite');
    writeFileSync(file, JSON.stringify(catalogue));
    const res = await runCli(file, sqlitePath);
    expect(res.stderr).toContain('import: 4/4 (events 1/1)');
    expect(res.stdout).toMatch(/^Imported 1 events \(1 ticket categories\), 0 packages, 2 categories, 0 venues, 1 attributes, 0 tax rules into .*ok\.sqlite in \d+ ms; catalog_version \S+\n$/);
    expect(res.code).toBe(0);
    expect(await productCount(sqlitePath)).toBe(2);
  }, 30_000);

  it('exits 1 naming record and field, and imports nothing, for an invalid record', async () => {
    const bad = structuredClone(catalogue) as unknown as { events: Array<{ children: Array<{ prices: { SEK: unknown } }> }> };
    bad.events[0]!.children[0]!.prices.SEK = 'gratis';
    const file = join(dir, 'bad.json');
    const sqlitePath = join(dir, 'bad.sqlite');
    writeFileSync(file, JSON.stringify(bad));
    const res = await runCli(file, sqlitePath);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('nothing was imported');
    expect(res.stderr).toContain('events[0] (sku CLI-001): children[0].prices.SEK: Expected number, received string');
    expect(res.stdout).toBe('');
    expect(await productCount(sqlitePath)).toBe(0);
  }, 30_000);

  it('exits 1 for a file that is not JSON', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ "format": ');
    const res = await runCli(file, join(dir, 'broken.sqlite'));
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^Cannot read .*broken\.json: /);
  }, 30_000);
});

describe('cli-support', () => {
  it('selects PostgreSQL for a postgres:// DATABASE_URL and SQLite otherwise', () => {
    expect(dbConfigFromEnv({ DATABASE_URL: 'postgres://u@h/db' })).toEqual({ databaseUrl: 'postgres://u@h/db' });
    expect(dbConfigFromEnv({ DATABASE_URL: 'mysql://x', SQLITE_PATH: 'data/a.sqlite' })).toEqual({ sqlitePath: 'data/a.sqlite' });
    expect(dbConfigFromEnv({})).toEqual({ sqlitePath: 'var/encore.sqlite' });
  });

  it('writes a line per tenth of the work when not on a terminal', () => {
    const lines: string[] = [];
    const stream = { isTTY: false, write: (s: string) => lines.push(s) } as unknown as NodeJS.WriteStream;
    const reporter = progressReporter('import', stream);
    const p = (phase: ImportProgress['phase'], overallDone: number): ImportProgress => ({ phase, done: overallDone, total: 100, overallDone, overallTotal: 100 });
    for (let i = 1; i <= 100; i++) reporter.update(p('events', i));
    reporter.stop();
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('import: 1/100 (events 1/100)\n');
    expect(lines.at(-1)).toBe('import: 100/100 (events 100/100)\n');
  });
});
