import { describe, expect, it } from 'vitest';
import { cartSuccessNotification, decideAddToCart, needsServerCart, notificationLifetime, pushNotification, stockStatus, validateProduct } from './add-to-cart.ts';

describe('validateProduct', () => {
  it('refuses a negative price with the spec text, allows zero', () => {
    expect(validateProduct({ sku: 'a', price_incl_tax: -1 })).toEqual(['Product price is unknown, product cannot be added to the cart!']);
    expect(validateProduct({ sku: 'a', price_incl_tax: 0 })).toEqual([]);
  });
  it('refuses zero when zero prices are not used', () => {
    expect(validateProduct({ sku: 'a', price_incl_tax: 0 }, { useZeroPriceProduct: false })).toEqual(['Product price is unknown, product cannot be added to the cart!']);
  });
  it('each truthy entry of the errors map blocks', () => {
    expect(validateProduct({ sku: 'a', price_incl_tax: 100, errors: { variant: 'No such configuration', other: null, x: false } })).toEqual(['No such configuration']);
  });
});

describe('stockStatus', () => {
  it('uses known stock, else ok when a stock check follows, else volatile', () => {
    expect(stockStatus({ sku: 'a', stock: { is_in_stock: true } })).toBe('ok');
    expect(stockStatus({ sku: 'a', stock: { is_in_stock: false } })).toBe('out_of_stock');
    expect(stockStatus({ sku: 'a' })).toBe('ok');
    expect(stockStatus({ sku: 'a' }, { stockSynchronize: false })).toBe('volatile');
  });
});

describe('decideAddToCart', () => {
  it('does not check stock for an invalid product', () => {
    expect(decideAddToCart({ sku: 'a', price_incl_tax: -5, stock: { is_in_stock: false } })).toEqual({
      add: false,
      status: null,
      notices: [{ type: 'error', message: 'Product price is unknown, product cannot be added to the cart!' }],
    });
  });
  it('never adds an out-of-stock product, even when out-of-stock items are allowed', () => {
    const d = decideAddToCart({ sku: 'a', price_incl_tax: 1, stock: { is_in_stock: false } }, { allowOutOfStockInCart: true });
    expect(d).toEqual({ add: false, status: 'out_of_stock', notices: [{ type: 'error', message: 'The product is out of stock and cannot be added to the cart!' }] });
  });
  it('adds a volatile product with the pre-reservation warning', () => {
    expect(decideAddToCart({ sku: 'a', price_incl_tax: 1 }, { stockSynchronize: false })).toEqual({
      add: true,
      status: 'volatile',
      notices: [{ type: 'warning', message: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.' }],
    });
  });
  it('adds a volatile product silently when out-of-stock items are allowed in the cart', () => {
    expect(decideAddToCart({ sku: 'a', price_incl_tax: 1 }, { stockSynchronize: false, allowOutOfStockInCart: true })).toEqual({ add: true, status: 'volatile', notices: [] });
  });
  it('adds an in-stock product', () => {
    expect(decideAddToCart({ sku: 'a', price_incl_tax: 0, stock: { is_in_stock: true } })).toEqual({ add: true, status: 'ok', notices: [] });
  });
});

describe('needsServerCart', () => {
  it('only when there are items and no cart token', () => {
    expect(needsServerCart(1, null)).toBe(true);
    expect(needsServerCart(0, null)).toBe(false);
    expect(needsServerCart(2, 'abc')).toBe(false);
  });
});

describe('cart notifications', () => {
  it('offer OK and Proceed to checkout, and live 5000 ms', () => {
    expect(cartSuccessNotification('added')).toEqual({
      type: 'success',
      message: 'Product has been added to the cart!',
      actions: [
        { label: 'OK', action: 'close' },
        { label: 'Proceed to checkout', action: 'goToCheckout' },
      ],
      timeToLive: 5000,
    });
    expect(cartSuccessNotification('updated').message).toBe('Product quantity has been updated!');
  });
  it('omit Proceed to checkout with an external checkout', () => {
    expect(cartSuccessNotification('added', { externalCheckout: true }).actions).toEqual([{ label: 'OK', action: 'close' }]);
  });
  it('an identical consecutive notification is not added', () => {
    const a = { type: 'success', message: 'Product has been added to the cart!' };
    const list = pushNotification([a], { ...a });
    expect(list).toHaveLength(1);
    expect(pushNotification(list, { type: 'error', message: 'x' })).toHaveLength(2);
    expect(pushNotification([a, { type: 'error', message: 'x' }], a)).toHaveLength(3);
  });
  it('lifetime: own value, 5000 ms by default, none without timeout', () => {
    expect(notificationLifetime({})).toBe(5000);
    expect(notificationLifetime({ timeToLive: 1000 })).toBe(1000);
    expect(notificationLifetime({ hasNoTimeout: true })).toBeNull();
    expect(notificationLifetime({ timeToLive: null })).toBeNull();
  });
});
