import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { actionRoutes } from './support/action-routes.ts';
import { cartCookie, signedCookieValue } from './support/cookies.ts';
import { actionBody, headerText, type FuzzPost } from './support/form-fuzz.ts';
import { changedTables, watchSqlite } from './support/sqlite-fingerprint.ts';

/**
 * Fuzzes every storefront action (each route module that exports one, read from the route config)
 * under every store prefix, as a form post and as a `.data` request: never a 5xx, an answer within
 * 5 s, and a refused post changes no row of the API's database.
 */
const { baseURL, apiURL, sqlitePath } = workerShop();
const origin = new URL(baseURL).origin;

const SEED = Number(process.env.FUZZ_SEED ?? 20_270_601);
/**
 * Posts in all (FUZZ_RUNS_STOREFRONT), shared out evenly over the action URLs so the suite keeps to
 * about half a minute however many actions the shop grows; each URL gets at least 20.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS_STOREFRONT ?? 1800);
/** Values for path parameters of action routes; a route with any other parameter fails the coverage test. */
const PATH_PARAMS: Record<string, string> = {
  ':token': 'made-up-reset-token',
  ':email': encodeURIComponent('someone@example.se'),
};
/**
 * A hang detector, not a speed test: an action answers in milliseconds, but in `npm test` this file shares
 * the two cores with the API tests, and on a slow machine one answer took over a second. A hang never answers.
 */
const ANSWER_WITHIN_MS = 5000;
/**
 * Failed coupon attempts are counted on purpose (probing protection), so a refused coupon writes there;
 * the job table is the background runner's, which reschedules its jobs on its own clock.
 */
const WRITTEN_ON_REFUSAL = ['coupon_failure', 'job'];
const STORES = [
  { prefix: '', cookie: 'encore_cart', storeCode: 'default' },
  { prefix: '/de', cookie: 'encore_cart_store_de', storeCode: 'store_de' },
  { prefix: '/it', cookie: 'encore_cart_store_it', storeCode: 'store_it' },
];

interface Finding {
  url: string;
  problem: string;
  request: string;
}

describe('storefront actions fuzz', () => {
  const routes = actionRoutes();
  let watcher: ReturnType<typeof watchSqlite>;
  let skus: string[] = [];
  const carts = new Map<string, string>();

  beforeAll(async () => {
    watcher = watchSqlite(sqlitePath, WRITTEN_ON_REFUSAL);
    const search = await (await fetch(`${apiURL}/api/catalog/default/product/_search?size=4`)).text();
    skus = [...new Set([...search.matchAll(/"sku":"([^"]+)"/g)].map((m) => m[1]!))].slice(0, 12);
    for (const store of STORES) {
      const created = (await (await fetch(`${apiURL}/api/cart/create?storeCode=${store.storeCode}`, { method: 'POST' })).json()) as { result: string };
      carts.set(store.prefix, created.result);
    }
  });
  afterAll(() => watcher?.close());

  it('finds every action route in the route config, cart and checkout among them', () => {
    expect(routes.map((r) => r.file)).toEqual(expect.arrayContaining(['routes/cart.tsx', 'routes/checkout.tsx']));
    const unfillable = routes.filter((r) => r.pattern.split('/').some((segment) => segment.startsWith(':') && segment !== ':store?' && !Object.hasOwn(PATH_PARAMS, segment)));
    expect(unfillable, 'action routes with path parameters this suite cannot fill').toEqual([]);
  });

  it('never answers 5xx, never hangs, and writes nothing when it refuses', { timeout: 240_000 }, async () => {
    const filled = (pattern: string) => pattern.replace(/^:store\?\/?/, '').split('/').map((segment) => PATH_PARAMS[segment] ?? segment).join('/');
    const urls = routes.flatMap((r) => STORES.flatMap((store) => ['', '.data'].map((suffix) => ({ store, path: `${store.prefix}/${filled(r.pattern)}${suffix}` }))));
    const runsPerUrl = Math.max(20, Math.ceil(TOTAL_RUNS / urls.length));
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let fingerprint = watcher.fingerprint();
    const started = performance.now();

    for (const [i, { store, path }] of urls.entries()) {
      const realCart = carts.get(store.prefix)!;
      const cookie = fc.oneof(
        { weight: 3, arbitrary: fc.constant(cartCookie(store.cookie, realCart)) },
        fc.constantFrom(
          `${store.cookie}=${encodeURIComponent(realCart)}`,
          cartCookie(store.cookie, realCart, 'a-forged-secret-0123456789abcdefghij'),
          `${store.cookie}=${encodeURIComponent(signedCookieValue({ __proto__: 1 }))}`,
          cartCookie(store.cookie, 'unknown-cart'),
          `${store.cookie}=%zz; ${store.cookie}=x`,
        ),
        headerText(120),
      );
      const request = fc.record({
        post: actionBody(skus),
        query: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, fc.constantFrom('?index', '?_routes=routes%2Fcart', '?redirectTo=//evil.example', '?%zz')),
        headers: fc.record({ cookie, accept: fc.constantFrom('*/*', 'text/html', 'application/json', ''), 'x-forwarded-for': headerText(40), origin: fc.oneof({ weight: 4, arbitrary: fc.constant(origin) }, fc.constantFrom('https://evil.example', 'null')) }, { requiredKeys: [] }),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ post, query, headers }: { post: FuzzPost; query: string; headers: Record<string, string> }) => {
          const url = `${path}${query}`;
          const all = { ...headers, ...(post.contentType !== undefined ? { 'content-type': post.contentType } : {}) };
          const note = (problem: string) =>
            findings.push({ url: path, problem, request: JSON.stringify({ url, headers: all, body: post.body ? new TextDecoder().decode(post.body).slice(0, 300) : undefined }) });
          sent++;
          let status: number;
          let location: string | null;
          let text: string;
          try {
            const res = await fetch(`${baseURL}${url}`, { method: 'POST', headers: all, ...(post.body ? { body: post.body } : {}), redirect: 'manual', signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
            status = res.status;
            location = res.headers.get('location');
            text = await res.text();
          } catch (error) {
            note((error as Error).name === 'TimeoutError' ? `no answer within ${ANSWER_WITHIN_MS} ms` : `request failed: ${(error as Error).message}`);
            fingerprint = watcher.fingerprint();
            return;
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) note(`status ${status}: ${text.slice(0, 200)}`);
          if (location !== null && new URL(location, baseURL).origin !== origin) note(`redirect off the site to ${location}`);
          const after = watcher.fingerprint();
          if (status >= 400 && after !== fingerprint) note(`refused with ${status} but changed ${changedTables(fingerprint, after).join(', ')}`);
          fingerprint = after;
        }),
        { seed: SEED + i, numRuns: runsPerUrl },
      );
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`Storefront fuzz: ${sent} posts to ${urls.length} action URLs (${routes.length} routes × ${STORES.length} stores × page and .data) in ${seconds} s (seed ${SEED}); statuses ${seen}; findings ${findings.length}`);
    const distinct = [...new Map(findings.map((f) => [`${f.url} ${f.problem.slice(0, 50)}`, f])).values()];
    expect(distinct, `storefront fuzz findings (FUZZ_SEED=${SEED}):\n${distinct.map((f) => `${f.url}: ${f.problem}\n  ${f.request}`).join('\n')}`).toEqual([]);
  });
});
