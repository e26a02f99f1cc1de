import { describe, expect, it } from 'vitest';
import type { Attribute } from '@encore/contracts';
import { PRICES_PENDING, pricesArrived, ticketPriceFrom } from './current-prices.ts';
import { eventDetailRows } from './event-detail-rows.ts';
import { STOCK_BATCH_SIZE, skuBatches, stockState, ticketsLeft } from './stock-state.ts';

const s = (qty: number, is_in_stock = true, manage_stock = true) => ({ qty, is_in_stock, manage_stock });

describe('stock state', () => {
  it.each([
    [s(50), true, 'in_stock'],
    [s(5), true, 'few_left'],
    [s(1), true, 'few_left'],
    [s(0), true, 'sold_out'],
    [s(10, false), true, 'sold_out'],
    [s(0, true, false), true, 'in_stock'],
    [undefined, true, 'not_available_yet'],
    [s(50), false, 'checking'],
    [undefined, false, 'checking'],
  ] as const)('%o checked=%s → %s', (item, checked, expected) => {
    expect(stockState(item, checked)).toBe(expected);
  });

  it('tickets_left is what can still be bought, only for managed stock', () => {
    expect(ticketsLeft(s(3))).toBe(3);
    expect(ticketsLeft(s(3, true, false))).toBeNull();
    expect(ticketsLeft(undefined)).toBeNull();
  });

  it('asks for stock in batches of 15 skus', () => {
    expect(STOCK_BATCH_SIZE).toBe(15);
    const skus = Array.from({ length: 31 }, (_, i) => `S${i}`);
    expect(skuBatches(skus).map((b) => b.length)).toEqual([15, 15, 1]);
    expect(skuBatches(['A', 'A', 'B'])).toEqual([['A', 'B']]);
  });
});

describe('current prices', () => {
  const item = (sku: string, final_price: number, regular_price: number) => ({ sku, price_info: { final_price, regular_price } });

  it('price_is_current is false with no refresh time until prices arrive', () => {
    expect(PRICES_PENDING).toEqual({ price_is_current: false, price_refreshed_at: null, prices: {} });
    expect(pricesArrived([], ['A'], new Date())).toBe(PRICES_PENDING);
    expect(pricesArrived([item('X', 1, 1)], ['A'], new Date())).toBe(PRICES_PENDING);
  });

  it('then true with the refresh time and each ticket price', () => {
    const now = new Date('2026-11-23T18:00:00Z');
    expect(pricesArrived([item('A', 39500, 45000), item('B', 29500, 29500)], ['A', 'B'], now)).toEqual({
      price_is_current: true,
      price_refreshed_at: '2026-11-23T18:00:00.000Z',
      prices: { A: { price: 39500, regularPrice: 45000 }, B: { price: 29500, regularPrice: null } },
    });
    expect(ticketPriceFrom(item('C', 500, 400))).toEqual({ price: 500, regularPrice: null });
  });
});

describe('event details', () => {
  it('lists attributes visible on the front, not prices, not empty ones', () => {
    const attrs: Attribute[] = [
      { attribute_id: 2, attribute_code: 'city', default_frontend_label: 'Stad', frontend_label: 'Stad', frontend_input: 'select', is_visible_on_front: true, is_comparable: true, options: [] },
      { attribute_id: 3, attribute_code: 'activity', default_frontend_label: 'Aktivitet', frontend_label: 'Aktivitet', frontend_input: 'text', is_visible_on_front: false, is_comparable: false, options: [] },
      { attribute_id: 6, attribute_code: 'price', default_frontend_label: 'Pris', frontend_label: 'Pris', frontend_input: 'price', is_visible_on_front: true, is_comparable: false, options: [] },
      { attribute_id: 7, attribute_code: 'location', default_frontend_label: 'Arena', frontend_label: 'Arena', frontend_input: 'select', is_visible_on_front: true, is_comparable: true, options: [] },
    ];
    expect(eventDetailRows({ city: 'Solna', activity: 'x', price: 100, location: '' }, attrs)).toEqual([{ code: 'city', label: 'Stad', value: 'Solna' }]);
  });
});
