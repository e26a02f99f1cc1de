import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { DEV_SECRET } from '../src/config.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
const TICKET_KEY = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : undefined)));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});


/** The built-from-source API on a fresh SQLite file, in production mode unless `env` says otherwise. */
async function startApi(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; port: number; stderr: () => string; exit: Promise<number | null> }> {
  const dir = mkdtempSync(join(tmpdir(), 'encore-startup-'));
  dirs.push(dir);
  const port = await freePort();
  const base: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: '', SQLITE_PATH: join(dir, 'encore.sqlite'), MEDIA_DIR: join(dir, 'media'), SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  for (const name of ['ENCORE_SECRET', 'TICKET_SIGNING_KEY', 'CHECKIN_STAFF_TOKENS', 'HOST', 'TRUST_PROXY', 'RATE_LIMITS', 'REDIS_URL']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: repoRoot, env: { ...base, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, stderr: () => stderr, exit };
}

async function healthy(port: number, host = '127.0.0.1', until = Date.now() + 45_000): Promise<boolean> {
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://${host}:${port}/api/health`)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Whether anything accepts a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// Start-up does not depend on the database engine: run once, with SQLite, in the api-sqlite project.
describe('starting the API in production', () => {
  it('refuses to start without a strong secret of its own, or with a proxy setting that trusts everyone', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{}, /ENCORE_SECRET is unsafe for production: it is not set/],
      [{ ENCORE_SECRET: DEV_SECRET }, /ENCORE_SECRET is unsafe for production: it is the public development secret/],
      [{ ENCORE_SECRET: randomBytes(16).toString('hex') }, /ENCORE_SECRET is unsafe for production: it is shorter than 32 random bytes/],
      [{ ENCORE_SECRET: 'password'.repeat(8) }, /ENCORE_SECRET is unsafe for production: it does not look random/],
      [{ ENCORE_SECRET: randomBytes(32).toString('hex'), TICKET_SIGNING_KEY: TICKET_KEY, TRUST_PROXY: 'true' }, /TRUST_PROXY=true would believe any client/],
      [{ ENCORE_SECRET: randomBytes(32).toString('hex') }, /TICKET_SIGNING_KEY is not set/],
      [{ ENCORE_SECRET: randomBytes(32).toString('hex'), TICKET_SIGNING_KEY: 'not a key' }, /TICKET_SIGNING_KEY must be an Ed25519 private key/],
      [{ ENCORE_SECRET: randomBytes(32).toString('hex'), TICKET_SIGNING_KEY: TICKET_KEY, CHECKIN_STAFF_TOKENS: 'door' }, /CHECKIN_STAFF_TOKENS: token 1 is unsafe for production/],
    ];
    const runs = await Promise.all(cases.map(async ([env]) => startApi(env)));
    for (const [i, run] of runs.entries()) {
      expect(await run.exit).toBe(1);
      expect(run.stderr()).toMatch(cases[i]![1]);
      expect(run.stderr()).toMatch(/^Encore API not started: /);
    }
  }, 60_000);

  it('starts with 32 random bytes, listening on the loopback interface only unless HOST says otherwise', async () => {
    const run = await startApi({ ENCORE_SECRET: randomBytes(32).toString('base64'), TICKET_SIGNING_KEY: TICKET_KEY });
    expect(await healthy(run.port)).toBe(true);
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (outward) expect(await accepts(outward, run.port)).toBe(false);
    else console.log('no non-loopback IPv4 interface: listening on loopback only not checked from outside');
  }, 60_000);
});
