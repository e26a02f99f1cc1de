import { describe, expect, it } from 'vitest';
import type { ConfigurableChild, Product } from '@encore/contracts';
import { toEventDetail } from './event-detail.server.ts';

const child = (sku: string, price: number, qty: number, extra: Partial<ConfigurableChild> = {}) =>
  ({ id: 1, sku, name: sku, status: 1, ticket_category_label: `Cat ${sku}`, price_incl_tax: price, final_price_incl_tax: price, stock: { qty, is_in_stock: qty > 0, manage_stock: true }, custom_attributes: [], ...extra }) as unknown as ConfigurableChild;

const product = (children: ConfigurableChild[], extra: Partial<Product> = {}): Product =>
  ({
    id: 42, sku: 'EV-1', name: 'Kent – Avskedsturné', slug: '', url_key: '', image: 'posters/kent', date: '2027-03-14T18:30:00Z', location: 'Globen', city: 'Stockholm',
    price_incl_tax: 29500, configurable_children: children, stock: { qty: 10, is_in_stock: true, manage_stock: true }, category: [], ...extra,
  }) as unknown as Product;

describe('toEventDetail', () => {
  it('gives each ticket category its shown price, availability and picker maximum', () => {
    const d = toEventDetail(product([child('a', 125000, 3, { final_price_incl_tax: 99000, original_price_incl_tax: 125000 }), child('b', 50000, 0), child('c', 30000, 80)]));
    expect(d.tickets).toEqual([
      { sku: 'a', label: 'Cat a', price: 99000, regularPrice: 125000, availability: 'few_left', available: 3, maxQty: 3 },
      { sku: 'b', label: 'Cat b', price: 50000, regularPrice: null, availability: 'sold_out', available: 0, maxQty: 0 },
      { sku: 'c', label: 'Cat c', price: 30000, regularPrice: null, availability: 'in_stock', available: 80, maxQty: 10 },
    ]);
    expect(d.galleryUrl).toBe('/media/posters/kent-600x744.webp');
    expect(d.posterUrl).toBe('/media/posters/kent-310x300.webp');
  });

  it('sells an event without ticket categories as one ticket of its own', () => {
    expect(toEventDetail(product([], { ticket_type: 'Ståplats' })).tickets).toEqual([{ sku: 'EV-1', label: 'Ståplats', price: 29500, regularPrice: null, availability: 'in_stock', available: 10, maxQty: 10 }]);
  });

  it('names the first category with a URL path as the main one', () => {
    const d = toEventDetail(product([], { category: [{ category_id: 9, name: 'Utan väg' }, { category_id: 3, name: 'Konserter', url_path: 'konserter' }] } as unknown as Partial<Product>));
    expect([d.categoryName, d.categoryPath]).toEqual(['Konserter', '/c/konserter']);
  });

  it('sanitises the description before the page gets it', () => {
    const d = toEventDetail(product([], { description: '<p onclick="alert(1)">Live</p><img src=x onerror=alert(1)' }));
    expect(d.descriptionHtml).toBe('<p>Live</p>');
  });
});
