import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_STOREFRONT_SECRET } from './cookies.ts';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { run, stopAll, waitForUrl } from '../../scripts/lib/processes.mjs';

export interface ShopServer {
  baseURL: string;
  apiURL: string;
  sqlitePath: string;
  stop(): Promise<void>;
}

/**
 * The production API of the browser tests signs with this secret (tests sign user tokens with it too):
 * 32 bytes derived from a public phrase, so a test value, never one to deploy.
 */
export const E2E_API_SECRET = createHash('sha256').update('encore end-to-end tests').digest('hex');
/** Production needs a ticket signing key; the browser tests make one up per run. */
const E2E_TICKET_KEY = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Serves the production builds (which must exist) on free ports over a fresh
 * SQLite database that the API seeds with the demo catalogue, exactly as
 * `npm start` serves them. `tag` names the processes' log lines and the
 * temporary folder; `apiEnv` and `webEnv` add to the API's and the storefront's environment; `ports.web`
 * names the storefront's port where the API must know the shop's address beforehand (PUBLIC_URL).
 */
export async function startShop(tag: string, apiEnv: Record<string, string> = {}, webEnv: Record<string, string> = {}, ports: { web?: number } = {}): Promise<ShopServer> {
  const dir = mkdtempSync(join(tmpdir(), `encore-${tag}-`));
  const sqlitePath = join(dir, 'encore.sqlite');
  const [apiPort, webPort] = [await freePort(), ports.web ?? (await freePort())];
  const apiURL = `http://127.0.0.1:${apiPort}`;
  const baseURL = `http://127.0.0.1:${webPort}`;
  const quiet = !process.env.E2E_VERBOSE;
  const api = run(`${tag}-api`, process.execPath, ['apps/api/dist/main.js'], {
    // Browser tests click far faster than shoppers, all from one address: no rate limits.
    env: { NODE_ENV: 'production', PORT: String(apiPort), HOST: '127.0.0.1', SQLITE_PATH: sqlitePath, MEDIA_DIR: join(dir, 'media'), DATABASE_URL: '', LOG_LEVEL: 'warn', ENCORE_SECRET: E2E_API_SECRET, TICKET_SIGNING_KEY: E2E_TICKET_KEY, RATE_LIMITS: 'off', HOLD_MAX_PER_CLIENT_EVENT: 'off', ...apiEnv },
    quiet,
  });
  await waitForUrl(`${apiURL}/api/health`, { child: api });
  const web = run(`${tag}-web`, process.execPath, ['apps/storefront/server.js'], {
    env: { NODE_ENV: 'production', PORT: String(webPort), HOST: '127.0.0.1', API_URL: apiURL, STOREFRONT_SECRET: E2E_STOREFRONT_SECRET, ...webEnv },
    quiet,
  });
  await waitForUrl(`${baseURL}/`, { child: web });
  return {
    baseURL,
    apiURL,
    sqlitePath,
    async stop() {
      stopAll([web, api]);
      await new Promise((r) => setTimeout(r, 500));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
