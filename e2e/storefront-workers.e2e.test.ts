import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { run, waitForUrl } from '../scripts/lib/processes.mjs';
import { E2E_STOREFRONT_SECRET } from './support/cookies.ts';
import { workerShop } from './support/shared-shop.ts';
import { refusedStart } from './support/refused-start.ts';
import { freePort } from './support/shop-server.ts';
import { useStandInApi } from './support/stand-in-api.ts';

/**
 * WEB_WORKERS=2: the production storefront as two hosts on one port under a primary
 * (docs/decisions/0059-storefront-on-both-cores.md). Node's cluster hands new connections to the hosts
 * in turn, so requests on connections of their own reach both.
 */
const NOW_S = Math.floor(Date.now() / 1000);
const freshAccessToken = `${Buffer.from(JSON.stringify({ sub: 7, grp: 1, exp: NOW_S + 900 })).toString('base64url')}.c2ln`;

/** A stand-in API: a slow token refresh that counts its calls, and a health answer. */
const refreshCalls: string[] = [];
/** Requests for /api/slow?ms=N (answered after N ms) the stand-in has received. */
const slowRequests: string[] = [];
const api = useStandInApi((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://api.test');
    const answer = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (url.pathname === '/api/user/refresh') {
      refreshCalls.push((JSON.parse(body) as { refreshToken: string }).refreshToken);
      // Slow enough that every request below arrives while the first refresh is still running.
      setTimeout(() => answer(200, { code: 200, result: freshAccessToken, meta: { refreshToken: 'sess.next' } }), 400);
    } else if (url.pathname === '/api/slow') {
      slowRequests.push(url.search);
      setTimeout(() => answer(200, { code: 200, result: { slow: true } }), Number(url.searchParams.get('ms') ?? '0'));
    } else answer(200, { code: 200, result: { status: 'ok', catalogVersion: 'v1' } });
  });
});

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function startHosts(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = run('e2e-workers-web', process.execPath, ['apps/storefront/server.js'], {
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', API_URL: api.url, STOREFRONT_SECRET: E2E_STOREFRONT_SECRET, OUTPUT_CACHE: 'off', WEB_WORKERS: '2', ...env },
    quiet: !process.env.E2E_VERBOSE,
  });
  started.push(child);
  await hostsListening(child, 2);
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/favicon.svg`, { child });
  return { child, base };
}

/** Until `count` more hosts say they listen: before that the first one up takes every connection. */
function hostsListening(child: ChildProcess, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    const timer = setTimeout(() => reject(new Error(`${count} host(s) did not start within 30 s`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString().split('Encore storefront on').length - 1;
      if (seen >= count) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** One request on a connection of its own, so the cluster may hand it to either host. */
function request(url: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** The hosts' process ids: the primary's children. */
async function hostPids(primaryPid: number): Promise<number[]> {
  const { readFileSync, readdirSync } = await import('node:fs');
  return readdirSync(`/proc/${primaryPid}/task`).flatMap((task) =>
    readFileSync(`/proc/${primaryPid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

describe('the storefront on several cores (WEB_WORKERS)', () => {
  it('refreshes a session once for all hosts: requests arriving together at both get the same new tokens', async () => {
    const { base } = await startHosts({});
    refreshCalls.length = 0;
    const answers = await Promise.all(Array.from({ length: 4 }, () => request(`${base}/api/health`, { headers: { cookie: 'encore_refresh=sess.first' } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // Each host alone would have spent the refresh token once; the API would then end the session.
    expect(refreshCalls).toEqual(['sess.first']);
    for (const answer of answers) {
      const cookies = answer.headers['set-cookie'] ?? [];
      expect(cookies.some((c) => c.startsWith('encore_refresh=sess.next;'))).toBe(true);
      expect(cookies.some((c) => c.startsWith(`encore_token=${freshAccessToken};`))).toBe(true);
    }
  });

  it('passes an output-cache invalidation sent to one host on to every host', async () => {
    const key = 'workers-invalidation-key-0123456789';
    // Real pages to cache: the storefront renders over the test worker's seeded shop.
    const { base } = await startHosts({ API_URL: workerShop().apiURL, OUTPUT_CACHE: 'on', OUTPUT_CACHE_KEY: key });
    // One after another, each on a new connection: the cluster hands them to the two hosts in turn.
    const sixTimes = async () => {
      const seen: string[] = [];
      for (let i = 0; i < 6; i++) seen.push(String((await request(`${base}/`)).headers['x-cache']));
      return seen;
    };
    // Each host renders the page once and then answers from its own cache.
    const first = await sixTimes();
    expect(first.filter((x) => x === 'MISS')).toHaveLength(2);
    expect(first.filter((x) => x === 'HIT')).toHaveLength(4);

    const invalidated = await request(`${base}/__cache/invalidate?tag=*`, { method: 'POST', headers: { 'x-cache-key': key } });
    expect(invalidated.status).toBe(200);
    // Both hosts held the home page; each dropped its copy.
    expect(JSON.parse(invalidated.body)).toEqual({ code: 200, result: { invalidated: ['*'], removed: 2 } });
    const after = await sixTimes();
    expect(after.filter((x) => x === 'MISS')).toHaveLength(2);
  });

  it('starts a host again when one dies, and on SIGTERM stops them all and exits 0', async () => {
    const { child, base } = await startHosts({});
    const before = await hostPids(child.pid as number);
    expect(before).toHaveLength(2);
    const restarted = hostsListening(child, 1);
    process.kill(before[0] as number, 'SIGKILL');
    const deadline = Date.now() + 10_000;
    let now = before;
    while (Date.now() < deadline) {
      now = await hostPids(child.pid as number);
      if (now.length === 2 && !now.includes(before[0] as number)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(now).toHaveLength(2);
    expect(now).not.toContain(before[0]);
    await restarted;
    const answers = await Promise.all(Array.from({ length: 4 }, () => request(`${base}/favicon.svg`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);

    const exit = exitOf(child);
    child.kill('SIGTERM');
    expect(await exit).toEqual({ code: 0, signal: null });
    for (const pid of now) expect(() => process.kill(pid, 0)).toThrow();
  });

  it('on SIGTERM lets the hosts finish the requests in flight, then the primary exits 0', async () => {
    const { child, base } = await startHosts({});
    const inFlight = request(`${base}/api/slow?ms=3000&n=workers`);
    const deadline = Date.now() + 5000;
    while (!slowRequests.includes('?ms=3000&n=workers') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const exit = exitOf(child);
    child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ code: 200, result: { slow: true } });
    expect(await exit).toEqual({ code: 0, signal: null });
  });

  it('refuses a WEB_WORKERS value it cannot use, saying so', async () => {
    const refused = await refusedStart('e2e-workers-bad', { API_URL: api.url, STOREFRONT_SECRET: E2E_STOREFRONT_SECRET, WEB_WORKERS: 'many' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("WEB_WORKERS must be 'auto' or a whole number from 1 to 64, not 'many'");
  });
});
