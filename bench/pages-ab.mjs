// `npm run build && npm run bench:pages-ab -- <server.js> [<server.js> …]`: compares storefront hosts on
// uncached event and category pages on a shared, noisy machine. Each entry is a storefront host with its
// build folder beside it (the current `apps/storefront/server.js`, or a copy of an earlier one kept under
// var/). One production API serves them all; the hosts take turns BENCH_ROUNDS times (default 2), each
// loading event pages and then category pages for BENCH_DURATION seconds (default 6), so a busy spell
// falls on all of them. Prints each run's rate and the storefront's CPU per page, the least disturbed figure.
import { existsSync } from 'node:fs';
import { cpuMs, load, saveResults, startApi, startStorefront } from './lib.mjs';
import { findPages } from './page-urls.mjs';

const entries = process.argv.slice(2);
if (entries.length === 0 || !entries.every((e) => existsSync(e))) throw new Error('usage: bench:pages-ab -- <storefront server.js> [<storefront server.js> …]');
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const duration = Number(process.env.BENCH_DURATION ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const server = await startApi({ dir: 'var/bench-pages-ab', port: 8096 });
const results = [];
try {
  let pages;
  for (let round = 0; round < rounds; round++)
    for (const [n, entry] of entries.entries()) {
      const web = await startStorefront({ port: 3096 + n, apiUrl: server.url, env: { OUTPUT_CACHE: 'off' }, entry });
      try {
        pages ??= await findPages(web.url, server.url);
        for (const kind of ['event', 'category']) {
          const urls = pages[kind];
          let next = 0;
          // One pass first, so the host's code is warm and its per-process caches hold what a running shop's do.
          for (const url of urls.slice(0, 20)) await fetch(web.url + url).then((r) => r.text());
          const web0 = cpuMs(web.pid);
          const api0 = cpuMs(server.pid);
          const row = await load(`${kind} pages, ${entry} (round ${round + 1})`, {
            url: web.url,
            duration,
            connections,
            requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: urls[next++ % urls.length] }) }],
          });
          const perPage = (ms) => Number((ms / Math.max(1, row.total)).toFixed(2));
          const storefrontCpu = perPage(cpuMs(web.pid) - web0);
          const apiCpu = perPage(cpuMs(server.pid) - api0);
          console.log(`  CPU a page: storefront ${storefrontCpu} ms, API ${apiCpu} ms`);
          results.push({ entry, kind, round: round + 1, ...row, storefront_cpu_ms_per_page: storefrontCpu, api_cpu_ms_per_page: apiCpu });
        }
      } finally {
        await web.stop();
      }
    }
} finally {
  await server.stop();
}
saveResults('pages-ab', results);
