import { describe, expect, it } from 'vitest';
import { listingQuerySchema, pageQuerySchema } from '@encore/contracts';
import { hasMore, pageWindow } from './paging.ts';

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
    expect(pageQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))).page).toBe(page);
  });

  it('bounds listing filters without judging them: at most 20 values of 256 characters a name', () => {
    const long = 'x'.repeat(300);
    const parsed = listingQuerySchema.parse({ venue: ['avicii-arena', long], city: Array.from({ length: 30 }, (_, i) => `c${i}`), sort: ['price:asc'] });
    expect(parsed.venue).toEqual(['avicii-arena']);
    expect(parsed.city).toHaveLength(20);
    expect(parsed.sort).toEqual(['price:asc']);
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
