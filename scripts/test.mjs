// `npm test`: typecheck, lint with the unused-export and import-cycle checks, production build (the browser tests run against it),
// then every Vitest project: unit, API on SQLite, API on PostgreSQL, e2e.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const extra = process.argv.slice(2);
const step = (title, cmd, args) => {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  return r.status ?? 1;
};

let status = step('typecheck', 'npm', ['run', 'typecheck']);
if (status === 0) status = step('lint, unused exports and import cycles', 'npm', ['run', 'lint']);
if (status === 0 && !process.env.SKIP_BUILD) status = step('build', 'npm', ['run', 'build']);
rmSync('var/test-summary.json', { force: true });
if (status === 0) {
  status = step('tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=./scripts/summary-reporter.mjs', ...extra]);
}
if (existsSync('var/test-summary.json')) {
  const c = JSON.parse(readFileSync('var/test-summary.json', 'utf8'));
  console.log(`\nTests: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
} else {
  console.log('\nTests: 0 passed, 1 failed (the run stopped before the tests)');
}
process.exit(status);
