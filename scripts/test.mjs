// `npm test`: typecheck, lint with the unused-export and import-cycle checks, production build (the browser tests run against it),
// then every Vitest project: unit, API on SQLite, API on PostgreSQL, e2e. The browser tests run one file at a time in a Vitest
// process of their own, beside the others: in one process Vitest runs a project without file parallelism only after all the
// parallel ones, which made the run the sum of both.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const extra = process.argv.slice(2);
const step = (title, cmd, args) => {
  console.log(`\n▶ ${title}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  return r.status ?? 1;
};

const SUMMARIES = { rest: 'var/test-summary-rest.json', e2e: 'var/test-summary-e2e.json' };
const PROJECTS = { rest: ['unit', 'unit-mocking', 'api-sqlite', 'api-sqlite-own-graph', 'api-postgres', 'api-postgres-own-graph'], e2e: ['e2e'] };

/** One Vitest process over `projects`; `log` set: its output goes to that file (printed once it ends) instead of the terminal. */
function vitest(name, log) {
  const args = ['vitest', 'run', '--reporter=default', '--reporter=./scripts/summary-reporter.mjs', ...PROJECTS[name].flatMap((p) => ['--project', p])];
  // A file filter given to `npm test -- …` may match only one side's files.
  if (extra.length) args.push('--passWithNoTests', ...extra);
  const env = { ...process.env, TEST_SUMMARY_FILE: SUMMARIES[name], ...(log ? { FORCE_COLOR: '1' } : {}) };
  const child = spawn('npx', args, { env, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (log) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

let status = step('typecheck', 'npm', ['run', 'typecheck']);
if (status === 0) status = step('lint, unused exports and import cycles', 'npm', ['run', 'lint']);
if (status === 0 && !process.env.SKIP_BUILD) status = step('build', 'npm', ['run', 'build']);
for (const file of Object.values(SUMMARIES)) rmSync(file, { force: true });
if (status === 0) {
  console.log('\n▶ tests (unit and API below; the browser tests run beside them and print when they end)');
  mkdirSync('var', { recursive: true });
  const e2eLog = 'var/test-e2e.log';
  const [rest, e2e] = await Promise.all([vitest('rest'), vitest('e2e', e2eLog)]);
  console.log('\n▶ browser tests');
  console.log(readFileSync(e2eLog, 'utf8'));
  status = rest || e2e;
}
const counts = Object.values(SUMMARIES).filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')));
if (counts.length === Object.keys(SUMMARIES).length) {
  const sum = (key) => counts.reduce((n, c) => n + c[key], 0);
  console.log(`\nTests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
} else {
  console.log('\nTests: 0 passed, 1 failed (the run stopped before the tests)');
}
process.exit(status);
