import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestCurrentPrices } from './use-current-card-prices.ts';

const store = { storeId: 1, currencyCode: 'SEK' };

function stubRenderList() {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://shop.test');
    calls.push(url);
    const items = url.searchParams.get('skus')!.split(',').map((sku, i) => ({ sku, price_info: { final_price: 1000 + i, regular_price: 1000 + i } }));
    return new Response(JSON.stringify({ code: 200, result: { items } }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('requestCurrentPrices', () => {
  it('sends the skus of grids mounted together as one render-list request', async () => {
    const calls = stubRenderList();
    const [a, b] = await Promise.all([requestCurrentPrices(['A1', 'A2'], store), requestCurrentPrices(['B1', 'A2'], store)]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathname).toBe('/api/product/render-list');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({ skus: 'A1,A2,B1', currencyCode: 'SEK', storeId: '1' });
    expect(a).toBe(b);
    expect([...a!.prices.keys()]).toEqual(['A1', 'A2', 'B1']);
  });

  it('starts a new batch for a later page', async () => {
    const calls = stubRenderList();
    await requestCurrentPrices(['A1'], store);
    await requestCurrentPrices(['C1'], store);
    expect(calls.map((c) => c.searchParams.get('skus'))).toEqual(['A1', 'C1']);
  });

  it('answers null when the call fails, so the rendered prices stay', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await requestCurrentPrices(['A1'], store)).toBeNull();
  });
});
