// `node --import tsx bench/catalog-cached-inject.mjs [sqlite file]`: one repeated category listing
// through the whole API route in process (Fastify inject, no sockets), alternating a guest request
// answered by the early cache lookup (before validation) with the same request sent with a
// non-bearer Authorization header, which is still a guest but takes the validated path to the cache.
// Both are cache hits; the difference is the per-request work the early lookup saves.
import { buildListingSearch, emptyListingState } from '@encore/domain';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDb } from '../apps/api/src/db/create-db.ts';
import { createHash } from 'node:crypto';
import { searchBodySchema, searchQueryStringSchema } from '@encore/contracts';

const db = createDb({ sqlitePath: process.argv[2] ?? 'var/bench-large/encore.sqlite' });
const config = loadConfig({ ...process.env, RATE_LIMITS: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ENCORE_SECRET: 'bench-secret-bench-secret-bench-secret' });
const app = await buildApp({ db, config });
const q = buildListingSearch(emptyListingState(), { categoryIds: [3], page: 1 });
const request = { method: 'POST', url: `/api/catalog/default/product/_search?from=${q.from}&size=${q.size}&sort=${q.sort}`, payload: q.body, headers: { 'content-type': 'application/json' } };
const early = () => app.inject(request);
const validated = () => app.inject({ ...request, headers: { ...request.headers, authorization: 'Basic Ym9uam91cg==' } });
const first = await early();
if (first.statusCode !== 200 || (await validated()).body !== first.body || (await early()).body !== first.body) throw new Error('answers differ');
// Short alternating batches: the catalogue's freshness check (every 250 ms) pauses both alike.
const N = Number(process.env.BENCH_N ?? 200);
const ROUNDS = 30;
const us = { early: 0, validated: 0 };
for (let round = 0; round < ROUNDS; round++)
  for (const [label, fn] of [['early', early], ['validated', validated]]) {
    const t = performance.now();
    for (let i = 0; i < N; i++) await fn();
    us[label] += ((performance.now() - t) * 1000) / N / ROUNDS;
  }
console.log(`cached listing through the route (${first.body.length} bytes): early lookup ${Math.round(us.early)} µs (${Math.round(1e6 / us.early)}/s on one core), validated path ${Math.round(us.validated)} µs (${Math.round(1e6 / us.validated)}/s)`);
// The per-request work before the cache lookup alone, without the route around it: the early key
// (body serialised, SHA-1 over method, URL and body) against the validated path's (query and body
// parsed with zod, the structured key serialised, SHA-224 over it).
const url = request.url;
const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
const keyUs = { early: 0, validated: 0 };
const K = 20000;
for (let round = 0; round < 5; round++) {
  let t = performance.now();
  for (let i = 0; i < K; i++) createHash('sha1').update(`POST ${url}\n${JSON.stringify(q.body)}`).digest('base64url');
  keyUs.early += ((performance.now() - t) * 1000) / K / 5;
  t = performance.now();
  for (let i = 0; i < K; i++) {
    const body = searchBodySchema.parse(q.body);
    const { request: _r, ...paging } = searchQueryStringSchema.parse(query);
    const { groupId: _g, groupToken: _t, ...rest } = body;
    createHash('sha224').update(`0\n${JSON.stringify(['default', 'product', paging, rest])}`).digest('base64url');
  }
  keyUs.validated += ((performance.now() - t) * 1000) / K / 5;
}
console.log(`key before the lookup: early ${keyUs.early.toFixed(1)} µs, validated ${keyUs.validated.toFixed(1)} µs per request`);
await app.close();
await db.destroy();
