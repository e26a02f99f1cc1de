import type { KnipConfig } from 'knip';

// The unused-export gate of `npm run lint`: every export of the shared packages (domain rules,
// contracts) must be used by code the shop runs. `npm run lint` calls
//   knip --production --workspace packages/domain --workspace packages/contracts
// Production mode follows only the entries and files marked with `!` below, so an export that only
// tests or benchmarks import is reported, and so is an export used only inside its own file: test a
// helper through the rule that uses it, or delete it. The apps are read for what they import; their
// own exports are not judged by this gate.

/**
 * Files whose unused exports are being cleared in parallel work; the gate skips them until that work
 * lands. This list is meant to shrink to nothing.
 */
const NOT_YET_CLEAN = [
  'packages/domain/src/pricing/special-price.ts',
  'packages/domain/src/listing/period.ts',
  'packages/domain/src/search/**',
  'packages/domain/src/time/**',
  'packages/contracts/src/cart-merge.ts',
  'packages/contracts/src/cart.ts',
  'packages/contracts/src/catalog-lookup.ts',
  'packages/contracts/src/catalog.ts',
  'packages/contracts/src/constants.ts',
  'packages/contracts/src/content.ts',
  'packages/contracts/src/coupon.ts',
  'packages/contracts/src/envelope.ts',
  'packages/contracts/src/order.ts',
  'packages/contracts/src/payment.ts',
  'packages/contracts/src/popular.ts',
  'packages/contracts/src/search.ts',
  'packages/contracts/src/store-views.ts',
];

const config: KnipConfig = {
  include: ['exports', 'types', 'nsExports', 'nsTypes', 'duplicates', 'enumMembers'],
  workspaces: {
    '.': { entry: [], project: [] },
    'apps/api': {
      entry: ['src/main.ts!', 'src/db/seed/seed-cli.ts!', 'src/db/import/import-cli.ts!', 'src/db/generate/generate-cli.ts!'],
      project: ['src/**/*.ts!'],
    },
    'apps/storefront': {
      entry: ['server.js!', 'app/root.tsx!', 'app/routes.ts!', 'app/routes/**/*.tsx!'],
      project: ['app/**/*.{ts,tsx}!', 'server.js!', 'server/**/*.js!'],
    },
    'packages/contracts': { entry: ['src/index.ts!'], project: ['src/**/*.ts!'], includeEntryExports: true },
    'packages/domain': { entry: ['src/index.ts!'], project: ['src/**/*.ts!'], includeEntryExports: true },
  },
  ignoreIssues: Object.fromEntries(NOT_YET_CLEAN.map((pattern) => [pattern, ['exports', 'types', 'nsExports', 'nsTypes', 'duplicates', 'enumMembers']])),
};

export default config;
