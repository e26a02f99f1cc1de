import { describe, expect, it } from 'vitest';
import { InventoryTable, type InventoryRow } from './inventory-table.ts';

const row = (product_id: number, qty: number, sold: number, manage_stock = 1, max_sale_qty = 10): InventoryRow => ({ product_id, qty, sold, manage_stock, max_sale_qty });
const rows = [row(1001, 100, 10), row(1002, 50, 50, 1, 6), row(1003, 0, 0, 0), row(2_000_000_001, 3_000_000_000, 0)];

describe('the inventory table', () => {
  it('answers every row as a record, and nothing for a product without one', () => {
    const table = new InventoryTable(rows);
    expect(table.get(1001)).toEqual({ product_id: 1001, qty: 100, sold: 10, manage_stock: true, max_sale_qty: 10 });
    expect(table.get(1002)).toEqual({ product_id: 1002, qty: 50, sold: 50, manage_stock: true, max_sale_qty: 6 });
    expect(table.get(1003)).toEqual({ product_id: 1003, qty: 0, sold: 0, manage_stock: false, max_sale_qty: 10 });
    expect(table.get(1004)).toBeUndefined();
    expect(new InventoryTable([]).get(1001)).toBeUndefined();
  });

  it('keeps a count past 32 bits at the largest it holds, far beyond any sale', () => {
    expect(new InventoryTable(rows).get(2_000_000_001)!.qty).toBe(2 ** 31 - 1);
  });

  it('shows held tickets once set, and a row replaced, deleted or added after the load', () => {
    const table = new InventoryTable(rows);
    table.setHeld(1001, 4);
    expect(table.get(1001)).toMatchObject({ qty: 100, sold: 10, held: 4 });
    table.set(1001, { product_id: 1001, qty: 120, sold: 11, manage_stock: true, max_sale_qty: 8 });
    expect(table.get(1001)).toEqual({ product_id: 1001, qty: 120, sold: 11, manage_stock: true, max_sale_qty: 8 });
    table.delete(1002);
    expect(table.get(1002)).toBeUndefined();
    table.set(1002, { product_id: 1002, qty: 5, sold: 0, held: 2, manage_stock: true, max_sale_qty: 10 });
    expect(table.get(1002)).toEqual({ product_id: 1002, qty: 5, sold: 0, held: 2, manage_stock: true, max_sale_qty: 10 });
    const added = { product_id: 5000, qty: 7, sold: 1, manage_stock: true, max_sale_qty: 10 };
    table.set(5000, added);
    table.setHeld(5000, 3);
    expect(table.get(5000)).toEqual({ ...added, held: 3 });
    table.delete(5000);
    expect(table.get(5000)).toBeUndefined();
  });

  it('refuses rows out of product order, which its look-ups could not find', () => {
    expect(() => new InventoryTable([row(2, 1, 0), row(1, 1, 0)])).toThrow('ascending product id order');
  });
});
