import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { ALL_CATEGORIES_TAG, collapseTags, createOutputCache, isEnabled, keyMatches, tagMatches, TAGS_STORAGE_KEY } from './output-cache.js';

type Cache = ReturnType<typeof createOutputCache>;
const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A real HTTP host: cache middleware in front of a page handler that tags pages like the app's loaders do. */
async function host(cache: Cache, page: (req: express.Request, res: express.Response) => void, before?: express.RequestHandler) {
  const app = express();
  let renders = 0;
  if (before) app.use(before);
  app.post('/__cache/invalidate', cache.invalidationHandler);
  app.use(cache.middleware);
  app.use((req, res) => {
    renders++;
    page(req, res);
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders: () => renders };
}

/** fetch that reads the whole body, so the page has been stored before the next request. */
async function get(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, headers: res.headers, text: async () => body, json: async () => JSON.parse(body) as unknown };
}

function tagPage(tags: string[]) {
  const storage = (globalThis as Record<symbol, { getStore(): Set<string> | undefined }>)[TAGS_STORAGE_KEY];
  for (const t of tags) storage?.getStore()?.add(t);
}

const html = (tags: string[]) => (req: express.Request, res: express.Response) => {
  setTimeout(() => {
    tagPage(tags);
    res.status(200).type('html');
    res.write(`<p>${req.path}`);
    res.end(` #${Math.random()}</p>`);
  }, 1);
};

