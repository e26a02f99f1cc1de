import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';

describe('createRng', () => {
  it('is deterministic for a seed and stays within bounds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 200 }, () => a.int(3, 7));
    expect(Array.from({ length: 200 }, () => b.int(3, 7))).toEqual(xs);
    expect(Math.min(...xs)).toBe(3);
    expect(Math.max(...xs)).toBe(7);
    expect(createRng(43).next()).not.toBe(createRng(42).next());
  });
});
