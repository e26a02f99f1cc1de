import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { run, stopAll, waitForUrl } from '../../scripts/lib/processes.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
    sqlitePath: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Serves the production builds on free ports over a fresh, demo-seeded SQLite
 * database, so browser tests click through the shop exactly as `npm start` serves it.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('apps/api/dist/main.js') || !existsSync('apps/storefront/build/server/index.js')) {
    const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build failed');
  }
  const dir = mkdtempSync(join(tmpdir(), 'encore-e2e-'));
  const sqlitePath = join(dir, 'encore.sqlite');
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiURL = `http://127.0.0.1:${apiPort}`;
  const baseURL = `http://127.0.0.1:${webPort}`;
  const quiet = !process.env.E2E_VERBOSE;
  const api = run('e2e-api', process.execPath, ['apps/api/dist/main.js'], {
    env: { NODE_ENV: 'production', PORT: String(apiPort), HOST: '127.0.0.1', SQLITE_PATH: sqlitePath, MEDIA_DIR: join(dir, 'media'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    quiet,
  });
  await waitForUrl(`${apiURL}/api/health`, { child: api });
  const web = run('e2e-web', process.execPath, ['apps/storefront/server.js'], {
    env: { NODE_ENV: 'production', PORT: String(webPort), HOST: '127.0.0.1', API_URL: apiURL },
    quiet,
  });
  await waitForUrl(`${baseURL}/`, { child: web });
  project.provide('baseURL', baseURL);
  project.provide('apiURL', apiURL);
  project.provide('sqlitePath', sqlitePath);
  return async () => {
    stopAll([web, api]);
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  };
}
