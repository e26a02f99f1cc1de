import { describe, expect, it } from 'vitest';
import { availableQty, checkLineQty, checkPrice, nextLineQty } from './cart-rules.ts';

describe('nextLineQty', () => {
  it.each([
    ['new line', undefined, 2, false, 2],
    ['same sku adds', 2, 3, false, 5],
    ['item_id sets', 5, 1, true, 1],
    ['item_id on a new line', undefined, 4, true, 4],
  ])('%s', (_n, existing, requested, sets, expected) => {
    expect(nextLineQty(existing, requested, sets)).toBe(expected);
  });
});

describe('checkLineQty', () => {
  const stock = { available: 3, manageStock: true, maxSaleQty: 10 };
  it('accepts up to the available quantity', () => {
    expect(checkLineQty(3, stock)).toBeNull();
  });
  it('refuses more than available with the count', () => {
    expect(checkLineQty(4, stock)).toEqual({ errorCode: 'not_enough_tickets', message: 'Not enough tickets left: only 3 available' });
  });
  it('refuses a sold-out product with the out-of-stock text', () => {
    expect(checkLineQty(1, { ...stock, available: 0 })).toEqual({
      errorCode: 'out_of_stock',
      message: 'The product is out of stock and cannot be added to the cart!',
    });
  });
  it('limits tickets per order', () => {
    expect(checkLineQty(11, { ...stock, available: 100 })).toEqual({ errorCode: 'validation_error', message: 'Quantity must be below 11', field: 'cartItem.qty' });
  });
  it('ignores stock that is not managed', () => {
    expect(checkLineQty(9, { available: 0, manageStock: false, maxSaleQty: 10 })).toBeNull();
  });
});

describe('checkPrice', () => {
  it('allows zero-price tickets but not unknown or negative prices', () => {
    expect(checkPrice(0)).toBeNull();
    expect(checkPrice(100)).toBeNull();
    expect(checkPrice(-1)?.message).toBe('Product price is unknown, product cannot be added to the cart!');
    expect(checkPrice(null)?.errorCode).toBe('price_unknown');
  });
});

describe('availableQty', () => {
  it('never goes below zero', () => {
    expect(availableQty(10, 3)).toBe(7);
    expect(availableQty(10, 12)).toBe(0);
  });
});
