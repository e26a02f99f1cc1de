import { describe, expect, it } from 'vitest';
import { availabilityOf, maxQuantity } from './stock.ts';

const s = (qty: number, is_in_stock = true, manage_stock = true) => ({ qty, is_in_stock, manage_stock });

describe('ticket availability on a rendered page', () => {
  it.each([
    [s(100), 'in_stock', 10],
    [s(5), 'few_left', 5],
    [s(0), 'sold_out', 0],
    [undefined, 'in_stock', 10],
  ] as const)('%j → %s, picker max %i', (stock, availability, max) => {
    expect(availabilityOf(stock)).toBe(availability);
    expect(maxQuantity(stock)).toBe(max);
  });
});
