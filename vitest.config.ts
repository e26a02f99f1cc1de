import { defineConfig } from 'vitest/config';

/**
 * One run, four projects: unit tests next to the code, the API integration
 * suite once per database engine, and browser end-to-end tests.
 */
export default defineConfig({
  test: {
    // Three test files at a time on two cores: the browser tests (one file at a time) mostly wait on
    // the browser and the shop's processes, so the API suites run beside them instead of after them.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/storefront/app/**/*.test.{ts,tsx}', 'apps/storefront/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: ['apps/api/test/**/*.int.test.ts'],
          // Suites about several processes sharing one server database have no SQLite counterpart.
          exclude: ['apps/api/test/**/*.pg-only.int.test.ts'],
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['apps/api/test/**/*.int.test.ts'],
          // Suites about SQLite's own start-up and disk behaviour run once, in the SQLite project.
          exclude: ['apps/api/test/**/*.sqlite-only.int.test.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
