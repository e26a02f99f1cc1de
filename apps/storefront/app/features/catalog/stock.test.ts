import { describe, expect, it } from 'vitest';
import { availabilityOf, maxQuantity } from './stock.ts';

const s = (qty: number, is_in_stock = true, manage_stock = true) => ({ qty, is_in_stock, manage_stock });

describe('ticket availability', () => {
  it.each([
    [s(100), 'in_stock', 10],
    [s(6), 'in_stock', 6],
    [s(5), 'few_left', 5],
    [s(1), 'few_left', 1],
    [s(0), 'sold_out', 0],
    [s(12, false), 'sold_out', 0],
    [s(0, true, false), 'in_stock', 10],
    [undefined, 'in_stock', 10],
  ] as const)('%j → %s, max %i', (stock, availability, max) => {
    expect(availabilityOf(stock)).toBe(availability);
    expect(maxQuantity(stock)).toBe(max);
  });
});
