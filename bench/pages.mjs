// `npm run build && npm run bench:pages`: uncached server-rendered event and category pages.
// The production API (a fresh demo-seeded SQLite database, or BENCH_EVENTS generated events) and
// the production storefront host run on 127.0.0.1 with the storefront's output cache off, and the
// URLs are varied (every event found, category pages with their facet, sort and paging links), so
// each request renders its page. First each kind of page is fetched once through a counting proxy
// in front of the API, which gives the API round trips a page costs; then autocannon loads event
// pages and category pages for BENCH_DURATION seconds (default 10) at BENCH_CONNECTIONS (default 20),
// printing requests per second, latency and the CPU the storefront and the API spent per page. The
// loaded storefront runs one host per core, as `npm start` does (BENCH_WEB_WORKERS=1 for one).
import { execFileSync } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { api, cpuMs, load, saveResults, startApi, startStorefront } from './lib.mjs';
import { findPages } from './page-urls.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const events = Number(process.env.BENCH_EVENTS ?? 0);
const dir = 'var/bench-pages';
/** Pages fetched through the counting proxy, per kind. */
const SAMPLE = 20;

const server = await startApi({ dir, port: 8094, env: events ? { SEED_DEMO: 'false' } : {} });
try {
  if (events) {
    importGenerated(events, server.sqlitePath);
    await untilIndexed(events);
  }
  const rows = [];
  const proxy = await countingProxy(server.url);
  const counted = await startStorefront({ port: 3094, apiUrl: proxy.url, env: { OUTPUT_CACHE: 'off' } });
  let pages;
  try {
    pages = await findPages(counted.url, server.url);
    console.log(`${pages.event.length} event pages, ${pages.category.length} category pages (load average ${loadavg()[0].toFixed(1)})`);
    for (const [kind, urls] of Object.entries(pages)) {
      const row = await roundTrips(counted.url, urls.slice(0, SAMPLE), proxy);
      console.log(`${kind}: ${row.api_calls_per_page} API round trips a page (${JSON.stringify(row.by_path)})`);
      rows.push({ title: `API round trips per ${kind} page`, ...row });
    }
  } finally {
    counted.stop();
    proxy.close();
  }
  // The storefront as `npm start` runs it: one host per core unless BENCH_WEB_WORKERS says otherwise.
  const web = await startStorefront({ port: 3095, apiUrl: server.url, env: { OUTPUT_CACHE: 'off', WEB_WORKERS: process.env.BENCH_WEB_WORKERS ?? 'auto' } });
  try {
    for (const [kind, urls] of Object.entries(pages)) {
      let next = 0;
      const web0 = cpuMs(web.pid);
      const api0 = cpuMs(server.pid);
      const row = await load(`uncached ${kind} pages (${urls.length} distinct URLs)`, {
        url: web.url,
        duration,
        connections,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: urls[next++ % urls.length] }) }],
      });
      // CPU of the storefront and the API per page: the figure least disturbed by other work on a shared machine.
      const perPage = (ms) => Math.round((ms / Math.max(1, row.total)) * 10) / 10;
      const webCpu = perPage(cpuMs(web.pid) - web0);
      const apiCpu = perPage(cpuMs(server.pid) - api0);
      const cpuPerPage = Math.round((webCpu + apiCpu) * 10) / 10;
      console.log(`  ${cpuPerPage} ms of CPU a page: storefront ${webCpu} ms, API ${apiCpu} ms`);
      rows.push({ ...row, cpu_ms_per_page: cpuPerPage, storefront_cpu_ms_per_page: webCpu, api_cpu_ms_per_page: apiCpu, distinct_urls: urls.length, load_average: Number(loadavg()[0].toFixed(1)) });
    }
  } finally {
    web.stop();
  }
  saveResults('pages', rows);
} finally {
  server.stop();
}

/** A generated catalogue imported into the running API's database; the API picks it up by itself. */
function importGenerated(count, sqlitePath) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'catalogue.json');
  const env = { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: '' };
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/db/generate/generate-cli.ts', file, '--events', String(count)], { env, stdio: 'ignore' });
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/db/import/import-cli.ts', file], { env, stdio: 'ignore' });
}

/** The running API notices the import by itself; wait until its index answers with the events. */
async function untilIndexed(count) {
  for (;;) {
    const r = await api(server.url, '/api/catalog/default/product/_search?size=1').catch(() => ({ total: 0 }));
    if (r.total >= count * 0.9) return;
    await new Promise((res) => setTimeout(res, 200));
  }
}

/** Forwards every request to the API and counts them by method and path (without the query). */
function countingProxy(target) {
  const counts = new Map();
  const upstream = new URL(target);
  const proxy = createServer((req, res) => {
    const key = `${req.method} ${req.url.split('?')[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const out = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${proxy.address().port}`, counts, close: () => proxy.close() });
    }),
  );
}

/** Fetches the pages one by one and divides the API requests they caused by their number. */
async function roundTrips(base, urls, proxy) {
  // One page first, so per-process caches (menu, attributes, venues) are warm as in a running shop.
  await fetch(base + urls[0]).then((r) => r.text());
  proxy.counts.clear();
  for (const url of urls) {
    const res = await fetch(base + url);
    await res.text();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  }
  const byPath = Object.fromEntries([...proxy.counts].map(([k, n]) => [k, Math.round((n / urls.length) * 100) / 100]));
  const total = [...proxy.counts.values()].reduce((a, b) => a + b, 0);
  return { pages: urls.length, api_calls_per_page: Math.round((total / urls.length) * 100) / 100, by_path: byPath };
}

