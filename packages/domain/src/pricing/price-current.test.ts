import { describe, expect, it } from 'vitest';
import { currentCardPrice, currentTicketPrices, priceSkusOf, shownCataloguePrice, TICKET_PRICES_PENDING, unitPrice, type RenderedPriceInfo } from './price-current.ts';

const rendered = (sku: string, final_price: number, regular_price = final_price): RenderedPriceInfo => ({ sku, price_info: { final_price, regular_price } });
const at = new Date('2027-03-01T10:15:00Z');

describe('a current ticket price: the final price, the regular one struck through only when higher', () => {
  it.each([
    [39500, 45000, { price: 39500, regularPrice: 45000 }],
    [29500, 29500, { price: 29500, regularPrice: null }],
    [500, 400, { price: 500, regularPrice: null }],
    [0, 100, { price: 0, regularPrice: 100 }],
  ])('final %i, regular %i → %j', (final, regular, expected) => {
    expect(currentTicketPrices([rendered('A', final, regular)], ['A'], at).prices.A).toEqual(expected);
  });
});

describe('catalogue prices', () => {
  it.each([
    [{ price_incl_tax: 1000, final_price_incl_tax: 800 }, 800, { price: 800, regularPrice: 1000 }],
    [{ price_incl_tax: 1000, final_price_incl_tax: 800, original_price_incl_tax: 1200 }, 800, { price: 800, regularPrice: 1200 }],
    [{ price_incl_tax: 1000, final_price_incl_tax: 0 }, 1000, { price: 1000, regularPrice: null }],
    [{ price_incl_tax: 1000, final_price_incl_tax: 1100 }, 1000, { price: 1000, regularPrice: null }],
    [{ price_incl_tax: 1000 }, 1000, { price: 1000, regularPrice: null }],
    [{ price_incl_tax: 0 }, 0, { price: 0, regularPrice: null }],
  ])('%j → unit %i, shown %j', (fields, unit, shown) => {
    expect(unitPrice(fields)).toBe(unit);
    expect(shownCataloguePrice(fields)).toEqual(shown);
  });
});

describe('ticket prices on the event page', () => {
  it('are pending, not current and with no refresh time, until current prices arrive', () => {
    expect(TICKET_PRICES_PENDING).toEqual({ price_is_current: false, price_refreshed_at: null, prices: {} });
  });

  it.each([
    ['an empty answer', [] as RenderedPriceInfo[]],
    ['an answer about other tickets only', [rendered('X', 1, 1)]],
  ])('stay pending after %s', (_, items) => {
    expect(currentTicketPrices(items, ['A'], at)).toBe(TICKET_PRICES_PENDING);
  });

  it('are current with the arrival time and each ticket\'s shown price once they arrive', () => {
    expect(currentTicketPrices([rendered('A', 39500, 45000), rendered('B', 29500), rendered('X', 1)], ['A', 'B'], at)).toEqual({
      price_is_current: true,
      price_refreshed_at: '2027-03-01T10:15:00.000Z',
      prices: { A: { price: 39500, regularPrice: 45000 }, B: { price: 29500, regularPrice: null } },
    });
  });
});

describe('a listing card\'s "from" price', () => {
  const card = { sku: 'EV-1', fromPrice: 39500, priceSkus: ['EV-1-A', 'EV-1-B'] };

  it('comes from the card\'s ticket skus, or the card\'s own sku when it lists none', () => {
    expect(priceSkusOf(card)).toEqual(['EV-1-A', 'EV-1-B']);
    expect(priceSkusOf({ sku: 'EV-2', fromPrice: 100 })).toEqual(['EV-2']);
  });

  it.each([
    ['before any answer', null, null, { fromPrice: 39500, price_is_current: false, price_refreshed_at: null }],
    ['with an answer but no arrival time', new Map([['EV-1-A', rendered('EV-1-A', 100)]]), null, { fromPrice: 39500, price_is_current: false, price_refreshed_at: null }],
    ['when the answer holds none of its skus', new Map([['OTHER', rendered('OTHER', 100)]]), at, { fromPrice: 39500, price_is_current: false, price_refreshed_at: null }],
    [
      'as the cheapest current final price of its skus, current since the answer arrived',
      new Map([
        ['EV-1-A', rendered('EV-1-A', 45000)],
        ['EV-1-B', rendered('EV-1-B', 42000, 50000)],
        ['OTHER', rendered('OTHER', 100)],
      ]),
      at,
      { fromPrice: 42000, price_is_current: true, price_refreshed_at: '2027-03-01T10:15:00.000Z' },
    ],
  ])('is shown %s', (_, current, arrivedAt, expected) => {
    expect(currentCardPrice(card, current, arrivedAt)).toEqual(expected);
  });

  it('stays absent on a card rendered without a price, so nothing appears after hydration', () => {
    expect(currentCardPrice({ sku: 'EV-3', fromPrice: null }, new Map([['EV-3', rendered('EV-3', 100)]]), at)).toEqual({ fromPrice: null, price_is_current: false, price_refreshed_at: null });
  });

  it('takes the own sku\'s price for a card without ticket skus', () => {
    expect(currentCardPrice({ sku: 'EV-2', fromPrice: 100 }, new Map([['EV-2', rendered('EV-2', 90)]]), at).fromPrice).toBe(90);
  });
});
