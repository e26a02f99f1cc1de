import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attribute } from '@encore/contracts';
import { eventDetailRows } from './event-detail-rows.ts';
import { fetchCurrentPrices, fetchStock } from './live-event.ts';
import { stockState, ticketsLeft } from './stock-state.ts';

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
});

afterEach(() => vi.unstubAllGlobals());

/** A stubbed API answering with `status`: stock/list gives each asked sku three tickets left, render-list a price for each asked sku. */
function stubApi(status = 200) {
  const asked: string[][] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://shop.test');
    const skus = url.searchParams.get('skus')!.split(',');
    asked.push(skus);
    const result = url.pathname === '/api/stock/list' ? skus.map((sku) => ({ sku, qty: 3, is_in_stock: true, manage_stock: true })) : { items: skus.map((sku) => ({ sku, price_info: { final_price: 100, regular_price: 120 } })) };
    return new Response(JSON.stringify({ code: status, result }), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

describe('live stock and prices', () => {
  it('asks stock/list for each sku once, 15 skus at a time, and keys the answer by sku', async () => {
    const asked = stubApi();
    const skus = Array.from({ length: 31 }, (_, i) => `S${i}`);
    const stock = await fetchStock([...skus, 'S0'], new AbortController().signal);
    expect(asked.map((b) => b.length)).toEqual([15, 15, 1]);
    expect(asked.flat()).toEqual(skus);
    expect(stock.get('S30')).toEqual({ sku: 'S30', qty: 3, is_in_stock: true, manage_stock: true });
  });

  it('takes an answer other than 200 as an empty stock list', async () => {
    stubApi(500);
    expect((await fetchStock(['A'], new AbortController().signal)).size).toBe(0);
  });

  it('marks ticket prices current once render-list answers, and leaves them pending when it fails', async () => {
    stubApi();
    const current = await fetchCurrentPrices(['A'], { storeId: 1, currencyCode: 'SEK' }, new AbortController().signal);
    expect(current.price_is_current).toBe(true);
    expect(current.prices).toEqual({ A: { price: 100, regularPrice: 120 } });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await fetchCurrentPrices(['A'], { storeId: 1, currencyCode: 'SEK' }, new AbortController().signal)).toEqual({ price_is_current: false, price_refreshed_at: null, prices: {} });
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
