// `node bench/onsale.mjs`: the on-sale rush. 1,000 connections for 20 s (after a 10 s warm-up, BENCH_WARMUP) against one
// hot ticket category; every request makes a new cart holding 2 tickets (cart/create-with-item;
// BENCH_ONSALE_FLOW=two-calls creates the cart and holds in two requests, as before). Runs on SQLite, then on PostgreSQL when reachable (a fresh schema that is
// dropped afterwards), prints holds per second and p99, and fails if anything was
// oversold. BENCH_SPREAD=1 adds the same load spread over all categories, for
// comparison. Needs the production API build (`npm run build -w @encore/api`).
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { cpuMs, load, processesCpuMs, saveResults, startApi } from './lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
// Enough tickets that the run measures holding, not sold-out answers.
const STOCK = 10_000_000;
const PER_HOLD = 2;

// Requests still in flight when the load stops keep committing holds, so the counter and
// the hold rows are read by one statement (one snapshot on PostgreSQL).
const FACTS = 'select i.product_id, i.qty, i.sold, i.held, (select coalesce(sum(h.qty), 0) from stock_hold h where h.product_id = i.product_id) as n from inventory i where i.sku = $1';

/** The hot category and the invariants checked after the run, per engine. */
function sqliteStore(path) {
  const db = new Database(path);
  return {
    async prepare() {
      const { sku } = db.prepare('select sku from inventory order by qty - sold desc limit 1').get();
      db.prepare('update inventory set qty = ?, sold = 0, held = 0, max_sale_qty = 10 where sku = ?').run(STOCK, sku);
      return sku;
    },
    async spreadSkus() {
      db.prepare('update inventory set qty = ? where manage_stock = 1').run(STOCK);
      return db.prepare('select sku from inventory where manage_stock = 1').all().map((r) => r.sku);
    },
    async facts(sku) {
      // One statement, so counter and hold rows are read from one snapshot.
      const { n, ...inv } = db.prepare(FACTS.replace('$1', '?')).get(sku);
      return { ...inv, holdRows: Number(n) };
    },
    async close() {
      db.close();
    },
  };
}

function pgStore(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return {
    async prepare() {
      const { rows } = await pool.query('select sku from inventory order by qty - sold desc limit 1');
      await pool.query('update inventory set qty = $1, sold = 0, held = 0, max_sale_qty = 10 where sku = $2', [STOCK, rows[0].sku]);
      return rows[0].sku;
    },
    async spreadSkus() {
      await pool.query('update inventory set qty = $1 where manage_stock = 1', [STOCK]);
      return (await pool.query('select sku from inventory where manage_stock = 1')).rows.map((r) => r.sku);
    },
    async facts(sku) {
      const { n, ...inv } = (await pool.query(FACTS, [sku])).rows[0];
      return { ...inv, holdRows: Number(n) };
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * How each shopper's first hold reaches the API. `one-call` (the storefront's way): cart/create-with-item
 * makes the cart with the held line in one request. `two-calls`: cart/create, then cart/update, as
 * before that call existed (BENCH_ONSALE_FLOW=two-calls), for comparison.
 */
const flow = process.env.BENCH_ONSALE_FLOW ?? 'one-call';

/**
 * BENCH_CLIENT_CAP=1 runs the shop as it ships: the per-client hold cap on (`per-order`), each request
 * from an address of its own (as a proxy the API trusts reports it). By default the cap is off, since
 * all the load comes from one address, and every hold then skips the cap's reads and lock.
 */
const clientCap = process.env.BENCH_CLIENT_CAP === '1';
if (clientCap && flow !== 'one-call') throw new Error('BENCH_CLIENT_CAP=1 sends each request from its own address, which the one-call flow alone allows');
let nextClient = 0;
/** A different address for each request: 10.x.y.z counts up. */
const clientHeaders = () => {
  const n = nextClient++;
  return clientCap ? { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } : {};
};

function oneCall(skuOf, answered) {
  return [
    {
      method: 'POST',
      path: '/api/cart/create-with-item',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...clientHeaders() }, body: JSON.stringify({ cartItem: { sku: skuOf(), qty: PER_HOLD } }) }),
      onResponse: (status, body) => answered(status, body),
    },
  ];
}

