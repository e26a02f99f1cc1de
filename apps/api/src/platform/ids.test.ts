import { describe, expect, it } from 'vitest';
import { newCartId, randomRef } from './ids.ts';

describe('ids', () => {
  it('makes cart ids of 32 hex characters, never the same twice across many refills of the pool', () => {
    const ids = Array.from({ length: 5_000 }, () => newCartId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes references of a prefix and 24 hex characters, drawn from the same pool without repeats', () => {
    const refs = Array.from({ length: 1_000 }, () => randomRef('pay'));
    for (const ref of refs) expect(ref).toMatch(/^pay_[0-9a-f]{24}$/);
    expect(new Set(refs).size).toBe(refs.length);
    // Bytes are not handed out twice: consecutive ids do not overlap in the pool.
    const a = newCartId();
    const b = newCartId();
    expect(a.slice(16)).not.toBe(b.slice(0, 16));
  });

  it('spreads the characters evenly, as random bytes would', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) for (const c of newCartId()) counts.set(c, (counts.get(c) ?? 0) + 1);
    // 64,000 characters over 16 digits: 4,000 each, far from the 3,500–4,500 bounds unless biased.
    expect(counts.size).toBe(16);
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(3_500);
      expect(n).toBeLessThan(4_500);
    }
  });
});
