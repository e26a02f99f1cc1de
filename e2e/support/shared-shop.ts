import { inject } from 'vitest';

/** Where a browser test finds the shop its worker shares with no other running file. */
export interface SharedShop {
  baseURL: string;
  apiURL: string;
  sqlitePath: string;
}

/** Browser test files run two at a time (see vitest.config.ts); the global setup starts a shop for each. */
export const E2E_WORKERS = 2;

/**
 * The shop of the worker running this file. Vitest numbers its workers 1 to maxWorkers and never runs
 * two files on one number at once, so the shop is this file's alone while it runs.
 */
export function workerShop(): SharedShop {
  const shops = inject('shops');
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  const shop = shops[(id - 1) % shops.length];
  if (!shop) throw new Error(`no shared shop for worker ${id}`);
  return shop;
}
