import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});


function start(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'encore-workers-'));
  dirs.push(dir);
  const base: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', DATABASE_URL: '', SQLITE_PATH: join(dir, 'encore.sqlite'), MEDIA_DIR: join(dir, 'media'), MAIL_OUTBOX_DIR: join(dir, 'outbox'), SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  for (const name of ['RATE_LIMITS', 'REDIS_URL', 'API_WORKERS']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: repoRoot, env: { ...base, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stderr: () => stderr, exit };
}

/** The processes a process has started (Linux). */
function childPids(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, explain: () => string, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}: ${explain()}`);
}

// A fresh connection each time with a short timeout: a connection handed to the worker the test kills
// is lost with it and would never be answered.
const healthy = async (port: number) => {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(2000) });
    return answer.status === 200 ? true : undefined;
  } catch {
    return undefined;
  }
};

// Process start-up does not depend on the database engine: run once, with SQLite.
describe.skipIf(process.platform !== 'linux')('API_WORKERS: several API processes on one port', () => {
  it('starts the workers, starts another when one dies, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const api = start({ PORT: String(port), API_WORKERS: '2', RATE_LIMITS: 'off' });
    const pid = api.child.pid!;
    const explain = () => `processes ${JSON.stringify(childPids(pid))}, stderr: ${api.stderr().slice(-2000)}`;
    await until('the API to answer', () => healthy(port), explain);
    const first = await until('two workers', () => (childPids(pid).length === 2 ? childPids(pid) : undefined), explain);

    process.kill(first[0]!, 'SIGKILL');
    // The other worker keeps answering while the primary starts a replacement.
    expect(await until('the other worker to answer', () => healthy(port), explain, 10_000)).toBe(true);
    const replaced = await until(
      'a replacement worker',
      () => {
        const now = childPids(pid);
        return now.length === 2 && !now.includes(first[0]!) ? now : undefined;
      },
      explain,
    );
    expect(replaced).toContain(first[1]);
    await until('the replacement to serve', () => healthy(port), explain);

    api.child.kill('SIGTERM');
    expect(await api.exit).toBe(0);
    for (const worker of replaced) expect(existsSync(`/proc/${worker}`)).toBe(false);
    // Three processes compile the sources at start, beside the other suites on a busy machine.
  }, 240_000);

  it('refuses more than one worker while rate limits are counted in each process memory', async () => {
    const api = start({ PORT: String(await freePort()), API_WORKERS: '2' });
    expect(await api.exit).toBe(1);
    expect(api.stderr()).toContain('Encore API not started: API_WORKERS=2 needs REDIS_URL, so the processes count rate limits together (or RATE_LIMITS=off)');
  });
});
