import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS, type SharedShop } from './shared-shop.ts';
import { startShop } from './shop-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shops: SharedShop[];
  }
}

/**
 * Serves the production builds on free ports over fresh, demo-seeded SQLite databases, so browser
 * tests click through the shop exactly as `npm start` serves it. One shop per Vitest worker: two test
 * files run at a time, each alone on its shop, so a file that counts rows or sets stock sees only its
 * own clicks, as when the files ran one after another.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('apps/api/dist/main.js') || !existsSync('apps/storefront/build/server/index.js')) {
    const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build failed');
  }
  const shops = await Promise.all(Array.from({ length: E2E_WORKERS }, (_, i) => startShop(`e2e${i + 1}`)));
  project.provide(
    'shops',
    shops.map(({ baseURL, apiURL, sqlitePath }) => ({ baseURL, apiURL, sqlitePath })),
  );
  return () => Promise.all(shops.map((shop) => shop.stop()));
}