/**
 * One run of `connections` shoppers: a warm-up (see BENCH_WARMUP), then `duration` measured seconds on the same connections.
 * `atWindow` runs when the measured window opens (to read CPU and hold counters there).
 */
async function rush(title, url, skuOf, atWindow = () => undefined) {
  let held = 0;
  let refused = 0;
  const samples = new Map();
  let inWindow = warmup === 0;
  let heldInAll = 0;
  const answered = (status, body) => {
    if (status === 200) heldInAll += 1;
    // Answers that arrive in the measured window are its throughput.
    if (!inWindow) return;
    if (status === 200) held += 1;
    else {
      refused += 1;
      const key = `${status} ${body.slice(0, 160)}`;
      samples.set(key, (samples.get(key) ?? 0) + 1);
    }
  };
  const row = await load(`${title}, ${flow}`, {
    url,
    // With a warm-up the run ends `duration` seconds after the window opened.
    duration: warmup > 0 ? warmup + STORM_LIMIT_S + duration + 5 : duration,
    ...(warmup > 0
      ? {
          measureFrom: warmup,
          windowSeconds: duration,
          latestWindowStart: warmup + STORM_LIMIT_S,
          onWindow: () => {
            inWindow = true;
            atWindow();
          },
        }
      : {}),
    // autocannon gives up on an answer after 10 s and opens a new connection, which joins the end of the
    // accept queue again: during a storm of new connections that kept some shoppers from ever being served.
    timeout: BENCH_TIMEOUT_S,
    connections,
    requests: flow === 'one-call' ? oneCall(skuOf, answered) : [
      {
        method: 'POST',
        path: '/api/cart/create',
        onResponse: (status, body, context) => {
          context.cartId = status === 200 ? JSON.parse(body).result : undefined;
        },
      },
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // When creating the cart timed out there is nothing to hold in: create again instead.
        setupRequest: (req, context) =>
          context.cartId
            ? { ...req, path: `/api/cart/update?cartId=${context.cartId}`, body: JSON.stringify({ cartItem: { sku: skuOf(), qty: PER_HOLD, quoteId: context.cartId } }) }
            : { ...req, path: '/api/cart/create', body: undefined, headers: {} },
        onResponse: (status, body) => {
          if (body.startsWith('{"code":200,"result":"')) return; // a retried cart creation
          answered(status, body);
        },
      },
    ],
  });
  for (const [k, n] of samples) console.log(`  refused ×${n}: ${k}`);
  return { ...row, flow, holds: held, holds_in_whole_run: heldInAll, refused, holds_per_s: Math.round(held / (row.duration_s || duration)) };
}

/**
 * At least BENCH_WARMUP seconds (default 10) of the rush before the measured window, on the same
 * connections, and until every connection has had an answer. A thousand connections opened at one instant
 * reach a busy Node process one per turn of its event loop (libuv accepts one connection a turn), so the
 * last of them waited up to 30 s for a first answer, and the API's rate still rose for ten seconds after a
 * cold start. The warm-up's own figures are printed apart. 0 measures from the first request (ADR 0062).
 */
const warmup = Number(process.env.BENCH_WARMUP ?? 10);
const BENCH_TIMEOUT_S = Number(process.env.BENCH_REQUEST_TIMEOUT ?? 60);
/** Seconds after the warm-up the window waits at most for connections still without a first answer. */
const STORM_LIMIT_S = 30;

