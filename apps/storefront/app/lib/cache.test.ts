import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache, memoize } from './cache.ts';

afterEach(() => vi.useRealTimers());

describe('createCache', () => {
  it('keeps at most `max` entries, dropping the least recently used first', () => {
    const cache = createCache<string, number>({ max: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(cache.get('b')).toBeUndefined();
  });

  it('serves an entry for its time to live and not after', () => {
    let t = 1_000;
    const cache = createCache<string, string>({ max: 10, ttlMs: 60_000, now: () => t });
    cache.set('k', 'v');
    t += 59_999;
    expect(cache.get('k')).toBe('v');
    t += 2;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('without a time to live keeps entries until they are pushed out', () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance', 'setTimeout'] });
    const cache = createCache<string, string>({ max: 10 });
    cache.set('k', 'v');
    vi.advanceTimersByTime(365 * 86_400_000);
    expect(cache.get('k')).toBe('v');
  });
});

describe('memoize', () => {
  it('shares one load between callers, during and after it', async () => {
    const cache = createCache<string, Promise<number>>({ max: 10 });
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([memoize(cache, 'k', load), memoize(cache, 'k', load)]);
    expect([a, b, await memoize(cache, 'k', load)]).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a null answer', async () => {
    const cache = createCache<string, Promise<string | null>>({ max: 10 });
    const load = vi.fn(async () => null);
    await memoize(cache, 'k', load);
    expect(await memoize(cache, 'k', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const cache = createCache<string, Promise<number>>({ max: 10 });
    await expect(memoize(cache, 'k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.has('k')).toBe(false);
    expect(await memoize(cache, 'k', async () => 7)).toBe(7);
  });

  it('loads again once the entry expired', async () => {
    let t = 1_000;
    const cache = createCache<string, Promise<number>>({ max: 10, ttlMs: 1000, now: () => t });
    let n = 0;
    const load = async () => ++n;
    expect(await memoize(cache, 'k', load)).toBe(1);
    t += 1500;
    expect(await memoize(cache, 'k', load)).toBe(2);
  });
});
