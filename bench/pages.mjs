// `npm run build && npm run bench:pages`: uncached server-rendered event and category pages.
// The production API (a fresh demo-seeded SQLite database, or BENCH_EVENTS generated events) and
// the production storefront host run on 127.0.0.1 with the storefront's output cache off, and the
// URLs are varied (every event found, category pages with their facet, sort and paging links), so
// each request renders its page. First each kind of page is fetched once through a counting proxy
// in front of the API, which gives the API round trips a page costs; then autocannon loads event
// pages and category pages for BENCH_DURATION seconds (default 10) at BENCH_CONNECTIONS (default 20),
// printing requests per second, latency and the CPU the storefront and the API spent per page.
import { execFileSync } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { api, cpuMs, load, saveResults, startApi, startStorefront } from './lib.mjs';

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
    pages = await findPages(counted.url);
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
  const web = await startStorefront({ port: 3095, apiUrl: server.url, env: { OUTPUT_CACHE: 'off' } });
  try {
    for (const [kind, urls] of Object.entries(pages)) {
      let next = 0;
      const cpu0 = cpuMs(web.pid) + cpuMs(server.pid);
      const row = await load(`uncached ${kind} pages (${urls.length} distinct URLs)`, {
        url: web.url,
        duration,
        connections,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: urls[next++ % urls.length] }) }],
      });
      // CPU of the storefront and the API per page: the figure least disturbed by other work on a shared machine.
      const cpuPerPage = Math.round(((cpuMs(web.pid) + cpuMs(server.pid) - cpu0) / Math.max(1, row.total)) * 10) / 10;
      console.log(`  ${cpuPerPage} ms of CPU a page (storefront and API together)`);
      rows.push({ ...row, cpu_ms_per_page: cpuPerPage, distinct_urls: urls.length, load_average: Number(loadavg()[0].toFixed(1)) });
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

function hrefs(html, prefix) {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&')).filter((h) => h.startsWith(prefix));
}

/** Event pages and category pages as the shop links them: the menu's categories, their facet, sort and paging links. */
async function findPages(base) {
  const get = (path) => fetch(base + path).then((r) => (r.status === 200 ? r.text() : ''));
  const roots = [...new Set(hrefs(await get('/'), '/c/'))];
  const categories = new Set();
  const eventsFound = new Set();
  for (const root of roots) {
    const html = await get(root);
    for (const h of hrefs(html, '/c/')) categories.add(h);
    for (const h of hrefs(html, '/p/')) eventsFound.add(h.split('?')[0]);
  }
  // Listing links with filters combined with later pages and other sorts give many distinct renders.
  const variants = [...categories].flatMap((c) => {
    const [path, query = ''] = c.split('?');
    const params = new URLSearchParams(query);
    return [2, 3].map((page) => {
      const p = new URLSearchParams(params);
      p.set('page', String(page));
      return `${path}?${p}`;
    });
  });
  if (eventsFound.size < 200) for (const e of await eventPathsFromApi()) eventsFound.add(e);
  const filtered = shuffle(combinedFilters([...categories]));
  return { event: shuffle([...eventsFound]), category: shuffle([...categories, ...variants, ...filtered]), 'category with filters chosen': filtered };
}

/**
 * Pages with several facets chosen at once (the costly case before one search served the panel): per
 * category, the first link of each facet merged into one address, on the first pages.
 */
function combinedFilters(links) {
  const byPath = new Map();
  for (const link of links) {
    const [path, query = ''] = link.split('?');
    const merged = byPath.get(path) ?? new URLSearchParams();
    for (const [k, v] of new URLSearchParams(query)) if (k !== 'page' && k !== 'sort' && !merged.has(k)) merged.set(k, v);
    byPath.set(path, merged);
  }
  return [...byPath]
    .filter(([, p]) => [...p.keys()].length >= 2)
    .flatMap(([path, p]) => [1, 2].map((page) => `${path}?${p}${page > 1 ? `&page=${page}` : ''}`));
}

/** More event addresses than the listings link on their first pages, straight from the catalogue. */
async function eventPathsFromApi() {
  const request = encodeURIComponent(JSON.stringify({ filters: [], aggregations: [] }));
  const r = await api(server.url, `/api/catalog/default/product/_search?size=5000&_source_include=sku,slug&request=${request}`);
  return r.items.filter((p) => p.slug).map((p) => `/p/${encodeURIComponent(p.sku)}/${encodeURIComponent(p.slug)}`);
}

// A fixed shuffle, so runs visit the same pages in the same order.
function shuffle(list) {
  let seed = 42;
  for (let i = list.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
