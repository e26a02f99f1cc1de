import { describe, expect, it } from 'vitest';
import { cartCount, parseQty } from './cart-math.ts';

describe('cart math', () => {
  it('counts tickets, not lines', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount([{ qty: 2 }, { qty: 3 }])).toBe(5);
    expect(cartCount([{ qty: Number.NaN }, { qty: -1 }, { qty: 1 }])).toBe(1);
  });
  it.each([
    [null, 1],
    ['', 1],
    ['4', 4],
    ['0', null],
    ['11', null],
    ['2.5', null],
    ['x', null],
  ])('parseQty(%j) → %j', (raw, expected) => {
    expect(parseQty(raw)).toBe(expected);
  });
});