/** Waits until the requests still in flight when a run stopped have landed: the hold rows stop growing. */
async function settled(store, sku) {
  let last = -1;
  for (let i = 0; i < 200; i++) {
    const { holdRows } = await store.facts(sku);
    if (holdRows === last) return;
    last = holdRows;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function runEngine(engine) {
  let store;
  let env = {};
  let dropSchema = async () => undefined;
  if (engine === 'postgres') {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Pool({ connectionString: pgUrl, max: 1 });
    try {
      await admin.query(`create schema ${schema}`);
    } catch (err) {
      await admin.end();
      console.log(`PostgreSQL not reachable (${err.message}): skipping the PostgreSQL run`);
      return null;
    }
    const url = `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    env = { DATABASE_URL: url };
    dropSchema = async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    };
    store = () => pgStore(url);
  }
  // Expired holds are not part of this run: the default 10-minute hold outlasts it.
  const cap = clientCap ? { HOLD_MAX_PER_CLIENT_EVENT: 'per-order', TRUST_PROXY: 'loopback' } : {};
  const server = await startApi({ port: engine === 'postgres' ? 8092 : 8091, dir: `var/bench-onsale-${engine}`, env: { ...env, ...cap, HOLD_CLEANUP_SECONDS: '0' } });
  const s = engine === 'postgres' ? store() : sqliteStore(server.sqlitePath);
  try {
    const sku = await s.prepare();
    // A PostgreSQL on this machine: its processes' CPU too, to tell which side a hold's cost is on.
    const localDatabase = engine === 'postgres' && /@(127\.0\.0\.1|localhost)[:/]/.test(pgUrl);
    // Counters and CPU as the measured window opens (at once: the hold rows are read after).
    let cpu0 = cpuMs(server.pid);
    let dbCpu0 = localDatabase ? processesCpuMs('postgres') : Number.NaN;
    let before = Promise.resolve({ holdRows: 0 });
    const atWindow = () => {
      cpu0 = cpuMs(server.pid);
      if (localDatabase) dbCpu0 = processesCpuMs('postgres');
      before = s.facts(sku);
    };
    const row = await rush(`on-sale holds, ${engine}, one hot category, ${connections} connections, ${duration} s${clientCap ? ', per-client cap on, a client a request' : ''}`, server.url, () => sku, atWindow);
    // The requests still in flight when the load stopped land before anything is counted.
    await settled(s, sku);
    const f = await s.facts(sku);
    before = await before;
    const newRows = f.holdRows - before.holdRows;
    // Requests still in flight when the run stops may hold after counting ends, so hold rows can exceed the count.
    const oversold = f.sold + f.held > f.qty || f.held !== f.holdRows || f.holdRows < row.holds_in_whole_run * PER_HOLD;
    // Answers that came after autocannon's 10 s request timeout are not counted by it; the hold rows are.
    row.holds_per_s_in_db = Math.round(newRows / PER_HOLD / (row.duration_s || duration));
    // The API's own CPU for each hold that landed: unlike the rate, it hardly moves with other load on the machine.
    row.api_cpu_ms_per_hold = Number(((cpuMs(server.pid) - cpu0) / Math.max(1, newRows / PER_HOLD)).toFixed(3));
    if (localDatabase) row.database_cpu_ms_per_hold = Number(((processesCpuMs('postgres') - dbCpu0) / Math.max(1, newRows / PER_HOLD)).toFixed(3));
    console.log(
      `${engine}: ${row.holds_per_s} holds/s answered in time, ${row.holds_per_s_in_db} holds/s in the database (${row.holds} holds of ${PER_HOLD} answered), p99 ${row.latency_p99_ms} ms${row.latency_max_ms ? `, slowest ${row.latency_max_ms} ms` : ""}, refused ${row.refused}, ${row.api_cpu_ms_per_hold} ms of API CPU a hold${localDatabase ? ` and ${row.database_cpu_ms_per_hold} ms of the database's` : ''}; ` +
        `inventory qty ${f.qty} sold ${f.sold} held ${f.held}, hold rows ${f.holdRows} → ${oversold ? 'INCONSISTENT' : 'none oversold'}`,
    );
    if (oversold) process.exitCode = 1;
    const result = [{ engine, scenario: 'hot', ...row, inventory: f }];
    if (process.env.BENCH_SPREAD === '1') {
      // The same load spread over every category: if this is no faster, the hot row is not what limits.
      const skus = await s.spreadSkus();
      let i = 0;
      const spread = await rush(`holds spread over ${skus.length} categories, ${engine}`, server.url, () => skus[i++ % skus.length]);
      console.log(`${engine} spread: ${spread.holds_per_s} holds/s, p99 ${spread.latency_p99_ms} ms`);
      result.push({ engine, scenario: 'spread', ...spread });
    }
    return result;
  } finally {
    await s.close();
    // The API finishes the requests still queued when the load stopped: the schema goes only after it exits.
    await server.stop();
    await dropSchema();
  }
}

const rows = [];
for (const engine of engines) {
  const row = await runEngine(engine);
  if (row) rows.push(...row);
}
saveResults('onsale', rows);
