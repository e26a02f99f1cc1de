// Output cache for server-rendered pages: a page lives 86400 s, is tagged by
// the products and categories it shows, and goes when the catalogue changes.
// Plain ESM so that server.js can load it without a build step; its store is
// the shop's one cache library (lru-cache), which app/lib/cache.ts wraps for the app.
//
// Only cookie-less GET/HEAD requests are served from or stored in the cache:
// a cookie means a cart or a session, whose pages differ per visitor. Pages
// record the products and categories they showed (app/lib/cache-tags.server.ts
// adds to the request's tag set through the AsyncLocalStorage published on
// globalThis), so a tag invalidation removes exactly the pages that showed them.
// Prices and stock on a cached page are refreshed in the browser after hydration.
//
// A page's inline scripts carry the nonce of the request that rendered it, and the Content Security
// Policy header of every answer names a fresh one. So the cache keeps a page as the pieces between
// the places where its rendering nonce stood, and joins them with the answering request's nonce on
// every hit; the policy header itself is never stored. Only the exact random nonce of the rendering
// is replaced, so no text of the page content can turn into a valid nonce.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export const TAGS_STORAGE_KEY = Symbol.for('encore.output-cache.tags');
export const DEFAULT_TTL_SECONDS = 86_400;
/** Above this many category tags a page is tagged with the one all-categories tag instead. */
export const CATEGORY_TAG_LIMIT = 500;
export const ALL_CATEGORIES_TAG = 'C';

