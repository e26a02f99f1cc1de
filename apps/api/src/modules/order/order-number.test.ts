import { describe, expect, it } from 'vitest';
import { newOrderNumber } from './order-number.ts';

describe('newOrderNumber', () => {
  it('is 10 characters without look-alikes, different every time', () => {
    const numbers = Array.from({ length: 2000 }, () => newOrderNumber());
    for (const n of numbers) expect(n).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('uses every character of its alphabet', () => {
    const seen = new Set(Array.from({ length: 500 }, () => newOrderNumber()).join(''));
    expect(seen.size).toBe(32);
  });
});
