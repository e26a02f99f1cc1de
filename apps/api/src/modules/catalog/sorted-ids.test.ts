import { describe, expect, it } from 'vitest';
import { lowerBound, placeOfId } from './sorted-ids.ts';

describe('searching sorted ids by halves', () => {
  const ids = Float64Array.from([3, 7, 7, 12, 2_000_000_001]);

  it('finds the first place holding a number or a higher one', () => {
    expect(lowerBound(ids, 1)).toBe(0);
    expect(lowerBound(ids, 7)).toBe(1);
    expect(lowerBound(ids, 8)).toBe(3);
    expect(lowerBound(ids, 3_000_000_000)).toBe(5);
    expect(lowerBound(Int32Array.from([1, 5, 9]), 6)).toBe(2);
    expect(lowerBound(new Int32Array(0), 6)).toBe(0);
  });

  it('finds an id or answers -1', () => {
    expect(placeOfId(ids, 3)).toBe(0);
    expect(placeOfId(ids, 12)).toBe(3);
    expect(placeOfId(ids, 2_000_000_001)).toBe(4);
    expect(placeOfId(ids, 8)).toBe(-1);
    expect(placeOfId(ids, 4_000_000_000)).toBe(-1);
    expect(placeOfId(new Float64Array(0), 1)).toBe(-1);
  });
});
