// `npm run bench:catalog-ab -- <row> <build> [<build> …]`, after a `bench:catalog` run: compares API builds
// on one row of `bench:catalog` on a shared, noisy machine. Each build (the path of its main.js, e.g. the
// current `apps/api/dist/main.js` and a copy of an earlier build kept under var/) starts in turn over a
// copy of the run's database and gets the row's requests; the builds take turns BENCH_ROUNDS times
// (default 2), so a busy spell falls on all of them. Rows: `listing` (a), `search` (b), `suggest`
// (d-once), `cached` (c) and `suggest-repeated` (d), the last two for BENCH_DURATION seconds. Prints
// each run's rate, p99 and the API's CPU per request, the least disturbed figure. A build written as
// `main.js::--flag …` starts with those Node options too, to compare options on one build.
import { existsSync } from 'node:fs';
import { api, cpuMs, load, saveResults, startApi } from './lib.mjs';
import { distinctPrefixRequests, listingRequests, searchRequests, sixLetterPrefixRequests } from './catalog-requests.mjs';

const [row, ...builds] = process.argv.slice(2);
const database = 'var/bench-large/encore.sqlite';
const rows = { listing: (url) => listingRequests(url), search: () => searchRequests(), suggest: () => distinctPrefixRequests(), cached: async (url) => (await listingRequests(url)).slice(0, 1), 'suggest-repeated': () => sixLetterPrefixRequests() };
/** Rows that repeat their list for BENCH_DURATION seconds; the others send each request once. */
const repeated = new Set(['cached', 'suggest-repeated']);
if (!rows[row] || builds.length === 0) throw new Error(`usage: bench:catalog-ab -- ${Object.keys(rows).join('|')} <api main.js> [<api main.js> …]`);
if (!existsSync(database)) throw new Error(`no ${database}: run npm run bench:catalog first`);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const duration = Number(process.env.BENCH_DURATION ?? 10);

const results = [];
for (let round = 0; round < rounds; round++)
  for (const entry of builds) {
    const [path, options = ''] = entry.split('::');
    const server = await startApi({ dir: 'var/bench-ab', port: 18398, env: { SEED_DEMO: 'false' }, from: database, entry: path, extraNodeArgs: options.split(' ').filter(Boolean) });
    try {
      // The index is built by the first request; its signatures are filled in just after.
      await api(server.url, '/api/catalog/default/product/_search?size=1');
      await new Promise((res) => setTimeout(res, Number(process.env.BENCH_SETTLE_MS ?? 3000)));
      const requests = await rows[row](server.url);
      let i = 0;
      const cpu0 = cpuMs(server.pid);
      const once = !repeated.has(row);
      const result = await load(`${row} ${entry} (round ${round + 1})`, {
        url: server.url,
        connections: 50,
        ...(once ? { amount: requests.length, maxSeconds: 120 } : { duration }),
        requests: [{ headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, ...requests[i++ % requests.length] }) }],
      });
      result.api_cpu_ms_per_request = Number(((cpuMs(server.pid) - cpu0) / result.total).toFixed(3));
      console.log(`  ${result.api_cpu_ms_per_request} ms of API CPU a request`);
      results.push({ build: entry, ...result });
    } finally {
      await server.stop();
    }
  }
saveResults(`catalog-ab-${row}`, results);