describe('output cache over HTTP', () => {
  it('serves a cookie-less GET from the cache on the second request, with X-Cache and the same body', async () => {
    const cache = createOutputCache({ log: () => {} });
    const { base, renders } = await host(cache, html(['P1']));
    const first = await get(`${base}/c/konserter`);
    const second = await get(`${base}/c/konserter`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toContain('text/html');
    expect(await second.text()).toBe(await first.text());
    expect(renders()).toBe(1);
    // Query strings are part of the key.
    expect((await get(`${base}/c/konserter?page=2`)).headers.get('x-cache')).toBe('MISS');
  });

  it('never serves or stores requests with cookies, other methods, or responses setting a cookie or failing', async () => {
    const cache = createOutputCache({ log: () => {} });
    const { base, renders } = await host(cache, (req, res) => {
      if (req.path === '/sets-cookie') res.setHeader('Set-Cookie', 'cart=1');
      res.status(req.path === '/missing' ? 404 : 200).send('x');
    });
    for (let i = 0; i < 2; i++) {
      expect((await get(`${base}/a`, { headers: { cookie: 'cart=abc' } })).headers.get('x-cache')).toBe('BYPASS');
      expect((await get(`${base}/a`, { method: 'POST' })).headers.get('x-cache')).toBe('BYPASS');
      expect((await get(`${base}/sets-cookie`)).headers.get('x-cache')).toBe('MISS');
      expect((await get(`${base}/missing`)).headers.get('x-cache')).toBe('MISS');
    }
    expect(renders()).toBe(8);
    expect(cache.size).toBe(0);
  });

  it('expires pages after the TTL (86400 s by default)', async () => {
    let t = 1_000_000;
    const cache = createOutputCache({ now: () => t, log: () => {} });
    const { base, renders } = await host(cache, html([]));
    await get(`${base}/x`);
    t += 86_399_000;
    expect((await get(`${base}/x`)).headers.get('x-cache')).toBe('HIT');
    t += 2000;
    expect((await get(`${base}/x`)).headers.get('x-cache')).toBe('MISS');
    expect(renders()).toBe(2);
  });

  it('invalidates exactly the pages tagged with a product or category', async () => {
    const cache = createOutputCache({ log: () => {} });
    const { base } = await host(cache, (req, res) => html(req.path === '/one' ? ['P1', 'C3'] : ['P2', 'C4'])(req, res));
    await get(`${base}/one`);
    await get(`${base}/two`);
    expect(cache.invalidate(['P1'])).toBe(1);
    expect((await get(`${base}/one`)).headers.get('x-cache')).toBe('MISS');
    expect((await get(`${base}/two`)).headers.get('x-cache')).toBe('HIT');
    expect(cache.invalidate(['C4'])).toBe(1);
    expect((await get(`${base}/two`)).headers.get('x-cache')).toBe('MISS');
  });

  it('a page with over 500 category tags carries the all-categories tag, which any category invalidation hits', async () => {
    const cache = createOutputCache({ log: () => {} });
    const many = Array.from({ length: 501 }, (_, i) => `C${i + 3}`);
    const { base } = await host(cache, (req, res) => html(req.path === '/menu-heavy' ? ['P9', ...many] : ['C3'])(req, res));
    await get(`${base}/menu-heavy`);
    await get(`${base}/small`);
    expect(cache.invalidate(['C999999'])).toBe(1);
    expect((await get(`${base}/menu-heavy`)).headers.get('x-cache')).toBe('MISS');
    expect((await get(`${base}/small`)).headers.get('x-cache')).toBe('HIT');
  });

  it('empties itself when the API reports a new catalogue version', async () => {
    let version = 'v1';
    const fetchImpl = (async () => new Response(JSON.stringify({ code: 200, result: { status: 'ok', catalogVersion: version } }))) as typeof fetch;
    const cache = createOutputCache({ apiUrl: 'http://api.test', fetchImpl, log: () => {} });
    const { base } = await host(cache, html(['P1']));
    await cache.checkCatalogVersion();
    await get(`${base}/x`);
    await cache.checkCatalogVersion();
    expect(cache.size).toBe(1);
    version = 'v2';
    await cache.checkCatalogVersion();
    expect(cache.size).toBe(0);
  });

  it('a page request checks the catalogue version first when the last check is older than the interval', async () => {
    let version = 'v1';
    let t = 0;
    let checks = 0;
    const fetchImpl = (async () => {
      checks++;
      return new Response(JSON.stringify({ code: 200, result: { catalogVersion: version } }));
    }) as typeof fetch;
    const cache = createOutputCache({ apiUrl: 'http://api.test', fetchImpl, now: () => t, checkIntervalMs: 1000, log: () => {} });
    const { base } = await host(cache, html(['P1']));
    expect((await get(`${base}/x`)).headers.get('x-cache')).toBe('MISS');
    expect((await get(`${base}/x`)).headers.get('x-cache')).toBe('HIT');
    expect(checks).toBe(1);
    version = 'v2';
    t += 500;
    expect((await get(`${base}/x`)).headers.get('x-cache')).toBe('HIT');
    t += 600;
    expect((await get(`${base}/x`)).headers.get('x-cache')).toBe('MISS');
    expect(checks).toBe(2);
  });

  it('the invalidation endpoint needs the configured key in the X-Cache-Key header', async () => {
    const cache = createOutputCache({ invalidationKey: 's3cret', log: () => {} });
    const { base } = await host(cache, html(['P5']));
    await get(`${base}/x`);
    expect((await get(`${base}/__cache/invalidate?tag=P5`, { method: 'POST', headers: { 'x-cache-key': 'wrong' } })).status).toBe(401);
    expect((await get(`${base}/__cache/invalidate?tag=P5`, { method: 'POST', headers: { 'x-cache-key': 's3cre' } })).status).toBe(401);
    expect((await get(`${base}/__cache/invalidate?tag=P5`, { method: 'POST' })).status).toBe(401);
    // The right key in the address is refused: addresses end up in access logs and browser history.
    expect((await get(`${base}/__cache/invalidate?tag=P5&key=s3cret`, { method: 'POST' })).status).toBe(401);
    expect(cache.size).toBe(1);
    const ok = await get(`${base}/__cache/invalidate?tag=P5`, { method: 'POST', headers: { 'x-cache-key': 's3cret' } });
    expect(await ok.json()).toEqual({ code: 200, result: { invalidated: ['P5'], removed: 1 } });
    expect(cache.size).toBe(0);
  });

  it('a cached page gets the nonce of the request it answers, in its scripts and in its policy header alike', async () => {
    const cache = createOutputCache({ log: () => {}, nonceOf: (res: express.Response) => res.locals.cspNonce as string });
    let n = 0;
    const withNonce: express.RequestHandler = (_req, res, next) => {
      res.locals.cspNonce = `nonce${++n}AbC-_`;
      res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${res.locals.cspNonce as string}'`);
      next();
    };
    const page = (_req: express.Request, res: express.Response) => {
      const nonce = res.locals.cspNonce as string;
      res.status(200).type('html');
      res.write(`<html><head><script nonce="${nonce}">1</script></head>`);
      res.end(`<body><p>nonce${n}</p><script nonce="${nonce}">2</script></body></html>`);
    };
    const { base, renders } = await host(cache, page, withNonce);
    const nonceIn = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
    const first = await get(`${base}/c/konserter`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(nonceIn(first.headers)).toBe('nonce1AbC-_');
    for (const expected of ['nonce2AbC-_', 'nonce3AbC-_']) {
      const hit = await get(`${base}/c/konserter`);
      expect(hit.headers.get('x-cache')).toBe('HIT');
      expect(nonceIn(hit.headers)).toBe(expected);
      const body = await hit.text();
      expect([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([expected, expected]);
      expect(body).not.toContain('nonce1AbC-_"');
    }
    // The page text is replayed as rendered.
    expect(await (await get(`${base}/c/konserter`)).text()).toContain('<p>nonce1</p>');
    expect(renders()).toBe(1);
  });

  it('compares keys by digest, so keys of any length are told apart', () => {
    expect(keyMatches('s3cret', 's3cret')).toBe(true);
    expect(keyMatches('s3cret', 's3cret ')).toBe(false);
    expect(keyMatches('', '')).toBe(false);
    expect(keyMatches(undefined, 's3cret')).toBe(false);
    expect(keyMatches(['s3cret'], 's3cret')).toBe(false);
  });

  it('evicts the least recently used pages beyond the entry and byte limits', async () => {
    const cache = createOutputCache({ maxEntries: 2, maxBytes: 10_000, log: () => {} });
    const { base } = await host(cache, (req, res) => res.status(200).send(req.path.startsWith('/big') ? 'x'.repeat(9000) : 'small'));
    await get(`${base}/a`);
    await get(`${base}/b`);
    expect((await get(`${base}/a`)).headers.get('x-cache')).toBe('HIT');
    await get(`${base}/c`);
    expect(cache.size).toBe(2);
    expect((await get(`${base}/a`)).headers.get('x-cache')).toBe('HIT');
    expect((await get(`${base}/b`)).headers.get('x-cache')).toBe('MISS');
    await get(`${base}/big`);
    await get(`${base}/big2`);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect((await get(`${base}/big2`)).headers.get('x-cache')).toBe('HIT');
    expect((await get(`${base}/big`)).headers.get('x-cache')).toBe('MISS');
  });

  it('OUTPUT_CACHE=off passes everything through', async () => {
    const cache = createOutputCache({ enabled: false, log: () => {} });
    const { base, renders } = await host(cache, html([]));
    await get(`${base}/x`);
    expect((await get(`${base}/x`)).headers.get('x-cache')).toBe('BYPASS');
    expect(renders()).toBe(2);
    expect(isEnabled('off')).toBe(false);
    expect(isEnabled('0')).toBe(false);
    expect(isEnabled(undefined)).toBe(true);
    expect(isEnabled('on')).toBe(true);
  });
});

describe('cache tags', () => {
  it('collapse above 500 category tags only', () => {
    const cats = Array.from({ length: 500 }, (_, i) => `C${i}`);
    expect(collapseTags(['P1', ...cats])).toHaveLength(501);
    expect(collapseTags(['P1', ...cats, 'C9999'])).toEqual(['P1', ALL_CATEGORIES_TAG]);
  });

  it('tagMatches', () => {
    expect(tagMatches('C5', new Set(['C']))).toBe(true);
    expect(tagMatches('C', new Set(['C5']))).toBe(true);
    expect(tagMatches('P5', new Set(['C']))).toBe(false);
    expect(tagMatches('P5', new Set(['P5']))).toBe(true);
  });
});
