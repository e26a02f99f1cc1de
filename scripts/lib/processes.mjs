// Small process helpers shared by start, dev, test harness and benchmarks.
import { spawn } from 'node:child_process';

/** Spawns a child whose output lines are prefixed with a tag; it dies with the parent. */
export function run(tag, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) => {
    let buf = '';
    stream.on('data', (chunk) => {
      buf += chunk;
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      if (!quiet) for (const line of lines) out.write(`[${tag}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Polls a URL until it answers 2xx or the deadline passes. */
export async function waitForUrl(url, { timeoutMs = 180_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Asks each child to stop; the promise settles once all of them have exited. */
export function stopAll(children) {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const exited = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
  for (const c of running) c.kill('SIGTERM');
  return Promise.all(exited).then(() => undefined);
}
