import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbAvailable, searchPath, useApi, type HttpAnswer, type TestApi } from './harness.ts';

/** Generous next to the few milliseconds these answers take, tight next to the seconds the hostile shapes once cost. */
const FAST_MS = 1000;

async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - started };
}

async function expectFastRefusal(request: () => Promise<HttpAnswer>, status = 400): Promise<HttpAnswer> {
  const { answer, ms } = await timed(request);
  expect(answer.status).toBe(status);
  expect(answer.body).toMatchObject({ code: status, result: { errorCode: expect.any(String), message: expect.any(String) } });
  expect(ms).toBeLessThan(FAST_MS);
  return answer;
}

const productSearch = (api: TestApi, body: unknown) => api.post('/api/catalog/default/product/_search', body);
const pageSearch = (api: TestApi, body: unknown) => api.post('/api/catalog/default/cms_page/_search', body);
const many = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

describe.skipIf(!dbAvailable)('hostile requests get a fast answer', () => {
  const api = useApi();
  // A long identifier: backtracking over it is what made a wildcard-heavy `like` take seconds.
  const longIdentifier = 'a'.repeat(48);
  beforeAll(async () => {
    const now = new Date().toISOString();
    await api.db
      .insertInto('cms_page')
      .values({ id: 990, identifier: longIdentifier, store_id: 0, title: 'Long', content_heading: '', content: '', meta_description: '', is_active: 1, sort_order: 0, created_at: now, updated_at: now })
      .execute();
  });

  it('matches a like of many wildcards without backtracking, and refuses more wildcards than allowed', async () => {
    const like = `${'%_'.repeat(8)}x`;
    const { answer, ms } = await timed(() => pageSearch(api, { filters: [{ attribute: 'identifier', value: { like } }] }));
    expect(answer.status).toBe(200);
    expect(answer.body.result.total).toBe(0);
    expect(ms).toBeLessThan(FAST_MS);
    const hit = await pageSearch(api, { filters: [{ attribute: 'identifier', value: { like: `${'%_'.repeat(8)}a` } }] });
    expect(hit.body.result.items.map((p: { identifier: string }) => p.identifier)).toEqual([longIdentifier]);

    const refused = await expectFastRefusal(() => pageSearch(api, { filters: [{ attribute: 'identifier', value: { like: `${'%_'.repeat(13)}x` } }] }));
    expect(refused.body.result.message).toContain('at most 16 wildcards');
    await expectFastRefusal(() => api.get(searchPath('default', 'cms_page', { filters: [{ attribute: 'identifier', value: { like: `${'%_'.repeat(13)}x` } }] })));
  });

  it('refuses thousands of filters, of values in one filter, or of aggregations', async () => {
    await expectFastRefusal(() => productSearch(api, { filters: many(1500, () => ({ attribute: 'a', value: { eq: 0 } })) }));
    await expectFastRefusal(() => productSearch(api, { filters: [{ attribute: 'category_ids', value: { in: many(5000, (i) => i) } }] }));
    await expectFastRefusal(() => productSearch(api, { aggregations: many(1500, () => ({ field: 'a' })) }));
    await expectFastRefusal(() => pageSearch(api, { filters: many(1500, () => ({ attribute: 'id', value: { eq: 0 } })) }));
    await expectFastRefusal(() => pageSearch(api, { filters: [{ attribute: 'identifier', value: { in: many(5000, (i) => i) } }] }));
    await expectFastRefusal(() => pageSearch(api, { aggregations: many(1500, () => ({ field: 'a' })) }));
  });

  it('refuses deep nesting', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    await expectFastRefusal(() => api.post('/api/catalog/default/product/_search', undefined, { raw: `{"filters":[{"attribute":"a","value":{"eq":${deep}}}]}` }));
    await expectFastRefusal(() => api.post('/api/catalog/default/cms_page/_search', undefined, { raw: `{"aggregations":[${deep}]}` }));
    await expectFastRefusal(() => api.post('/api/ext/payment-test/tokens', undefined, { raw: deep }));
  });

  it('refuses over-long strings', async () => {
    const long = 'x'.repeat(10_000);
    await expectFastRefusal(() => productSearch(api, { text: long }));
    await expectFastRefusal(() => productSearch(api, { filters: [{ attribute: 'url_path', value: { eq: long } }] }));
    await expectFastRefusal(() => productSearch(api, { filters: [{ attribute: long, value: { eq: 1 } }] }));
    await expectFastRefusal(() => productSearch(api, { groupToken: long }));
    await expectFastRefusal(() => pageSearch(api, { groupToken: long }));
    await expectFastRefusal(() => pageSearch(api, { filters: [{ attribute: 'identifier', value: { like: long } }] }));
  });

  it('refuses a body over the limit with 413 before reading it all', async () => {
    const answer = await expectFastRefusal(() => productSearch(api, { text: 'x'.repeat(100 * 1024) }), 413);
    expect(answer.body.result.message).toBe('The request body is too large');
  });
});

/** Opens a request that promises a body and sends only part of it; resolves with what came back once the server closes the connection (or the wait ends). */
function partialBody(url: string, waitMs: number): Promise<{ received: string; closedByServer: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ received, closedByServer: false });
    }, waitMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ received, closedByServer: true });
    });
    socket.on('error', () => undefined);
    socket.write(`POST /api/cart/create HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":`);
  });
}

describe.skipIf(!dbAvailable)('the time budget of a request', () => {
  const api = useApi({ env: { REQUEST_TIMEOUT_MS: '300' } });

  it('answers 503 to a client that never finishes its body and closes the connection, instead of waiting for it', async () => {
    const { answer, ms } = await timed(() => partialBody(api.url, 5000));
    expect(answer.received).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer.received).toContain('"errorCode":"timeout"');
    expect(answer.closedByServer).toBe(true);
    expect(ms).toBeLessThan(300 + FAST_MS);
  });

  it('leaves requests within the budget alone', async () => {
    expect((await api.post('/api/cart/create')).status).toBe(200);
  });
});
