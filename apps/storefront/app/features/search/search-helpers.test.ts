import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_SEARCH_TIMEOUT_MS, clearClientSearchCache, clientSearch } from './catalog-client.ts';
import { suggestQuery } from './suggestion-query.ts';
import { requestHash, stableStringify } from './request-hash.ts';
import { cachedResults, clearResultsCache } from './results-cache.ts';

afterEach(() => {
  vi.useRealTimers();
  clearClientSearchCache();
  clearResultsCache();
});

describe('request hash', () => {
  it('is the same for equal requests whatever the key order, and differs otherwise', () => {
    expect(stableStringify({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(requestHash({ q: 'abba', size: 6 })).toBe(requestHash({ size: 6, q: 'abba' }));
    expect(requestHash({ q: 'abba' })).not.toBe(requestHash({ q: 'abb' }));
    expect(requestHash({ q: 'x' })).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('suggest query', () => {
  it('needs two characters and collapses whitespace', () => {
    expect(suggestQuery(' a ')).toBeNull();
    expect(suggestQuery('  lilla   björn ')).toBe('lilla björn');
  });
});

describe('client catalogue search', () => {
  const answer = { code: 200, result: { items: [{ sku: 'A' }], total: 1, perPage: 6, start: 0, aggregations: {}, attributeMetadata: [] } };

  it('reads with GET over /api, has a 5000 ms timeout, and answers a repeated request from the cache', async () => {
    expect(CLIENT_SEARCH_TIMEOUT_MS).toBe(5000);
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(answer), { status: 200 }));
    const r = { storeCode: 'default' as const, entity: 'product' as const, body: { text: 'norsken' }, size: 6 };
    const first = await clientSearch(r, { fetcher: fetcher as unknown as typeof fetch });
    const second = await clientSearch({ ...r, body: { text: 'norsken' } }, { fetcher: fetcher as unknown as typeof fetch });
    expect(first.items).toEqual([{ sku: 'A' }]);
    expect(second).toBe(first);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetcher.mock.calls[0]![0]), 'http://x');
    expect(url.pathname).toBe('/api/catalog/default/product/_search');
    expect(JSON.parse(url.searchParams.get('request')!)).toEqual({ filters: [], aggregations: [], text: 'norsken' });
    expect(fetcher.mock.calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('does not cache a failed answer', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 503 }));
    const r = { storeCode: 'default' as const, entity: 'product' as const, body: { text: 'x1' } };
    await expect(clientSearch(r, { fetcher: fetcher as unknown as typeof fetch })).rejects.toThrow('503');
    await expect(clientSearch(r, { fetcher: fetcher as unknown as typeof fetch })).rejects.toThrow('503');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

describe('results page cache', () => {
  it('loads a request once, and fails a load slower than the timeout', async () => {
    const load = vi.fn(async () => ({ q: 'abba' }));
    expect(await cachedResults({ path: '/search', q: 'abba' }, load)).toEqual({ q: 'abba' });
    expect(await cachedResults({ path: '/search', q: 'abba' }, load)).toEqual({ q: 'abba' });
    expect(load).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    const slow = cachedResults({ path: '/search', q: 'slow' }, () => new Promise<object>(() => {}), 5000);
    const check = expect(slow).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(5000);
    await check;
  });

  it('keeps the 30 most recently used requests', async () => {
    const load = vi.fn(async () => ({ q: 'x' }));
    for (let i = 0; i <= 30; i++) await cachedResults({ path: '/search', q: `q${i}` }, load);
    expect(load).toHaveBeenCalledTimes(31);
    await cachedResults({ path: '/search', q: 'q30' }, load);
    expect(load).toHaveBeenCalledTimes(31);
    await cachedResults({ path: '/search', q: 'q0' }, load);
    expect(load).toHaveBeenCalledTimes(32);
  });
});
