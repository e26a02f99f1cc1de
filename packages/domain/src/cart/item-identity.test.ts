import { describe, expect, it } from 'vitest';
import { addCartItem, cartItemsCount, isVirtualCart, parseCartQty, sameCartItem } from './item-identity.ts';

const custom = (v: string | number) => ({ extension_attributes: { custom_options: [{ option_id: 1, option_value: v }] } });
const conf = (v: number) => ({ extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: v }] } });

describe('sameCartItem', () => {
  it('is false when either item is missing', () => {
    expect(sameCartItem(null, { sku: 'a' })).toBe(false);
    expect(sameCartItem({ sku: 'a' }, undefined)).toBe(false);
  });
  it('simple items match by server id, else by sku', () => {
    expect(sameCartItem({ sku: 'a', server_item_id: 5 }, { sku: 'b', item_id: 5 })).toBe(true);
    expect(sameCartItem({ sku: 'a', server_item_id: 5 }, { sku: 'a', item_id: 6 })).toBe(true);
    expect(sameCartItem({ sku: 'a' }, { sku: 'b' })).toBe(false);
  });
  it('custom options match by server id, else by checksum (not by sku)', () => {
    expect(sameCartItem({ sku: 'a', product_option: custom(1) }, { sku: 'a', product_option: custom('1') })).toBe(true);
    expect(sameCartItem({ sku: 'a', product_option: custom(1) }, { sku: 'a', product_option: custom(2) })).toBe(false);
    expect(sameCartItem({ sku: 'a', item_id: 3, product_option: custom(1) }, { sku: 'a', item_id: 3, product_option: custom(2) })).toBe(true);
  });
  it('bundle options use the stored checksum when present', () => {
    const bundle = { extension_attributes: { bundle_options: [{ option_id: 1, option_qty: 1 }] } };
    expect(sameCartItem({ sku: 'x', checksum: 'c1', product_option: bundle }, { sku: 'x', checksum: 'c1' })).toBe(true);
    expect(sameCartItem({ sku: 'x', checksum: 'c1', product_option: bundle }, { sku: 'x', checksum: 'c2' })).toBe(false);
  });
  it('configurable items match by sku only, never by server id', () => {
    expect(sameCartItem({ sku: 'ev-1-a', item_id: 1, product_option: conf(1) }, { sku: 'ev-1-b', item_id: 1 })).toBe(false);
    expect(sameCartItem({ sku: 'ev-1-a', item_id: 1, product_option: conf(1) }, { sku: 'ev-1-a', item_id: 2 })).toBe(true);
  });
});

describe('parseCartQty', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['3', 3],
    ['3.7', 3],
    [2, 2],
    [2.9, 2],
  ])('%j → %j', (raw, n) => expect(parseCartQty(raw)).toBe(n));
});

describe('addCartItem', () => {
  it('adds the quantity to an equal item, or appends a new line with qty 1 by default', () => {
    let items = addCartItem([] as Array<{ sku: string; qty: number }>, { sku: 'a' });
    expect(items).toEqual([{ sku: 'a', qty: 1 }]);
    items = addCartItem(items, { sku: 'a', qty: '2' });
    expect(items).toEqual([{ sku: 'a', qty: 3 }]);
    items = addCartItem(items, { sku: 'b', qty: 4 });
    expect(items).toEqual([{ sku: 'a', qty: 3 }, { sku: 'b', qty: 4 }]);
  });
});

describe('cartItemsCount', () => {
  const items = [{ qty: 2 }, { qty: 3 }];
  it('sums quantities by default', () => expect(cartItemsCount(items)).toBe(5));
  it('counts lines when configured to count items', () => expect(cartItemsCount(items, 'items')).toBe(2));
});

describe('isVirtualCart', () => {
  it('is true only for a non-empty cart of virtual or downloadable items', () => {
    expect(isVirtualCart([])).toBe(false);
    expect(isVirtualCart([{ type_id: 'virtual' }, { product_type: 'downloadable' }])).toBe(true);
    expect(isVirtualCart([{ type_id: 'virtual' }, { type_id: 'simple' }])).toBe(false);
  });
});
