import { describe, expect, it } from 'vitest';
import { sameCartItem } from './item-identity.ts';

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
