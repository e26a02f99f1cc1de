import { describe, expect, it } from 'vitest';
import type { CartLineRecord } from './cart.repo.ts';
import { planGuestMerge } from './merge-plan.ts';

const line = (itemId: number, productId: number, sku: string, qty: number): CartLineRecord => ({ itemId, productId, sku, parentSku: null, qty, productOption: null });

describe('planGuestMerge', () => {
  it('adds a guest line to the equal customer line, pushes a guest-only line and leaves customer-only lines alone', () => {
    const own = [line(1, 10, 'A', 2), line(2, 20, 'B', 1)];
    const guest = [line(7, 10, 'A', 3), line(8, 30, 'C', 4)];
    const plan = planGuestMerge(guest, own, new Map());
    expect(plan.updates).toEqual([{ line: own[0], qty: 5 }]);
    expect(plan.inserts).toEqual([{ line: guest[1], qty: 4 }]);
    expect(plan.shortages).toEqual([]);
    expect(plan.productIds).toEqual([10, 30]);
  });

  it('never matches lines by item id across carts', () => {
    const plan = planGuestMerge([line(1, 30, 'C', 1)], [line(1, 10, 'A', 2)], new Map());
    expect(plan.updates).toEqual([]);
    expect(plan.inserts.map((i) => i.line.sku)).toEqual(['C']);
  });

  it('cuts merged quantities to the stock left and the per-line maximum, with the hold texts', () => {
    const own = [line(1, 10, 'A', 2), line(2, 20, 'B', 8)];
    const guest = [line(7, 10, 'A', 3), line(8, 20, 'B', 5), line(9, 30, 'C', 2)];
    const limits = new Map([
      [10, { available: 4, maxSaleQty: 10 }],
      [20, { maxSaleQty: 10 }],
      [30, { available: 0, maxSaleQty: 10 }],
    ]);
    const plan = planGuestMerge(guest, own, limits);
    expect(plan.updates).toEqual([
      { line: own[0], qty: 4 },
      { line: own[1], qty: 10 },
    ]);
    expect(plan.inserts).toEqual([]);
    expect(plan.shortages).toEqual([
      { sku: 'A', wanted: 5, kept: 4, message: 'Not enough tickets left: only 4 available' },
      { sku: 'B', wanted: 13, kept: 10, message: 'Quantity must be below 11' },
      { sku: 'C', wanted: 2, kept: 0, message: 'The product is out of stock and cannot be added to the cart!' },
    ]);
  });
});
