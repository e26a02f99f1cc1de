import type { KnipConfig } from 'knip';

// The unused-export gate of `npm run lint`: every export of the shared packages (domain rules,
// contracts) must be used by code the shop runs. `npm run lint` calls
//   knip --production --workspace packages/domain --workspace packages/contracts
// Production mode follows only the entries and files marked with `!` below, so an export that only
// tests or benchmarks import is reported, and so is an export used only inside its own file: test a
// helper through the rule that uses it, or delete it. The apps are read for what they import; their
// own exports are not judged by this gate.

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
};

export default config;
