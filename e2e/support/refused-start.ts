import type { ChildProcess } from 'node:child_process';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { run } from '../../scripts/lib/processes.mjs';
import { freePort } from './shop-server.ts';

/**
 * Starts the production storefront host with `env` and waits for it to exit, as it must when its
 * configuration is refused: its exit code and what it wrote to stderr.
 */
export async function refusedStart(tag: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const port = await freePort();
  const child: ChildProcess = run(tag, process.execPath, ['apps/storefront/server.js'], {
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    quiet: true,
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, stderr };
}
