// `npm test`: typecheck, lint with the unused-export and import-cycle checks, production build (the browser tests run against it),
// then every Vitest project: unit, API on SQLite, API on PostgreSQL, e2e. Two lines of work run side by side, one per core:
// the build and then the browser tests (the longest part), and beside them typecheck, lint and then the unit and API tests,
// which need no build. In one Vitest process a project without file parallelism ran only after all the parallel ones, which
// made the run the sum of both; the browser tests therefore have a process of their own.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const extra = process.argv.slice(2);
const SUMMARIES = { rest: 'var/test-summary-rest.json', e2e: 'var/test-summary-e2e.json' };
const PROJECTS = { rest: ['unit', 'unit-mocking', 'api-sqlite', 'api-sqlite-own-graph', 'api-postgres', 'api-postgres-own-graph'], e2e: ['e2e'] };
const children = new Set();
/** How long each step took, printed at the end: on a slow machine it tells which line of work was the long one. */
const timings = [];

async function timed(title, work) {
  const started = Date.now();
  const status = await work;
  timings.push(`${title} ${Math.round((Date.now() - started) / 1000)} s`);
  return status;
}

/**
 * Runs a command in a process group of its own; `log` set: its output goes to that file (printed once it
 * ends) instead of the terminal. The group is what `stopAll` ends: killing npx alone left the Vitest under
 * it running, and a browser run orphaned that way once raced the next run for the machine.
 */
function run(cmd, args, { log, env } = {}) {
  const child = spawn(cmd, args, { detached: true, env: { ...process.env, ...env, ...(log ? { FORCE_COLOR: '1' } : {}) }, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  children.add(child);
  if (log) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  return new Promise((resolve) =>
    child.on('close', (code) => {
      children.delete(child);
      resolve(code ?? 1);
    }),
  );
}

/** Ends every running command with everything it started. */
function stopAll(signal = 'SIGTERM') {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group has already ended.
    }
  }
}

// The commands run in groups of their own, so the terminal's Ctrl-C reaches only this process: it is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

async function step(title, cmd, args, options) {
  console.log(`\n▶ ${title}`);
  return timed(title, run(cmd, args, options));
}

/** One Vitest process over a side's projects. */
function vitest(name, log) {
  const args = ['vitest', 'run', '--reporter=default', '--reporter=./scripts/summary-reporter.mjs', ...PROJECTS[name].flatMap((p) => ['--project', p])];
  // A file filter given to `npm test -- …` may match only one side's files.
  if (extra.length) args.push('--passWithNoTests', ...extra);
  return run('npx', args, { log, env: { TEST_SUMMARY_FILE: SUMMARIES[name] } });
}

for (const file of Object.values(SUMMARIES)) rmSync(file, { force: true });
mkdirSync('var', { recursive: true });
const e2eLog = 'var/test-e2e.log';
const buildLog = 'var/test-build.log';

/** The browser side prints into files and is shown at the end, so the two sides' lines do not interleave. */
async function browserSide() {
  if (!process.env.SKIP_BUILD) {
    const built = await timed('build', run('npm', ['run', 'build'], { log: buildLog }));
    if (built !== 0) return { status: built, title: 'build', log: buildLog };
  }
  return { status: await timed('browser tests', vitest('e2e', e2eLog)), title: 'browser tests', log: e2eLog };
}

async function checkSide() {
  let status = await step('typecheck', 'npm', ['run', 'typecheck']);
  if (status === 0) status = await step('lint, unused exports and import cycles', 'npm', ['run', 'lint']);
  if (status !== 0) {
    // A failed check ends the run; the browser side would only keep the machine busy.
    stopAll();
    return status;
  }
  console.log('\n▶ unit and API tests (the build and the browser tests run beside them and print when they end)');
  return timed('unit and API tests', vitest('rest'));
}

const [checks, browser] = await Promise.all([checkSide(), browserSide()]);
if (existsSync(browser.log)) {
  console.log(`\n▶ ${browser.title}`);
  console.log(readFileSync(browser.log, 'utf8'));
}
const status = checks || browser.status;
const counts = Object.values(SUMMARIES).filter((file) => existsSync(file)).map((file) => JSON.parse(readFileSync(file, 'utf8')));
if (counts.length === Object.keys(SUMMARIES).length) {
  const sum = (key) => counts.reduce((n, c) => n + c[key], 0);
  console.log(`\nTests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
} else {
  console.log('\nTests: 0 passed, 1 failed (the run stopped before the tests)');
}
console.log(`Took: ${timings.join(', ')}`);
process.exit(status);
