import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { defineConfig } from 'vitest/config';

const UNIT_TESTS = ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/storefront/app/**/*.test.{ts,tsx}', 'apps/storefront/server/**/*.test.ts', 'scripts/**/*.test.ts'];
const API_TESTS = ['apps/api/test/**/*.int.test.ts'];
/**
 * Test files that replace modules, globals or environment variables need a module graph of their own;
 * the others share one per worker, which cut the unit run to a third (their imports, not their tests,
 * took the time). Found by reading the files, so a new one lands on the right side.
 */
const ownGraph = (patterns: string[]) =>
  globSync(patterns, { ignore: ['**/node_modules/**'] }).filter((file) => /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|process\.env\.\w+\s*\??\??=[^=]/.test(readFileSync(file, 'utf8')));
const MOCKING_UNIT_TESTS = ownGraph(UNIT_TESTS);
const OWN_GRAPH_API_TESTS = ownGraph(API_TESTS);

/**
 * The API suite on one engine, as two projects: the files that share a module graph per worker, and
 * those that set env and need their own. Suites about several processes sharing one server database
 * have no SQLite counterpart; suites about SQLite's own start-up and disk behaviour run once, on SQLite.
 */
function apiProjects(engine: 'sqlite' | 'postgres') {
  const notHere = engine === 'sqlite' ? 'apps/api/test/**/*.pg-only.int.test.ts' : 'apps/api/test/**/*.sqlite-only.int.test.ts';
  const common = { env: { TEST_DB: engine }, testTimeout: 30_000, hookTimeout: 60_000 };
  return [
    { test: { name: `api-${engine}`, include: API_TESTS, isolate: false, exclude: [notHere, ...OWN_GRAPH_API_TESTS], ...common } },
    { test: { name: `api-${engine}-own-graph`, include: OWN_GRAPH_API_TESTS.length ? OWN_GRAPH_API_TESTS : ['no-such-tests'], exclude: [notHere], ...common } },
  ];
}

/**
 * One run, four projects: unit tests next to the code, the API integration
 * suite once per database engine, and browser end-to-end tests.
 */
export default defineConfig({
  test: {
    // Two test files at a time on two cores; `npm test` runs the browser tests in a Vitest process of their own beside these.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: UNIT_TESTS,
          exclude: ['**/node_modules/**', ...MOCKING_UNIT_TESTS],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'unit-mocking',
          include: MOCKING_UNIT_TESTS.length ? MOCKING_UNIT_TESTS : ['no-mocking-unit-tests'],
          environment: 'node',
        },
      },
      ...apiProjects('sqlite'),
      ...apiProjects('postgres'),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // `expect.poll` waits for what the page shows after hydration or a live answer; Vitest's 1 s default failed a
          // listing test on a slow, busy CI machine. A passing poll still ends as soon as its condition holds.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time (maxWorkers), each on its worker's own shop (e2e/support/shared-shop.ts).
        },
      },
    ],
  },
});
