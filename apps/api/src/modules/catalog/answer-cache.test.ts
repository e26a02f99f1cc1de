import { describe, expect, it } from 'vitest';
import { KeptAnswer } from '../../platform/kept-answer.ts';
import { AnswerCache } from './answer-cache.ts';

const answerOf = (bytes: number) => new KeptAnswer(`"${'x'.repeat(bytes - 2)}"`);

describe('AnswerCache', () => {
  it('is full after 5,000 answers', () => {
    const cache = new AnswerCache();
    for (let i = 0; i < 4999; i++) cache.set(`k${i}`, answerOf(10));
    expect(cache.full()).toBe(false);
    cache.set('last', answerOf(10));
    expect(cache.full()).toBe(true);
    cache.clear();
    expect([cache.size, cache.full()]).toEqual([0, false]);
  });

  it('is full once its answers hold 128 MB, and counts what a delete or a replacement gives back', () => {
    const cache = new AnswerCache();
    const big = answerOf(8 * 1024 * 1024);
    for (let i = 0; i < 15; i++) cache.set(`k${i}`, big);
    expect(cache.full()).toBe(true);
    cache.delete('k0');
    cache.delete('k1');
    expect(cache.full()).toBe(false);
    // Setting a key again replaces its answer without counting the old one twice.
    for (let i = 0; i < 5; i++) cache.set('k2', big);
    expect(cache.full()).toBe(false);
    expect(cache.get('k3')).toBe(big);
    expect([...cache.keys()]).toHaveLength(13);
  });

  it('gives back what it counted when an answer grew compressed forms after it was kept', () => {
    const cache = new AnswerCache();
    const grown = new KeptAnswer(JSON.stringify({ items: Array.from({ length: 200_000 }, (_, i) => `event number ${i}`) }));
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, grown);
    grown.bodyFor('gzip');
    grown.bodyFor('br');
    for (let i = 0; i < 20; i++) cache.delete(`k${i}`);
    // Counted back exactly: a cache holding 128 MB again is full again.
    const big = answerOf(8 * 1024 * 1024);
    for (let i = 0; i < 14; i++) cache.set(`b${i}`, big);
    expect(cache.full()).toBe(false);
    cache.set('b14', big);
    expect(cache.full()).toBe(true);
  });

  it('counts its keys too, so requests with long bodies cannot grow it past 128 MB', () => {
    const cache = new AnswerCache();
    // Each key is a request of 1 Mi characters (2 MiB as counted) with a tiny answer: 64 of them reach the bound.
    const key = (i: number) => `${i}:${'f'.repeat(1024 * 1024)}`;
    for (let i = 0; i < 63; i++) cache.set(key(i), answerOf(10));
    expect(cache.full()).toBe(false);
    cache.set(key(63), answerOf(10));
    expect(cache.full()).toBe(true);
    cache.delete(key(0));
    expect(cache.full()).toBe(false);
  });
});

describe('AnswerCache.admits', () => {
  it('admits a request from its second sighting on, each request on its own', () => {
    const cache = new AnswerCache();
    expect(cache.admits('POST /listing?page=1')).toBe(false);
    expect(cache.admits('POST /listing?page=2')).toBe(false);
    expect(cache.admits('POST /listing?page=1')).toBe(true);
    expect(cache.admits('POST /listing?page=1')).toBe(true);
    expect(cache.admits('POST /listing?page=2')).toBe(true);
    expect(cache.admits('POST /listing?page=3')).toBe(false);
  });

  it('forgets nothing it can hold: a thousand requests seen once are each admitted the second time', () => {
    const cache = new AnswerCache();
    const keys = Array.from({ length: 1000 }, (_, i) => `POST /api/catalog/default/product/_search?from=${i * 16}\n{"filters":[]}`);
    expect(keys.map((k) => cache.admits(k)).some(Boolean)).toBe(false);
    expect(keys.filter((k) => cache.admits(k)).length).toBeGreaterThanOrEqual(990);
  });

  it('tells long keys apart by their length, start and end: a listing with its subcategory ids is admitted on its own', () => {
    const cache = new AnswerCache();
    const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i * 6).join(',');
    const listing = (page: number, category: number, count: number, city: string) => `POST /search?from=${page * 16}\n{"filters":[{"attribute":"category_ids","value":{"in":[${category},${ids(101_005, count)}]}},{"attribute":"city","value":{"in":["${city}"]}}]}`;
    const keys = [listing(0, 3, 900, 'Malmö'), listing(1, 3, 900, 'Malmö'), listing(0, 4, 900, 'Malmö'), listing(0, 3, 901, 'Malmö'), listing(0, 3, 900, 'Lund')];
    expect(keys.every((k) => k.length > 5000)).toBe(true);
    expect(keys.map((k) => cache.admits(k))).toEqual([false, false, false, false, false]);
    expect(keys.map((k) => cache.admits(k))).toEqual([true, true, true, true, true]);
  });
});
