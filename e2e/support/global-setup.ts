import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startShop } from './shop-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
    sqlitePath: string;
  }
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
  const shop = await startShop('e2e');
  project.provide('baseURL', shop.baseURL);
  project.provide('apiURL', shop.apiURL);
  project.provide('sqlitePath', shop.sqlitePath);
  return () => shop.stop();
}
