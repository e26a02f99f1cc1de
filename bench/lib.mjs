// Shared bench plumbing: a production API on a fresh SQLite file, and autocannon runs.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { run, stopAll, waitForUrl } from '../scripts/lib/processes.mjs';
import { API_NODE_ARGS } from '../scripts/lib/api-node-args.mjs';
import { STOREFRONT_NODE_ARGS } from '../scripts/lib/storefront-node-args.mjs';

/**
 * A production API on a fresh SQLite file in `dir`, or on a copy of the database `from`. `entry` (or
 * BENCH_API_ENTRY) names the API build to run.
 */
export async function startApi({ port = 8090, dir = 'var/bench', env = {}, from, entry = process.env.BENCH_API_ENTRY ?? 'apps/api/dist/main.js', extraNodeArgs = [] } = {}) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const sqlitePath = join(dir, 'encore.sqlite');
  if (from) {
    copyFileSync(from, sqlitePath);
    // Changes not yet checkpointed live in the write-ahead log beside it.
    if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${sqlitePath}-wal`);
  }
  // The API's options as `npm start` runs it; BENCH_API_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=var/prof")
  // adds to them, e.g. to profile the API under load.
  const nodeArgs = [...API_NODE_ARGS, ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), ...extraNodeArgs];
  // BENCH_API_WORKERS=2 runs the API as two processes (API_WORKERS); they count rate limits in Redis.
  const workers = process.env.BENCH_API_WORKERS ? { API_WORKERS: process.env.BENCH_API_WORKERS, REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' } : {};
  // Production refuses to sign with a weak secret, so each run gets a random one. The load comes from
  // one address, far past any real shopper: the rate limits stay on (their cost is measured) but so high
  // that no request meets them.
  const child = run('bench-api', process.execPath, [...nodeArgs, entry], {
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SQLITE_PATH: sqlitePath, MEDIA_DIR: join(dir, 'media'), LOG_LEVEL: 'warn', DATABASE_URL: '', ENCORE_SECRET: randomBytes(32).toString('hex'), TICKET_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'), RATE_LIMITS: '*=1000000000', HOLD_MAX_PER_CLIENT_EVENT: 'off', ...workers, ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/health`, { child });
  return { url, sqlitePath, pid: child.pid, stop: () => stopAll([child]) };
}

/**
 * The production storefront host over a running API, for server-rendering figures. `entry` (or
 * BENCH_WEB_ENTRY) names the host to run: its build folder sits beside it.
 */
export async function startStorefront({ port = 3090, apiUrl, env = {}, entry = process.env.BENCH_WEB_ENTRY ?? 'apps/storefront/server.js' }) {
  // BENCH_WEB_NODE_ARGS profiles the storefront host the same way.
  // As `npm start` runs it, plus BENCH_WEB_NODE_ARGS.
  const nodeArgs = [...STOREFRONT_NODE_ARGS, ...(process.env.BENCH_WEB_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  // BENCH_WEB_WORKERS runs the storefront as that many hosts (WEB_WORKERS); one unless set.
  const workers = process.env.BENCH_WEB_WORKERS ? { WEB_WORKERS: process.env.BENCH_WEB_WORKERS } : {};
  const child = run('bench-web', process.execPath, [...nodeArgs, entry], {
    // Production needs the storefront's cookie secret; a benchmark run makes one up.
    env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl, STOREFRONT_SECRET: randomBytes(32).toString('base64url'), ...workers, ...env },
    quiet: true,
  });
  // With several hosts, the first up would take every connection until the others listen too.
  const hosts = hostCount(env.WEB_WORKERS ?? workers.WEB_WORKERS);
  let listening = 0;
  const allListening = new Promise((resolve) =>
    child.stdout.on('data', (chunk) => {
      listening += String(chunk).split('Encore storefront on').length - 1;
      if (listening >= hosts) resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/`, { child });
  await allListening;
  return { url, pid: child.pid, stop: () => stopAll([child]) };
}

function hostCount(value) {
  if (value === 'auto') return availableParallelism();
  return Math.max(1, Number(value) || 1);
}

export async function api(url, path, { method = 'GET', body } = {}) {
  const send = () =>
    fetch(url + path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
  // A kept-alive connection the API closed while this process was blocked (a bench runs the import
  // synchronously) is only found closed when reused: one more try goes out on a new connection.
  const res = await send().catch((err) => {
    if (err?.cause?.code === 'UND_ERR_SOCKET') return send();
    throw err;
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${path} → ${json.code} ${JSON.stringify(json.result)}`);
  return json.result;
}

/**
 * A full collection of this process's heap now, when the bench runs with --expose-gc (the npm scripts
 * pass it). The load generator shares the machine and its answers' clock with the server it measures:
 * a bench that still held a generated 100,000-event catalogue (about 300 MB of objects) paused for
 * 200–470 ms in full collections, and every request in flight at that moment counted the pause as the
 * server's latency (ADR 0085). Collected before each timed step, what is left is small and quick to mark.
 */
export function settleHeap() {
  globalThis.gc?.();
}

/** Median, 99th percentile and slowest of answer times in ms (sorts `latencies`); null for none. */
function latencyFigures(latencies) {
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]) : null);
  return { latency_p50_ms: at(0.5), latency_p99_ms: at(0.99), latency_max_ms: at(1) };
}

