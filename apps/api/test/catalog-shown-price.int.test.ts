import { describe, expect, it, vi } from 'vitest';
import { PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const skus = (r: { body: { result: { items: Array<{ sku: string }> } } }) => r.body.result.items.map((i) => i.sku);
const priceFacet = {
  aggregations: [{ field: 'final_price_incl_tax', ranges: [{ to: 30_000 }, { from: 30_000, to: 60_000 }, { from: 60_000 }] }],
};

/**
 * Event cards show the cheapest ticket category still on sale; the price sort and the price facet
 * must use that same price, or an event whose cheapest category sold out looks out of order.
 */
describe.skipIf(!dbAvailable)('price sort and price facet follow the shown price', () => {
  const api = useApi();

  it('moves an event whose cheapest ticket category sold out, and falls back to the cheapest when all are sold out', async () => {
    const kentOf = async () => {
      const r = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'sku', value: { eq: SKUS.kent } }] });
      return r.body.result.items[0];
    };
    // Before: Kent's standing tickets (special price 299 kr) are its cheapest, so it sorts second.
    const before = await api.post('/api/catalog/default/product/_search?sort=final_price:asc', {});
    expect(skus(before)).toEqual([SKUS.standup, SKUS.kent, SKUS.hamlet, SKUS.giftcard, SKUS.rockfest, SKUS.carmen]);
    expect((await kentOf()).final_price_incl_tax).toBe(PRICES.kentStaplats.specialSEK);

    // The standing tickets sell out: the card shows the balcony (499 kr) and sort and facet follow.
    await api.db.updateTable('inventory').set((eb) => ({ sold: eb.ref('qty') })).where('sku', '=', SKUS.kentStaplats).execute();
    await vi.waitFor(async () => expect((await kentOf()).final_price_incl_tax).toBe(PRICES.kentBalkong.SEK), { timeout: 5000, interval: 100 });
    const kent = await kentOf();
    expect(kent).toMatchObject({ price_incl_tax: PRICES.kentBalkong.SEK, special_price_incl_tax: 0 });
    const asc = await api.post('/api/catalog/default/product/_search?sort=final_price:asc', {});
    expect(skus(asc)).toEqual([SKUS.standup, SKUS.hamlet, SKUS.kent, SKUS.giftcard, SKUS.rockfest, SKUS.carmen]);
    const desc = await api.post('/api/catalog/default/product/_search?sort=final_price_incl_tax:desc', {});
    expect(skus(desc)).toEqual([SKUS.carmen, SKUS.rockfest, SKUS.giftcard, SKUS.kent, SKUS.hamlet, SKUS.standup]);
    const facet = await api.post('/api/catalog/default/product/_search?size=0', priceFacet);
    expect(facet.body.result.aggregations.agg_range_final_price_incl_tax.buckets).toEqual([
      { key: '*-30000', to: 30_000, doc_count: 1 },
      { key: '30000-60000', from: 30_000, to: 60_000, doc_count: 3 },
      { key: '60000-*', from: 60_000, doc_count: 2 },
    ]);
    const cheap = await api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'final_price_incl_tax', value: { lt: 30_000 } }] });
    expect(skus(cheap)).toEqual([SKUS.standup]);

    // Every category sold out: the card shows the cheapest overall again, and so do sort and facet.
    await api.db.updateTable('inventory').set((eb) => ({ sold: eb.ref('qty') })).where('sku', 'in', [SKUS.kentParterre, SKUS.kentBalkong]).execute();
    await vi.waitFor(async () => expect((await kentOf()).stock.is_in_stock).toBe(false), { timeout: 5000, interval: 100 });
    expect((await kentOf()).final_price_incl_tax).toBe(PRICES.kentStaplats.specialSEK);
    const allSoldOut = await api.post('/api/catalog/default/product/_search?sort=final_price:asc', {});
    expect(skus(allSoldOut)).toEqual([SKUS.standup, SKUS.kent, SKUS.hamlet, SKUS.giftcard, SKUS.rockfest, SKUS.carmen]);
  });
});
