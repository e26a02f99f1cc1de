import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDb, createPgSchema, dropPgSchema, migrateToLatest, withSchemaChangeLock, type Db } from '../src/db/create-db.ts';
import { signUserToken } from '../src/platform/auth.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { PaymentProvider } from '../src/modules/payment/payment-provider.ts';
import { insertFixtures } from './fixtures.ts';

export const TEST_SECRET = 'integration-test-secret';
const engine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const pgUrl = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** False only for the PostgreSQL project without a server outside CI; in CI a missing server fails the run. */
export const dbAvailable: boolean = await (async () => {
  if (engine !== 'postgres') return true;
  if (await postgresReachable()) return true;
  if (process.env.CI === 'true') throw new Error(`PostgreSQL not reachable at ${pgUrl} (CI=true: the api-postgres suite must run)`);
  console.log('PostgreSQL not reachable: skipping api-postgres suite');
  return false;
})();

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  url: string;
  db: Db;
  app: FastifyInstance;
  engine: 'sqlite' | 'postgres';
  /** The database file (SQLite only). */
  sqlitePath?: string;
  get<T = any>(path: string, opts?: { token?: string }): Promise<HttpAnswer<T>>;
  post<T = any>(path: string, body?: unknown, opts?: { token?: string; raw?: string }): Promise<HttpAnswer<T>>;
  userToken(sub: number, opts?: { exp?: number }): string;
}

/**
 * A fresh database (SQLite temp file, or a PostgreSQL schema t_<random>) with
 * the fixture catalogue, and the API listening on 127.0.0.1:0, per describe block.
 * `env` adds configuration variables (e.g. MEDIA_DIR) for loadConfig; `clock` pins the API's "now";
 * `onRoute` hears of every route the app adds; `wrapPaymentProvider` wraps the real test provider (failure injection).
 */
export function useApi(opts: { logStream?: { write(line: string): void }; env?: Record<string, string>; clock?: Clock; onRoute?: (route: RouteOptions) => void; wrapPaymentProvider?: (provider: PaymentProvider) => PaymentProvider } = {}): TestApi {
  const api = { engine } as TestApi;
  let cleanup: Array<() => Promise<void> | void> = [];

  beforeAll(async () => {
    let db: Db;
    if (engine === 'postgres') {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      await createPgSchema(pgUrl, schema);
      db = createDb({ databaseUrl: pgUrl, pgSchema: schema, poolSize: 5 });
      cleanup.push(() => dropPgSchema(pgUrl, schema));
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'encore-api-'));
      api.sqlitePath = join(dir, 'test.sqlite');
      db = createDb({ sqlitePath: api.sqlitePath, ...(opts.env?.SQLITE_BUSY_TIMEOUT_MS ? { busyTimeoutMs: Number(opts.env.SQLITE_BUSY_TIMEOUT_MS) } : {}) });
      cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    }
    cleanup.push(() => db.destroy());
    if (engine === 'postgres') await withSchemaChangeLock(pgUrl, () => migrateToLatest(db));
    else await migrateToLatest(db);
    await insertFixtures(db);

    // Confirmation e-mails of the orders a suite places go to a folder of its own, never the repository's var/.
    const outbox = mkdtempSync(join(tmpdir(), 'encore-outbox-'));
    cleanup.push(() => rmSync(outbox, { recursive: true, force: true }));
    // Business suites hammer the API from one address; the security suites set RATE_LIMITS and the hold cap themselves.
    const config = loadConfig({ RATE_LIMITS: 'off', HOLD_MAX_PER_CLIENT_EVENT: 'off', MAIL_OUTBOX_DIR: outbox, ...opts.env, ENCORE_SECRET: TEST_SECRET, LOG_LEVEL: opts.logStream ? 'info' : 'silent', SEED_DEMO: 'false' });
    const app = await buildApp({ db, config, ...(opts.logStream ? { logStream: opts.logStream } : {}), ...(opts.clock ? { clock: opts.clock } : {}), ...(opts.onRoute ? { onRoute: opts.onRoute } : {}), ...(opts.wrapPaymentProvider ? { wrapPaymentProvider: opts.wrapPaymentProvider } : {}) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanup.push(() => app.close());
    const { port } = app.server.address() as AddressInfo;

    const call = async (method: string, path: string, body: unknown, opts: { token?: string; raw?: string } = {}) => {
      const headers: Record<string, string> = {};
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let payload: string | undefined;
      if (opts.raw !== undefined) payload = opts.raw;
      else if (body !== undefined) payload = JSON.stringify(body);
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers, body: payload });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
    };
    Object.assign(api, {
      url: `http://127.0.0.1:${port}`,
      db,
      app,
      get: (path: string, opts?: { token?: string }) => call('GET', path, undefined, opts),
      post: (path: string, body?: unknown, opts?: { token?: string; raw?: string }) => call('POST', path, body, opts),
      userToken: (sub: number, opts: { exp?: number } = {}) => signUserToken({ sub, grp: 1, ...opts }, TEST_SECRET),
    });
  });

  afterAll(async () => {
    // Reverse order: server, then pool, then the database itself.
    for (const fn of cleanup.reverse()) await fn();
    cleanup = [];
  });

  return api;
}

/** Builds the GET form of a catalogue search. */
export function searchPath(store: string, entity: string, body: unknown, query: Record<string, string | number> = {}): string {
  const q = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), request: JSON.stringify(body) });
  return `/api/catalog/${store}/${entity}/_search?${q}`;
}
