import { describe, expect, it } from 'vitest';
import { decideAddToCart } from './add-to-cart.ts';

const PRICE_UNKNOWN = 'Product price is unknown, product cannot be added to the cart!';
const OUT_OF_STOCK = 'The product is out of stock and cannot be added to the cart!';
const VOLATILE = 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.';

describe('decideAddToCart', () => {
  it.each([
    ['a negative price', { sku: 'a', price_incl_tax: -1 }, {}, { add: false, status: null, notices: [{ type: 'error', message: PRICE_UNKNOWN }] }],
    ['a zero price', { sku: 'a', price_incl_tax: 0 }, {}, { add: true, status: 'ok', notices: [] }],
    ['a zero price when zero prices are not used', { sku: 'a', price_incl_tax: 0 }, { useZeroPriceProduct: false }, { add: false, status: null, notices: [{ type: 'error', message: PRICE_UNKNOWN }] }],
    [
      'every truthy entry of the errors map',
      { sku: 'a', price_incl_tax: 100, errors: { variant: 'No such configuration', other: null, x: false } },
      {},
      { add: false, status: null, notices: [{ type: 'error', message: 'No such configuration' }] },
    ],
    ['an invalid product, whose stock is not checked', { sku: 'a', price_incl_tax: -5, stock: { is_in_stock: false } }, {}, { add: false, status: null, notices: [{ type: 'error', message: PRICE_UNKNOWN }] }],
    ['known stock: in stock', { sku: 'a', price_incl_tax: 1, stock: { is_in_stock: true } }, {}, { add: true, status: 'ok', notices: [] }],
    ['known stock: out of stock', { sku: 'a', price_incl_tax: 1, stock: { is_in_stock: false } }, {}, { add: false, status: 'out_of_stock', notices: [{ type: 'error', message: OUT_OF_STOCK }] }],
    [
      'out of stock even when out-of-stock items are allowed',
      { sku: 'a', price_incl_tax: 1, stock: { is_in_stock: false } },
      { allowOutOfStockInCart: true },
      { add: false, status: 'out_of_stock', notices: [{ type: 'error', message: OUT_OF_STOCK }] },
    ],
    ['unknown stock with a stock check to follow', { sku: 'a', price_incl_tax: 1 }, {}, { add: true, status: 'ok', notices: [] }],
    ['unknown stock without a stock check: volatile, with the pre-reservation warning', { sku: 'a', price_incl_tax: 1 }, { stockSynchronize: false }, { add: true, status: 'volatile', notices: [{ type: 'warning', message: VOLATILE }] }],
    ['volatile, silently when out-of-stock items are allowed in the cart', { sku: 'a', price_incl_tax: 1 }, { stockSynchronize: false, allowOutOfStockInCart: true }, { add: true, status: 'volatile', notices: [] }],
  ] as const)('%s', (_case, product, opts, decision) => {
    expect(decideAddToCart(product, opts)).toEqual(decision);
  });
});
