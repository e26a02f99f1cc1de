import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-math.ts';

describe('cart math', () => {
  it('counts tickets, not lines', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount([{ qty: 2 }, { qty: 3 }])).toBe(5);
    expect(cartCount([{ qty: Number.NaN }, { qty: -1 }, { qty: 1 }])).toBe(1);
  });
});
