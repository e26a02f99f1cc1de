import { STORE_VIEWS } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import type { EventDetail } from '#app/features/catalog/types.ts';
import { decimalPrice, eventJsonLd } from './event-json-ld.ts';

const event: EventDetail = {
  id: 7,
  sku: 'EV-7',
  name: 'Kent – Stockholm',
  path: '/p/EV-7/kent-stockholm-7',
  posterUrl: '/media/posters/kent-310x300.webp',
  date: '2027-03-14T18:30:00.000Z',
  venue: 'Avicii Arena',
  city: 'Stockholm',
  fromPrice: 49500,
  soldOut: false,
  galleryUrl: '/media/posters/kent-600x744.webp',
  descriptionHtml: '<p>Rock <strong>live</strong></p>',
  shortDescription: '',
  categoryName: 'Konserter',
  categoryPath: '/c/konserter',
  tickets: [
    { sku: 'EV-7-PAR', label: 'Parkett', price: 125000, regularPrice: null, availability: 'few_left', available: 3, maxQty: 3 },
    { sku: 'EV-7-STA', label: 'Ståplats', price: 49500, regularPrice: null, availability: 'sold_out', available: 0, maxQty: 0 },
  ],
};

describe('eventJsonLd', () => {
  it('is a schema.org Event with place, date and one offer per ticket category in the store currency', () => {
    const ld = eventJsonLd(event, STORE_VIEWS.store_de, 'https://encore.test/de/p/EV-7/kent', 'https://encore.test');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Kent – Stockholm',
      startDate: '2027-03-14T18:30:00.000Z',
      location: { '@type': 'Place', name: 'Avicii Arena', address: { addressLocality: 'Stockholm' } },
      image: ['https://encore.test/media/posters/kent-600x744.webp'],
      description: 'Rock live',
      url: 'https://encore.test/de/p/EV-7/kent',
    });
    expect(ld.offers).toEqual([
      { '@type': 'Offer', name: 'Parkett', sku: 'EV-7-PAR', price: '1250.00', priceCurrency: 'EUR', availability: 'https://schema.org/LimitedAvailability', url: 'https://encore.test/de/p/EV-7/kent' },
      { '@type': 'Offer', name: 'Ståplats', sku: 'EV-7-STA', price: '495.00', priceCurrency: 'EUR', availability: 'https://schema.org/SoldOut', url: 'https://encore.test/de/p/EV-7/kent' },
    ]);
    expect((eventJsonLd(event, STORE_VIEWS.default, 'u', 'o').offers as Array<{ priceCurrency: string }>)[0]!.priceCurrency).toBe('SEK');
  });

  it('decimalPrice converts minor units without float drift', () => {
    expect(decimalPrice(125000, 2)).toBe('1250.00');
    expect(decimalPrice(1, 2)).toBe('0.01');
    expect(decimalPrice(-995, 2)).toBe('-9.95');
    expect(decimalPrice(1999999999, 2)).toBe('19999999.99');
    expect(decimalPrice(5, 0)).toBe('5');
  });
});