/** Runs autocannon against loopback only, bounded in time, from a settled heap (see settleHeap). */
export function load(title, opts) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(opts.url)) throw new Error('benchmarks target loopback only');
  settleHeap();
  return new Promise((resolve, reject) => {
    // `amount` runs send that many requests; `maxSeconds` stops such a run early on a slow catalogue.
    const { maxSeconds, measureFrom, windowSeconds, latestWindowStart, onWindow, firstAnswersApart, ...options } = opts;
    let timer;
    const startedAt = performance.now();
    let lastAnswerAt = startedAt;
    const errorCodes = new Map();
    const instance = autocannon({ connections: 50, duration: 20, ...options }, (err, result) => {
      clearTimeout(timer);
      clearTimeout(windowTimer);
      clearTimeout(latestTimer);
      if (err) return reject(err);
      // autocannon averages whole-second samples, and ends an `amount` run only at its next one-second
      // tick: such a run is timed here, up to its last answer.
      const seconds = ((options.amount ? lastAnswerAt : performance.now()) - startedAt) / 1000;
      const row = {
        title,
        connections: opts.connections ?? 50,
        duration_s: Math.round(seconds * 10) / 10,
        requests_per_s: options.amount ? Math.round(result.requests.total / seconds) : Math.round(result.requests.average),
        latency_p50_ms: result.latency.p50,
        latency_p99_ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        total: result.requests.total,
      };
      if (firstAnswersApart && measureFrom === undefined) {
        // Latencies without each connection's first answer; those are reported on their own.
        Object.assign(row, latencyFigures(laterAnswers));
        const first = latencyFigures(firstAnswers);
        row.first_answers = { connections: firstAnswers.length, p50_ms: first.latency_p50_ms, slowest_ms: first.latency_max_ms };
      }
      if (measureFrom !== undefined) {
        // The measured window: its requests' rate and latencies; the row's totals and errors cover the whole run.
        const measured = windowLatencies.length;
        const warmSeconds = windowStart === undefined ? seconds : (windowStart - startedAt) / 1000;
        row.warmup = { seconds: Math.round(warmSeconds * 10) / 10, requests: result.requests.total - measured, slowest_ms: Math.round(warmupSlowest), connections_answered: answeredClients.size, connections: row.connections };
        row.duration_s = Math.round((seconds - warmSeconds) * 10) / 10;
        row.requests_per_s = Math.round(measured / Math.max(0.001, seconds - warmSeconds));
        if (windowStart === undefined) console.log(`${title}: only ${answeredClients.size} of ${row.connections} connections were answered, so nothing was measured`);
        Object.assign(row, latencyFigures(windowLatencies));
      }
      // What the socket errors were, by code (a timeout is autocannon's own, after its 10 s).
      if (errorCodes.size) row.error_codes = Object.fromEntries(errorCodes);
      const codes = row.error_codes ? ` (${Object.entries(row.error_codes).map(([code, n]) => `${code} ×${n}`).join(', ')})` : '';
      const firsts = row.first_answers ? `; each connection's first answer, connecting included, apart: p50 ${row.first_answers.p50_ms} ms, slowest ${row.first_answers.slowest_ms} ms` : '';
      const warm = row.warmup
        ? ` after a ${row.warmup.seconds} s warm-up on the same connections (its ${row.warmup.requests} requests: slowest ${row.warmup.slowest_ms} ms; ${row.warmup.connections_answered} of ${row.warmup.connections} connections answered by then)`
        : '';
      console.log(`${title}: ${row.requests_per_s} req/s, p50 ${row.latency_p50_ms} ms, p99 ${row.latency_p99_ms} ms${row.latency_max_ms ? `, slowest ${row.latency_max_ms} ms` : ''}, non-2xx ${row.non2xx}, errors ${row.errors}${codes}${warm}${firsts}`);
      resolve(row);
    });
    // BENCH_TIMELINE=1: answers by the second their request was sent in (count, mean and slowest ms), to tell a
    // cold start or a stall from a steady tail.
    const timeline = process.env.BENCH_TIMELINE === '1' ? new Map() : undefined;
    // `measureFrom` seconds: the same connections keep going, and the figures of the row come only from requests
    // sent in the measured window (the time before is a warm-up, reported apart in `row.warmup`). The window
    // opens after `measureFrom` seconds and once every connection has had an answer, whichever is later: a
    // busy Node process accepts one connection per turn of its event loop, so the last of a thousand new ones
    // can wait many seconds for its first answer. `onWindow` is called as it opens.
    const answeredClients = new Set();
    const warmUntil = startedAt + (measureFrom ?? 0) * 1000;
    let windowStart;
    let windowTimer;
    const openWindow = () => {
      if (windowStart !== undefined) return;
      clearTimeout(windowTimer);
      windowStart = Math.max(warmUntil, performance.now());
      onWindow?.();
      // `windowSeconds`: the run ends that long after the window opened, however long the warm-up took.
      if (windowSeconds !== undefined) windowTimer = setTimeout(() => instance.stop(), windowSeconds * 1000);
    };
    // `latestWindowStart` seconds: the window opens then even if some connections are still waiting for a
    // first answer; the row says how many had been answered.
    const latestTimer = measureFrom !== undefined && latestWindowStart !== undefined ? setTimeout(openWindow, latestWindowStart * 1000) : undefined;
    const windowLatencies = [];
    let warmupSlowest = 0;
    // `firstAnswersApart`: each connection's first request is timed by autocannon from before its connection
    // was made, and a Node server that is busy takes one waiting connection per turn of its event loop (ADR
    // 0085). With it, the row's latencies leave those first answers out and report them apart.
    const firstAnswers = [];
    const laterAnswers = [];
    const connected = new Set();
    instance.on('response', (client, _status, _bytes, responseTime) => {
      if (firstAnswersApart) {
        if (connected.has(client)) laterAnswers.push(responseTime);
        else {
          connected.add(client);
          firstAnswers.push(responseTime);
        }
      }
      lastAnswerAt = performance.now();
      const sentAt = lastAnswerAt - responseTime;
      if (measureFrom !== undefined) {
        if (windowStart === undefined && windowTimer === undefined) {
          answeredClients.add(client);
          if (answeredClients.size >= (opts.connections ?? 50)) windowTimer = setTimeout(openWindow, Math.max(0, warmUntil - lastAnswerAt));
        }
        if (windowStart !== undefined && sentAt >= windowStart) windowLatencies.push(responseTime);
        else warmupSlowest = Math.max(warmupSlowest, responseTime);
      }
      if (!timeline) return;
      const second = Math.floor((sentAt - startedAt) / 1000);
      const t = timeline.get(second) ?? { n: 0, sum: 0, max: 0 };
      t.n += 1;
      t.sum += responseTime;
      t.max = Math.max(t.max, responseTime);
      timeline.set(second, t);
    });
    if (timeline) {
      instance.on('done', () => {
        for (const [second, t] of [...timeline].sort((a, b) => a[0] - b[0])) console.log(`  ${title} second ${second}: ${t.n} sent, mean ${Math.round(t.sum / t.n)} ms, slowest ${Math.round(t.max)} ms`);
      });
    }
    instance.on('reqError', (err) => {
      const code = err?.code ?? err?.message ?? 'unknown';
      errorCodes.set(code, (errorCodes.get(code) ?? 0) + 1);
    });
    if (maxSeconds) timer = setTimeout(() => instance.stop(), maxSeconds * 1000);
  });
}

