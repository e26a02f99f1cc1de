import { describe, expect, it } from 'vitest';
import { hasMore, pageWindow, parsePage } from './paging.ts';

describe('load-more paging', () => {
  it.each([
    ['', 1],
    ['page=1', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
    ['page=9999', 50],
  ])('?%s → page %i', (qs, page) => {
    expect(parsePage(new URLSearchParams(qs))).toBe(page);
  });

  it('page N asks for the first N×16', () => {
    expect(pageWindow(1)).toEqual({ from: 0, size: 16 });
    expect(pageWindow(3)).toEqual({ from: 0, size: 48 });
  });

  it('hasMore', () => {
    expect(hasMore(40, 16)).toBe(true);
    expect(hasMore(16, 16)).toBe(false);
    expect(hasMore(0, 0)).toBe(false);
  });
});
