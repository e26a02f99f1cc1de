import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { run, waitForUrl } from '../scripts/lib/processes.mjs';
import { E2E_STOREFRONT_SECRET } from './support/cookies.ts';
import { refusedStart } from './support/refused-start.ts';
import { freePort } from './support/shop-server.ts';
import { useStandInApi } from './support/stand-in-api.ts';

/**
 * The production storefront in front of a stand-in API whose `/api/slow?ms=N` answers after N ms,
 * so a request can be kept in flight (through the storefront's /api forward) while the storefront
 * is told to stop.
 */
const api = useStandInApi((req, res) => {
  received.push(req.url ?? '');
  const url = new URL(req.url ?? '/', 'http://api.test');
  const reply = () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, result: url.pathname === '/api/health' ? { status: 'ok', catalogVersion: 'v1' } : { slow: true } }));
  };
  if (url.pathname === '/api/slow') setTimeout(reply, Number(url.searchParams.get('ms') ?? '0'));
  else reply();
});
/** Requests the stand-in API has received, by path and query. */
const received: string[] = [];
const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const quiet = !process.env.E2E_VERBOSE;

async function startStorefront(env: Record<string, string> = {}) {
  const port = await freePort();
  const child: ChildProcess = run('e2e-shutdown-web', process.execPath, ['apps/storefront/server.js'], {
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', API_URL: api.url, STOREFRONT_SECRET: E2E_STOREFRONT_SECRET, OUTPUT_CACHE: 'off', ...env },
    quiet,
  });
  started.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/favicon.svg`, { child });
  return { child, base, port };
}

/** Exit code (or signal) of a child, with the time it came. */
function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode, at: Date.now() });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
}

/** One GET on a connection of its own: status and body, or the network error. */
function get(url: string): Promise<{ status: number; body: string; at: number } | { error: string; at: number }> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, at: Date.now() }));
      res.on('error', (e) => resolve({ error: e.message, at: Date.now() }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message, at: Date.now() }));
  });
}

/** A keep-alive GET whose connection stays open after the answer. */
function keepAliveGet(url: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

async function untilReceived(path: string) {
  const deadline = Date.now() + 5000;
  while (!received.includes(path)) {
    if (Date.now() > deadline) throw new Error(`the API never received ${path}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the storefront stops gracefully', () => {
  it('on SIGTERM finishes the request in flight (longer than the old 3 s cut-off), refuses new ones, then exits 0', async () => {
    const { child, base } = await startStorefront();
    const slowPath = '/api/slow?ms=4500&n=1';
    const inFlight = get(`${base}${slowPath}`);
    await untilReceived(slowPath);
    const exit = exitOf(child);
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    const refused = await get(`${base}/favicon.svg`);
    expect(refused).toMatchObject({ error: 'ECONNREFUSED' });

    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200 });
    expect(JSON.parse((answer as { body: string }).body)).toEqual({ code: 200, result: { slow: true } });
    const exited = await exit;
    expect(exited).toMatchObject({ code: 0, signal: null });
    expect(exited.at).toBeGreaterThanOrEqual(answer.at);
  });

  it('closes kept-alive connections instead of waiting for them to time out', async () => {
    const { child, base } = await startStorefront();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await keepAliveGet(`${base}/favicon.svg`, agent)).toBe(200);
    const slowPath = '/api/slow?ms=1500&n=2';
    const inFlight = get(`${base}${slowPath}`);
    await untilReceived(slowPath);
    const exit = exitOf(child);
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    expect(await inFlight).toMatchObject({ status: 200 });
    const exited = await exit;
    expect(exited.code).toBe(0);
    // Well before the keep-alive connection would time out by itself.
    expect(exited.at - stoppedAt).toBeLessThan(3000);
    agent.destroy();
  });

  it('cuts what still runs after SHUTDOWN_GRACE_SECONDS and exits 1', async () => {
    const { child, base } = await startStorefront({ SHUTDOWN_GRACE_SECONDS: '1' });
    const slowPath = '/api/slow?ms=8000&n=3';
    const inFlight = get(`${base}${slowPath}`);
    await untilReceived(slowPath);
    const exit = exitOf(child);
    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    const exited = await exit;
    expect(exited.code).toBe(1);
    expect(exited.at - stoppedAt).toBeGreaterThanOrEqual(900);
    expect(exited.at - stoppedAt).toBeLessThan(4000);
    expect(await inFlight).toHaveProperty('error');
  });

  it('production refuses to start without a storefront secret of at least 32 bytes', async () => {
    for (const secret of ['', 'too-short-a-secret']) {
      const refused = await refusedStart('e2e-no-secret-web', { API_URL: api.url, STOREFRONT_SECRET: secret, COOKIE_SECRET: '' });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('STOREFRONT_SECRET');
    }
  });
});

describe('npm start stops gracefully', () => {
  it('lets the storefront finish its request in flight before the launcher exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'encore-e2e-start-'));
    const [apiPort, webPort] = [await freePort(), await freePort()];
    try {
      // The launcher's own API runs on a fresh database; the storefront is pointed at the stand-in API.
      const launcher: ChildProcess = run('e2e-start', process.execPath, ['scripts/start.mjs'], {
        env: {
          API_PORT: String(apiPort),
          PORT: String(webPort),
          API_URL: api.url,
          SQLITE_PATH: join(dir, 'encore.sqlite'),
          MEDIA_DIR: join(dir, 'media'),
          DATABASE_URL: '',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          // None configured: the launcher gives the production storefront one of its own.
          STOREFRONT_SECRET: '',
          COOKIE_SECRET: '',
          OUTPUT_CACHE: 'off',
        },
        quiet,
      });
      started.push(launcher);
      const base = `http://127.0.0.1:${webPort}`;
      await waitForUrl(`${base}/favicon.svg`, { child: launcher });
      await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, { child: launcher });
      const slowPath = '/api/slow?ms=4500&n=4';
      const inFlight = get(`${base}${slowPath}`);
      await untilReceived(slowPath);
      const exit = exitOf(launcher);
      launcher.kill('SIGTERM');

      const answer = await inFlight;
      expect(answer).toMatchObject({ status: 200 });
      const exited = await exit;
      expect(exited).toMatchObject({ code: 0, signal: null });
      expect(exited.at).toBeGreaterThanOrEqual(answer.at);
      // Both of its servers are gone.
      expect(await get(`${base}/favicon.svg`)).toMatchObject({ error: 'ECONNREFUSED' });
      expect(await get(`http://127.0.0.1:${apiPort}/api/health`)).toMatchObject({ error: 'ECONNREFUSED' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
