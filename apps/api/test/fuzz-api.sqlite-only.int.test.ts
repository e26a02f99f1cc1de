import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSearchBodySchema, searchBodySchema } from '@encore/contracts';
import { signUserToken } from '../src/platform/auth.ts';
import { SKUS } from './fixtures.ts';
import { TEST_SECRET, useApi } from './harness.ts';
import { pathParams, requestsFor, type FuzzRequest, type RouteUnderTest } from './fuzz/api-requests.ts';
import { changedTables, sqliteChangeCount, sqliteFingerprint } from './fuzz/db-fingerprint.ts';
import { awkwardNumber, numberLikeText } from './fuzz/hostile-values.ts';
import { isSchema, shapedValue, type FieldHints } from './fuzz/schema-values.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_270_601);
/**
 * Requests in all (FUZZ_RUNS), shared out evenly over the routes so this file keeps to under a minute on a
 * quiet two-core machine however many routes the API grows; each route gets at least 30.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 6000);
/**
 * A hang detector, not a speed test: answers take milliseconds, but in `npm test` the browser tests share
 * the two cores, and a sign-in's password hash then took over a second. A hang never answers at all.
 */
const ANSWER_WITHIN_MS = 5000;
/**
 * Failed coupon attempts are counted on purpose (probing protection), so a refused coupon writes there;
 * a refused payment is recorded under its order id (ADR 0043), so a resubmit gets the same answer.
 */
const WRITTEN_ON_REFUSAL = ['coupon_failure', 'payment_attempt'];

/** Path parameters this suite knows how to fill; a route with any other one fails the coverage test. */
const PARAM_HINTS: FieldHints = {
  ':storeCode': fc.constantFrom('default', 'store_de', 'store_it', 'de', 'store_xx'),
  ':entityType': fc.constantFrom('product', 'category', 'attribute', 'taxrule', 'cms_page', 'cms_block', 'url_rewrite', 'review'),
  ':op': fc.constantFrom('_search', 'search', '_count'),
  ':id': fc.oneof(fc.integer({ min: -2, max: 20 }).map(String), numberLikeText),
  ':customerId': fc.oneof(fc.integer({ min: -1, max: 5 }).map(String), numberLikeText),
  ':addressId': fc.oneof(fc.integer({ min: -1, max: 5 }).map(String), numberLikeText),
  ':sessionId': fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('made-up-session', '..', '%00')),
  ':identifier': fc.constantFrom('home', 'about-us', 'no-route', 'footer'),
  ':storeId': fc.oneof(fc.integer({ min: -1, max: 3 }).map(String), numberLikeText),
  ':reference': fc.constantFrom('test_pay_unknown', 'test_auth_0', '..', '%00', ''),
  ':*': fc.constantFrom('posters/kent-sthlm/cart.webp', 'posters/kent-sthlm/list.jpg', '../../package.json', '%2e%2e/%2e%2e/etc/passwd', 'a/b/c', '', '.', 'posters/'),
};

interface Finding {
  route: string;
  problem: string;
  request: string;
}

const describeRequest = (req: FuzzRequest) =>
  JSON.stringify({ method: req.method, path: req.path.slice(0, 300), headers: req.headers, body: req.body ? new TextDecoder().decode(req.body).slice(0, 300) : undefined });