/**
 * A process's name and CPU times in milliseconds from /proc/<pid>/stat: its own (user and system) and
 * those of its ended children it has waited for. The name sits in parentheses and may hold spaces.
 */
function procTimes(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (i) => (Number(f[i]) * 1000) / 100;
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ownMs: ms(11) + ms(12), endedChildrenMs: ms(13) + ms(14) };
}

/** CPU milliseconds a process has used (Linux /proc): unlike wall time, hardly inflated by other load on the machine. */
export function cpuMs(pid) {
  try {
    // A primary's workers (API_WORKERS, WEB_WORKERS) count with it: they are its children.
    return procTimes(pid).ownMs + childPids(pid).reduce((sum, child) => sum + cpuMs(child), 0);
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU milliseconds of every process on this machine named `name` (e.g. `postgres`), ended children
 * included: a local database's share of a benchmark, when nothing else uses that database meanwhile.
 */
export function processesCpuMs(name) {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const t = procTimes(entry);
      // The server's ended backends count through the children it has waited for.
      if (t.name === name) sum += t.ownMs + t.endedChildrenMs;
    } catch {
      // The process ended while being read.
    }
  }
  return sum;
}

function childPids(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

export function saveResults(name, rows) {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify({ node: process.version, rows }, null, 2));
  console.log(`results written to ${file}`);
}

/** Resident and peak resident memory of a process in MB (Linux /proc). */
export function memoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: null, peak: null };
  }
}