const CATEGORY_TAG = /^C\d+$/;
// Headers describing one particular transfer or visitor; everything else is replayed on a hit.
const UNSTORED_HEADERS = new Set(['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'x-cache', 'age', 'keep-alive', 'content-security-policy', 'content-security-policy-report-only']);

/** More than `limit` category tags collapse into the all-categories tag 'C'; product and other tags are kept. */
export function collapseTags(tags, limit = CATEGORY_TAG_LIMIT) {
  const list = [...new Set(tags)];
  const categories = list.filter((t) => CATEGORY_TAG.test(t));
  if (categories.length <= limit) return list;
  return [...list.filter((t) => !CATEGORY_TAG.test(t)), ALL_CATEGORIES_TAG];
}

/** Does invalidating `tag` remove a page tagged with `pageTags`? 'C5' also hits pages tagged 'C', and 'C' hits every category tag. */
export function tagMatches(tag, pageTags) {
  if (pageTags.has(tag)) return true;
  if (CATEGORY_TAG.test(tag)) return pageTags.has(ALL_CATEGORIES_TAG);
  if (tag === ALL_CATEGORIES_TAG) return [...pageTags].some((t) => CATEGORY_TAG.test(t));
  return false;
}

/** Whether `given` is the configured key, compared in constant time over digests of equal length. */
export function keyMatches(given, expected) {
  if (typeof given !== 'string' || typeof expected !== 'string' || given === '' || expected === '') return false;
  const digest = (text) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** 'off', 'false', '0' and 'no' switch the cache off; anything else (or unset) leaves it on. */
export function isEnabled(value) {
  return !['off', 'false', '0', 'no'].includes(String(value ?? '').trim().toLowerCase());
}

/**
 * `nonceOf(res)` answers the request's script nonce (the host keeps it in `res.locals.cspNonce`).
 * @param {{ enabled?: boolean, ttlSeconds?: number, maxEntries?: number, invalidationKey?: string,
 *   maxBytes?: number, apiUrl?: URL | string, checkIntervalMs?: number, now?: () => number, fetchImpl?: typeof fetch, log?: (msg: string) => void,
 *   nonceOf?: (res: import('express').Response) => string | undefined, spread?: (tags: string[]) => Promise<number> }} options
 * `spread`, when set, carries an invalidation to every host of the shop (WEB_WORKERS) instead of this one.
 */
export function createOutputCache(options = {}) {
  const enabled = options.enabled ?? true;
  const ttlMs = (options.ttlSeconds ?? DEFAULT_TTL_SECONDS) * 1000;
  const maxEntries = options.maxEntries ?? 5000;
  // A byte budget as well, so a few huge pages cannot exhaust memory.
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((msg) => console.log(msg));
  /** Pages by host and URL, least recently used dropped first beyond the entry or byte limit. */
  const entries = new LRUCache({
    max: maxEntries,
    maxSize: maxBytes,
    // lru-cache sizes must be positive; an empty page still takes an entry.
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
    ttl: ttlMs,
    // Read the clock on every lookup, so a page is never served past its time to live.
    ttlResolution: 0,
    perf: { now },
  });
  const storage = new AsyncLocalStorage();
  globalThis[TAGS_STORAGE_KEY] = storage;
  let catalogVersion;

  function keyOf(req) {
    return `${req.headers.host ?? ''}${req.originalUrl ?? req.url}`;
  }

  function invalidate(tags) {
    const hit = [...entries.entries()].filter(([, entry]) => tags.some((t) => tagMatches(t, entry.tags))).map(([key]) => key);
    for (const key of hit) entries.delete(key);
    return hit.length;
  }

  function clear() {
    const n = entries.size;
    entries.clear();
    return n;
  }

  /** Reads the API's catalogue version; a change (import, seed) empties the cache. */
  async function checkCatalogVersion() {
    if (!options.apiUrl) return;
    try {
      const res = await (options.fetchImpl ?? fetch)(new URL('/api/health', options.apiUrl), { signal: AbortSignal.timeout(5000) });
      const body = await res.json();
      const version = body?.result?.catalogVersion;
      if (version === undefined) return;
      if (catalogVersion !== undefined && version !== catalogVersion) {
        const n = clear();
        log(`[output-cache] catalogue version ${catalogVersion} → ${version}: ${n} pages dropped`);
      }
      catalogVersion = version;
    } catch {
      // API briefly unreachable: keep serving; the next check catches up.
    }
  }

  // The version is checked on demand: a page request finding the last check older than the interval
  // waits for one /api/health answer (shared by concurrent requests) before it is served from the cache.
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  let lastCheckAt = -Infinity;
  let inflight;
  function ensureFresh() {
    if (!options.apiUrl || now() - lastCheckAt < checkIntervalMs) return undefined;
    inflight ??= checkCatalogVersion().finally(() => {
      lastCheckAt = now();
      inflight = undefined;
    });
    return inflight;
  }

  function start() {
    if (enabled) void ensureFresh();
  }

  function stop() {}

  function cacheable(req) {
    return enabled && (req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie && !req.headers.authorization;
  }

  function serveHit(req, res, entry, body) {
    res.status(entry.status);
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    res.setHeader('X-Cache', 'HIT');
    res.setHeader('Age', String(Math.floor((now() - entry.storedAt) / 1000)));
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }

  /** The stored page with this request's nonce where the rendering nonce stood, or undefined when the request has none. */
  function bodyFor(res, entry) {
    if (!entry.pieces) return entry.body;
    const nonce = options.nonceOf?.(res);
    if (!nonce) return undefined;
    const between = Buffer.from(nonce, 'utf8');
    return Buffer.concat(entry.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [between, piece])));
  }

  /** The pieces of the page between the places where its rendering nonce stood; undefined for a page without it. */
  function piecesOf(res, body) {
    const nonce = options.nonceOf?.(res);
    if (!nonce) return undefined;
    const pieces = [];
    let from = 0;
    for (let at = body.indexOf(nonce); at >= 0; at = body.indexOf(nonce, from)) {
      pieces.push(body.subarray(from, at));
      from = at + Buffer.byteLength(nonce);
    }
    if (pieces.length === 0) return undefined;
    pieces.push(body.subarray(from));
    return pieces;
  }

  /** Express middleware: mount after compression (it stores the uncompressed body) and before the page handler. */
  function middleware(req, res, next) {
    if (!cacheable(req)) {
      res.setHeader('X-Cache', 'BYPASS');
      next();
      return;
    }
    const pending = ensureFresh();
    if (pending) {
      pending.then(() => serve(req, res, next), next);
      return;
    }
    serve(req, res, next);
  }

  function serve(req, res, next) {
    const key = keyOf(req);
    // A page past its time to live is not returned (and is dropped).
    const hit = entries.get(key);
    const hitBody = hit && bodyFor(res, hit);
    if (hit && hitBody) {
      serveHit(req, res, hit, hitBody);
      return;
    }
    res.setHeader('X-Cache', 'MISS');
    if (req.method === 'HEAD') {
      next();
      return;
    }

    const tags = new Set();
    const chunks = [];
    let tooLarge = false;
    let size = 0;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || tooLarge) return;
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      size += buf.length;
      // The sitemap of the large catalogue (three stores, 10,000 events) is about 10 MB.
      if (size > 16 * 1024 * 1024) tooLarge = true;
      else chunks.push(buf);
    };
    res.write = (chunk, encoding, cb) => {
      keep(chunk, encoding);
      return write(chunk, encoding, cb);
    };
    res.end = (chunk, encoding, cb) => {
      keep(chunk, encoding);
      store();
      return end(chunk, encoding, cb);
    };
    function store() {
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (res.statusCode !== 200 || tooLarge || res.getHeader('set-cookie') || /no-store|private/.test(cacheControl)) return;
      const headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (!UNSTORED_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
      }
      const body = Buffer.concat(chunks);
      // The pieces are views of the body, so a page is kept in memory once.
      entries.set(key, { status: 200, headers, body, pieces: piecesOf(res, body), tags: new Set(collapseTags(tags)), storedAt: now() });
    }
    storage.run(tags, next);
  }

  /**
   * `POST /__cache/invalidate?tag=P12,C3` with the key in the X-Cache-Key header (never in the address, which
   * ends up in logs and browser history); without OUTPUT_CACHE_KEY configured it does not exist.
   */
  function invalidationHandler(req, res, next) {
    if (!options.invalidationKey) {
      next();
      return;
    }
    const url = new URL(req.originalUrl ?? req.url, 'http://local');
    if (!keyMatches(req.headers['x-cache-key'], options.invalidationKey)) {
      res.status(401).json({ code: 401, result: { errorCode: 'unauthorized', message: 'Invalid cache key' } });
      return;
    }
    const tags = (url.searchParams.get('tag') ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    // One of several hosts passes the invalidation to all of them (server/workers.js).
    Promise.resolve(options.spread ? options.spread(tags) : drop(tags)).then(
      (removed) => res.status(200).json({ code: 200, result: { invalidated: tags, removed } }),
      next,
    );
  }

  /** Removes the pages under `tags`, or every page for '*'; answers how many went. */
  function drop(tags) {
    return tags.includes('*') ? clear() : invalidate(tags);
  }

  return { middleware, invalidationHandler, invalidate, clear, drop, checkCatalogVersion, start, stop, get size() { return entries.size; }, get bytes() { return entries.calculatedSize; }, enabled };
}