describe('API fuzz: malformed bodies, queries and headers on every route', () => {
  const routes: RouteUnderTest[] = [];
  const onRoute = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, ...(isSchema(schema.querystring) ? { query: schema.querystring } : {}), ...(isSchema(schema.body) ? { body: schema.body } : {}) });
    }
  };
  // Background jobs (the cart purge) write on their own schedule, not because of a request: off here, so every write seen is a request's.
  const api = useApi({ onRoute, env: { JOB_POLL_INTERVAL_MS: '0' } });
  const hints: FieldHints = {};

  beforeAll(async () => {
    const cart = await api.post('/api/cart/create');
    const cartId = cart.body.result as string;
    await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKUS.kentParterre, qty: 2, quoteId: cartId } });
    const userToken = api.userToken(7);
    const userCart = (await api.post('/api/cart/create', undefined, { token: userToken })).body.result as string;
    const cartIds = fc.constantFrom(cartId, userCart, 'unknown-cart', `${cartId}x`);
    Object.assign(hints, PARAM_HINTS, {
      sku: fc.constantFrom(...Object.values(SKUS)),
      skus: fc.subarray(Object.values(SKUS), { minLength: 1 }).map((list) => list.join(',')),
      qty: fc.oneof(fc.integer({ min: 1, max: 3 }), awkwardNumber, numberLikeText),
      cartId: cartIds,
      quoteId: cartIds,
      cart_id: cartIds,
      guestCartId: cartIds,
      storeCode: fc.constantFrom('default', 'store_de', 'store_it', 'store_xx'),
      store_code: fc.constantFrom('default', 'store_de', 'store_it'),
      token: fc.oneof({ weight: 3, arbitrary: fc.constant(userToken) }, fc.constantFrom(signUserToken({ sub: 7, grp: 1, exp: 1 }, TEST_SECRET), signUserToken({ sub: 7, grp: 1 }, 'another-secret'), 'x.y.z')),
      groupToken: fc.constantFrom(userToken, 'x.y.z'),
      coupon: fc.constantFrom('ENCORE10', 'WELCOME100', 'EXPIRED', 'ONCE', 'NOPE'),
      email: fc.constantFrom('fuzz@example.com', 'not-an-email'),
      request: fc.oneof(shapedValue(searchBodySchema as never, {}), shapedValue(contentSearchBodySchema as never, {})).map((body) => JSON.stringify(body) ?? ''),
      path: fc.constantFrom('/c/konserter', 'kent-sthlm', '/p/KENT-STHLM/kent', '//', '%zz'),
      url: fc.constantFrom('/c/konserter', 'kent-sthlm', 'http://other.example/x', '/p/KENT-STHLM/kent'),
    });
  });

  it('has a fuzz case for every route the app serves', () => {
    expect(routes.length).toBeGreaterThan(20);
    const unknown = routes.flatMap((r) => pathParams(r.url).filter((p) => !(`:${p}` in PARAM_HINTS)).map((p) => `${r.method} ${r.url} (:${p})`));
    expect(unknown, 'routes with path parameters this suite cannot fill').toEqual([]);
  });

  it('never answers 5xx, never hangs, answers in the envelope, and writes nothing when it refuses', { timeout: 240_000 }, async () => {
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    let fingerprint = await sqliteFingerprint(api.db, WRITTEN_ON_REFUSAL);
    let changeCount = await sqliteChangeCount(api.db);
    /** The fingerprint after the last request, taken again only when some row was written. */
    const current = async () => {
      const count = await sqliteChangeCount(api.db);
      if (count === changeCount) return fingerprint;
      changeCount = count;
      return sqliteFingerprint(api.db, WRITTEN_ON_REFUSAL);
    };
    const started = performance.now();

    const check = async (route: RouteUnderTest, req: FuzzRequest): Promise<void> => {
      const label = `${route.method} ${route.url}`;
      const note = (problem: string) => findings.push({ route: label, problem, request: describeRequest(req) });
      sent++;
      let status: number;
      let text: string;
      let contentType: string;
      try {
        const res = await fetch(`${api.url}${req.path}`, {
          method: req.method,
          headers: req.headers,
          ...(req.body ? { body: req.body } : {}),
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
        });
        status = res.status;
        contentType = res.headers.get('content-type') ?? '';
        text = await res.text();
      } catch (error) {
        const name = (error as Error).name;
        note(name === 'TimeoutError' ? `no answer within ${ANSWER_WITHIN_MS} ms` : `request failed: ${(error as Error).message}`);
        fingerprint = await current();
        return;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) note(`status ${status}: ${text.slice(0, 200)}`);
      const isFile = status < 300 && !contentType.includes('json');
      if (req.method !== 'HEAD' && !isFile) {
        let body: { code?: unknown; result?: unknown } | undefined;
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          note(`status ${status} with a body that is not JSON: ${text.slice(0, 120)}`);
        }
        if (body && (body.code !== status || !('result' in body))) note(`status ${status} with a body outside the envelope: ${text.slice(0, 120)}`);
      }
      const after = await current();
      if (status >= 400 && after !== fingerprint) note(`refused with ${status} but changed ${changedTables(fingerprint, after).join(', ')}`);
      fingerprint = after;
    };

    const runsPerRoute = Math.max(30, Math.ceil(TOTAL_RUNS / routes.length));
    for (const [i, route] of routes.entries()) {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, hints), async (req) => {
          await check(route, req);
        }),
        { seed: SEED + i, numRuns: runsPerRoute },
      );
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`API fuzz: ${sent} requests to ${routes.length} routes in ${seconds} s (seed ${SEED}); statuses ${seen}; 429s ${statuses.get(429) ?? 0}; findings ${findings.length}`);
    const distinct = [...new Map(findings.map((f) => [`${f.route} ${f.problem.slice(0, 60)}`, f])).values()];
    expect(distinct, `API fuzz findings (FUZZ_SEED=${SEED}):\n${distinct.map((f) => `${f.route}: ${f.problem}\n  ${f.request}`).join('\n')}`).toEqual([]);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
  });
});
