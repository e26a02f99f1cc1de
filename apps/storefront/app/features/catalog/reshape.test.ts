import { describe, expect, it } from 'vitest';
import type { ConfigurableChild, Product } from '@encore/contracts';
import { project } from '@encore/domain';
import { EVENT_SUMMARY_FIELDS, categoryBreadcrumbs, cheapestPrice, descendantIds, fromPriceSkus, isSoldOut, productPath, toEventSummary, toMenu, type CategoryNode } from './reshape.ts';

const child = (sku: string, price: number, qty: number, extra: Partial<ConfigurableChild> = {}) =>
  ({
    id: 1,
    sku,
    name: sku,
    status: 1,
    ticket_category: 1,
    ticket_category_label: `Cat ${sku}`,
    price_incl_tax: price,
    final_price_incl_tax: price,
    stock: { qty, is_in_stock: qty > 0, manage_stock: true },
    custom_attributes: [],
    ...extra,
  }) as unknown as ConfigurableChild;

const product = (children: ConfigurableChild[]): Product =>
  ({ id: 42, sku: 'EV-1', name: 'Kent – Avskedsturné', slug: '', url_key: '', image: 'posters/kent', date: '2027-03-14T18:30:00Z', location: 'Globen', city: 'Stockholm', price_incl_tax: 29500, configurable_children: children, stock: { qty: 10, is_in_stock: true, manage_stock: true }, category: [] }) as unknown as Product;

describe('catalogue reshaping', () => {
  it('cheapest in-stock child', () => {
    expect(cheapestPrice(product([child('a', 50000, 3), child('b', 29500, 0), child('c', 39500, 9)]))).toBe(39500);
    expect(cheapestPrice(product([child('b', 29500, 0)]))).toBe(29500);
  });

  it('a card refreshes its "from" price from the same ticket categories it was taken from', () => {
    expect(fromPriceSkus(product([child('a', 50000, 3), child('b', 29500, 0), child('c', 39500, 9)]))).toEqual(['a', 'c']);
    expect(fromPriceSkus(product([child('a', 50000, 0), child('b', 29500, 0)]))).toEqual(['a', 'b']);
    expect(fromPriceSkus(product([]))).toEqual(['EV-1']);
    expect(toEventSummary(product([child('a', 50000, 3), child('b', 29500, 0)])).priceSkus).toEqual(['a']);
  });

  it('sold out when every child is', () => {
    expect(isSoldOut(product([child('a', 1, 0)]))).toBe(true);
    expect(isSoldOut(product([child('a', 1, 0), child('b', 1, 1)]))).toBe(false);
  });

  it('a card from a document with only EVENT_SUMMARY_FIELDS is the card of the whole document', () => {
    const documents: Product[] = [
      product([child('a', 50000, 3), child('b', 29500, 0), child('c', 39500, 9, { final_price_incl_tax: 31000, original_price_incl_tax: 45000 } as Partial<ConfigurableChild>)]),
      product([child('a', 1, 0), child('b', 2, 0)]),
      product([child('a', 100, 5, { status: 2 }), child('b', 200, 5)]),
      product([]),
      { ...product([]), type_id: 'grouped', slug: 'paket-kent', final_price_incl_tax: 20000, original_price_incl_tax: 30000 } as unknown as Product,
      { ...product([child('x', 900, 1)]), parentSku: 'EV-PARENT', url_key: 'kent-globen', image: null, date: '' } as unknown as Product,
    ];
    for (const doc of documents) expect(toEventSummary(project(doc, { include: EVENT_SUMMARY_FIELDS }) as unknown as Product)).toEqual(toEventSummary(doc));
  });

  it('product path uses slugified name and id', () => {
    expect(productPath(product([]))).toBe('/p/EV-1/kent-avskedsturne-42');
  });
});

describe('category tree', () => {
  const n = (id: number, parentId: number, position: number, name = `c${id}`): CategoryNode => ({ id, parentId, name, position, level: 2, path: `/c/${name}`, urlPath: name });
  const nodes = [n(4, 2, 2, 'teater'), n(3, 2, 1, 'konserter'), n(9, 3, 1, 'rock'), n(10, 9, 1, 'hardrock'), n(11, 4, 1)];

  it('menu = children of root by position', () => {
    expect(toMenu(nodes, 2).map((m) => m.id)).toEqual([3, 4]);
  });
  it('descendants', () => {
    expect(descendantIds(nodes, 3).sort()).toEqual([10, 3, 9].sort());
  });
  it('breadcrumbs', () => {
    expect(categoryBreadcrumbs(nodes, 10, 2)).toEqual([
      { name: 'konserter', path: '/c/konserter' },
      { name: 'rock', path: '/c/rock' },
      { name: 'hardrock', path: null },
    ]);
  });
});
