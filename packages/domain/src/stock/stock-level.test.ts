import { describe, expect, it } from 'vitest';
import { isFewLeft, MAX_TICKETS_PER_ROW, maxTicketsForRow, stockLevel, ticketsLeft } from './stock-level.ts';

const s = (qty: number, is_in_stock = true, manage_stock = true) => ({ qty, is_in_stock, manage_stock });

describe('stock thresholds', () => {
  it('a row takes at most ten tickets', () => {
    expect(MAX_TICKETS_PER_ROW).toBe(10);
  });

  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [10, false],
  ])('%i left is few left: %s', (left, few) => {
    expect(isFewLeft(left)).toBe(few);
  });
});

describe('a ticket category\'s stock level, tickets left and row maximum', () => {
  it.each([
    ['plenty of managed stock', s(100), 'in_stock', 100, 10],
    ['just above the threshold', s(6), 'in_stock', 6, 6],
    ['at the threshold', s(5), 'few_left', 5, 5],
    ['one left', s(1), 'few_left', 1, 1],
    ['a part ticket left', s(1.5), 'few_left', 1, 1],
    ['none left', s(0), 'sold_out', 0, 0],
    ['less than none left', s(-2), 'sold_out', 0, 0],
    ['flagged out of stock with tickets left', s(12, false), 'sold_out', 12, 0],
    ['unmanaged stock with no count', s(0, true, false), 'in_stock', null, 10],
    ['unmanaged stock flagged out of stock', s(50, false, false), 'sold_out', null, 0],
  ] as const)('%s: %s, %s left, row max %i', (_, stock, level, left, max) => {
    expect(stockLevel(stock)).toBe(level);
    expect(ticketsLeft(stock)).toBe(left);
    expect(maxTicketsForRow(stock)).toBe(max);
  });

  it('without stock figures a row may take the per-row maximum', () => {
    expect(maxTicketsForRow(undefined)).toBe(10);
  });
});
