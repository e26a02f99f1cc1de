import { describe, expect, it } from 'vitest';
import {
  availableVariants,
  eligibleLinkedChildren,
  groupedCartItems,
  productErrors,
  requireParentSku,
  requireSearchKey,
  resolveProductLoad,
} from './product-load.ts';

const p = (over: Partial<{ sku: string; type_id: string; status: number; visibility: number }> = {}) => ({ sku: 'EV-1', type_id: 'configurable', status: 1, visibility: 4, ...over });

describe('resolveProductLoad', () => {
  it('refuses status 2 or higher with the empty-result text', () => {
    expect(resolveProductLoad(p({ status: 2 }))).toEqual({ kind: 'error', message: 'Product query returned empty result product status = 2' });
    expect(resolveProductLoad(p({ status: 3 }))).toEqual({ kind: 'error', message: 'Product query returned empty result product status = 3' });
  });

  it('leads a not-individually-visible child to its configurable parent when direct access is blocked', () => {
    const parent = p();
    const child = p({ sku: 'EV-1-A', type_id: 'simple', visibility: 1 });
    expect(resolveProductLoad(child, { findParent: () => parent })).toEqual({ kind: 'redirect', to: parent, from: 'EV-1-A' });
  });

  it('refuses visibility 1 when direct access is allowed or there is no parent', () => {
    const child = p({ sku: 'EV-1-A', type_id: 'simple', visibility: 1 });
    const msg = { kind: 'error', message: 'Product query returned empty result product visibility = 1' };
    expect(resolveProductLoad(child, { preventConfigurableChildrenDirectAccess: false, findParent: () => p() })).toEqual(msg);
    expect(resolveProductLoad(child, { findParent: () => undefined })).toEqual(msg);
    expect(resolveProductLoad(child, { findParent: () => p({ status: 2 }) })).toEqual(msg);
  });

  it('loads visible enabled products', () => {
    expect(resolveProductLoad(p({ status: 0 })).kind).toBe('ok');
  });
});

describe('variants', () => {
  it('gives a configurable product without an available variant the variants error', () => {
    expect(productErrors({ ...p(), configurable_children: [{ status: 2 }] })).toEqual({ variants: 'No available product variants' });
    expect(productErrors({ ...p(), configurable_children: [] })).toEqual({ variants: 'No available product variants' });
    expect(productErrors({ ...p(), configurable_children: [{ status: 1, stock: { is_in_stock: false } }] })).toEqual({});
    expect(productErrors({ ...p(), configurable_children: [{ status: 1, stock: { is_in_stock: false } }] }, false)).toEqual({ variants: 'No available product variants' });
    expect(productErrors({ ...p({ type_id: 'simple' }) })).toEqual({});
  });
  it('keeps enabled variants', () => {
    expect(availableVariants([{ status: 1 }, { status: 2 }, { status: 0 }])).toEqual([{ status: 1 }, { status: 0 }]);
  });
});

describe('grouped and bundle children', () => {
  it('requires status 1', () => {
    expect(eligibleLinkedChildren([{ status: 1 }, { status: 0 }, { status: 2 }])).toEqual([{ status: 1 }]);
  });
  it('adds a grouped product as its children', () => {
    const grouped = { type_id: 'grouped', sku: 'PKG', product_links: [{ sku: 'A', qty: 2, status: 1 }, { sku: 'B', qty: 1, status: 2 }, { sku: 'C', qty: 0, status: 1 }] };
    expect(groupedCartItems(grouped)).toEqual([{ sku: 'A', qty: 2 }]);
    expect(groupedCartItems({ type_id: 'virtual', sku: 'GIFT' })).toEqual([{ sku: 'GIFT', qty: 1 }]);
  });
});

describe('lookup keys', () => {
  it('needs the configured search key for a single lookup', () => {
    expect(requireSearchKey({ sku: 'EV-1' })).toEqual({ ok: true, value: 'EV-1' });
    expect(requireSearchKey({ id: 5 })).toEqual({ ok: false, message: 'Please provide the search key sku for product/single action!' });
    expect(requireSearchKey({ sku: 'x' }, 'url_key')).toEqual({ ok: false, message: 'Please provide the search key url_key for product/single action!' });
  });
  it('needs parentSku for a variant lookup', () => {
    expect(requireParentSku({})).toEqual({ ok: false, message: "Product doesn't have parentSku, please check if this is configurable product" });
    expect(requireParentSku({ parentSku: 'EV-1' })).toEqual({ ok: true, value: 'EV-1' });
  });
});
