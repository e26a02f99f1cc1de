import { describe, expect, it } from 'vitest';
import type { ProductOption } from '@encore/contracts';
import { planGuestMerge, type MergeLine, type ProductLimit } from './merge-plan.ts';

const line = (itemId: number, productId: number, sku: string, qty: number, productOption: ProductOption | null = null): MergeLine => ({ itemId, productId, sku, qty, productOption });
const custom = (value: string): ProductOption => ({ extension_attributes: { custom_options: [{ option_id: '1', option_value: value }] } });

const NOT_ENOUGH_4 = 'Not enough tickets left: only 4 available';
const BELOW_11 = 'Quantity must be below 11';
const OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!';

type Summary = { updates: Array<[string, number]>; inserts: Array<[string, number]>; shortages: Array<[string, number, number, string]>; productIds: number[] };

function summary(guest: MergeLine[], own: MergeLine[], limits: Array<[number, ProductLimit]> = []): Summary {
  const plan = planGuestMerge(guest, own, new Map(limits));
  return {
    updates: plan.updates.map((u) => [`${u.line.sku}#${u.line.itemId}`, u.qty]),
    inserts: plan.inserts.map((i) => [`${i.line.sku}#${i.line.itemId}`, i.qty]),
    shortages: plan.shortages.map((s) => [s.sku, s.wanted, s.kept, s.message]),
    productIds: plan.productIds,
  };
}

describe('planGuestMerge', () => {
  it.each<[string, MergeLine[], MergeLine[], Array<[number, ProductLimit]>, Summary]>([
    [
      'a guest line adds to the equal customer line, a guest-only line is inserted, customer-only lines stay',
      [line(7, 10, 'A', 3), line(8, 30, 'C', 4)],
      [line(1, 10, 'A', 2), line(2, 20, 'B', 1)],
      [],
      { updates: [['A#1', 5]], inserts: [['C#8', 4]], shortages: [], productIds: [10, 30] },
    ],
    ['lines are never matched by their id across carts', [line(1, 30, 'C', 1)], [line(1, 10, 'A', 2)], [], { updates: [], inserts: [['C#1', 1]], shortages: [], productIds: [30] }],
    ['an empty guest cart changes nothing', [], [line(1, 10, 'A', 2)], [], { updates: [], inserts: [], shortages: [], productIds: [] }],
    ['lines with other options are other lines', [line(7, 10, 'A', 1, custom('red'))], [line(1, 10, 'A', 2, custom('blue'))], [], { updates: [], inserts: [['A#7', 1]], shortages: [], productIds: [10] }],
    ['lines with the same options are one line', [line(7, 10, 'A', 1, custom('red'))], [line(1, 10, 'A', 2, custom('red'))], [], { updates: [['A#1', 3]], inserts: [], shortages: [], productIds: [10] }],
    [
      'a merged line is cut to the stock the cart can hold',
      [line(7, 10, 'A', 3)],
      [line(1, 10, 'A', 2)],
      [[10, { available: 4, maxSaleQty: 10 }]],
      { updates: [['A#1', 4]], inserts: [], shortages: [['A', 5, 4, NOT_ENOUGH_4]], productIds: [10] },
    ],
    [
      'a merged line is cut to the per-line maximum',
      [line(8, 20, 'B', 5)],
      [line(2, 20, 'B', 8)],
      [[20, { maxSaleQty: 10 }]],
      { updates: [['B#2', 10]], inserts: [], shortages: [['B', 13, 10, BELOW_11]], productIds: [20] },
    ],
    [
      'a guest line of a sold-out product is not inserted',
      [line(9, 30, 'C', 2)],
      [],
      [[30, { available: 0, maxSaleQty: 10 }]],
      { updates: [], inserts: [], shortages: [['C', 2, 0, OUT_OF_STOCK]], productIds: [30] },
    ],
    [
      'stock is taken by the lines in cart order: the customer\'s line first, then the guest\'s',
      [line(7, 10, 'A', 3, custom('red'))],
      [line(1, 10, 'A', 3, custom('blue'))],
      [[10, { available: 4, maxSaleQty: 0 }]],
      { updates: [], inserts: [['A#7', 1]], shortages: [['A', 3, 1, 'Not enough tickets left: only 1 available']], productIds: [10] },
    ],
    [
      'a customer line whose stock is gone is set to 0 (deleted)',
      [line(7, 10, 'A', 1)],
      [line(1, 10, 'A', 2)],
      [[10, { available: 0, maxSaleQty: 0 }]],
      { updates: [['A#1', 0]], inserts: [], shortages: [['A', 3, 0, OUT_OF_STOCK]], productIds: [10] },
    ],
    [
      'an untouched product keeps its lines whatever its limits',
      [line(7, 10, 'A', 1)],
      [line(2, 20, 'B', 8)],
      [[20, { available: 0, maxSaleQty: 1 }]],
      { updates: [], inserts: [['A#7', 1]], shortages: [], productIds: [10] },
    ],
  ])('%s', (_case, guest, own, limits, expected) => {
    expect(summary(guest, own, limits)).toEqual(expected);
  });

  it('hands back the caller\'s own line objects', () => {
    const own = [line(1, 10, 'A', 2)];
    const guest = [line(7, 10, 'A', 3), line(8, 30, 'C', 4)];
    const plan = planGuestMerge(guest, own, new Map());
    expect(plan.updates[0]!.line).toBe(own[0]);
    expect(plan.inserts[0]!.line).toBe(guest[1]);
  });
});
