import { describe, expect, it } from 'vitest';
import { parseRecentViews, withView, type RecentView } from './recently-viewed.ts';

const view = (sku: string): RecentView => ({ sku, name: `Event ${sku}`, path: `/p/${sku}/x`, viewedAt: '2026-11-01T10:00:00.000Z' });

describe('recently viewed events', () => {
  it('puts the newest first and keeps each event once', () => {
    expect(withView([view('a'), view('b')], view('b')).map((v) => v.sku)).toEqual(['b', 'a']);
  });

  it('keeps at most the newest 20', () => {
    const list = Array.from({ length: 20 }, (_, i) => view(`s${i}`));
    const next = withView(list, view('new'));
    expect(next).toHaveLength(20);
    expect(next[0]!.sku).toBe('new');
    expect(next.at(-1)!.sku).toBe('s18');
  });

  it('reads only well-formed entries with a path on this site', () => {
    expect(parseRecentViews('not json')).toEqual([]);
    expect(parseRecentViews('{"a":1}')).toEqual([]);
    expect(parseRecentViews(JSON.stringify([view('a'), { sku: 'b' }, { ...view('c'), path: '//evil.example/x' }, { ...view('d'), path: 'https://x' }]))).toEqual([view('a')]);
  });
});
