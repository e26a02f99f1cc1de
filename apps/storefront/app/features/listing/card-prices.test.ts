import { describe, expect, it } from 'vitest';
import type { RenderedPriceInfo } from '#app/features/event/current-prices.ts';
import { cardPriceSkus, currentCardPrice, skuRequests } from './card-prices.ts';

const rendered = (sku: string, final: number, regular = final): [string, RenderedPriceInfo] => [sku, { sku, price_info: { final_price: final, regular_price: regular } }];
const card = { sku: 'EV-1', fromPrice: 39500, priceSkus: ['EV-1-A', 'EV-1-B'] };
const at = new Date('2027-03-01T10:15:00Z');

describe('cardPriceSkus', () => {
  it('collects every priced card\'s skus once, in card order', () => {
    const cards = [card, { sku: 'EV-2', fromPrice: 10000, priceSkus: ['EV-2-A', 'EV-1-B'] }, { sku: 'EV-3', fromPrice: null, priceSkus: ['EV-3'] }];
    expect(cardPriceSkus(cards)).toEqual(['EV-1-A', 'EV-1-B', 'EV-2-A']);
  });
});

describe('skuRequests', () => {
  it('keeps a page in one request and splits only above the render-list limit of 200', () => {
    const skus = Array.from({ length: 450 }, (_, i) => `S${i}`);
    expect(skuRequests(skus.slice(0, 64))).toHaveLength(1);
    expect(skuRequests(skus).map((r) => r.length)).toEqual([200, 200, 50]);
    expect(skuRequests(skus).flat()).toEqual(skus);
  });
});

describe('currentCardPrice', () => {
  it('shows the rendered price, not current and with no refresh time, until current prices arrive', () => {
    expect(currentCardPrice(card, null, null)).toEqual({ fromPrice: 39500, price_is_current: false, price_refreshed_at: null });
  });

  it('takes the cheapest current final price of the card\'s skus and marks it current with the arrival time', () => {
    const current = new Map([rendered('EV-1-A', 45000), rendered('EV-1-B', 42000, 50000), rendered('OTHER', 100)]);
    expect(currentCardPrice(card, current, at)).toEqual({ fromPrice: 42000, price_is_current: true, price_refreshed_at: '2027-03-01T10:15:00.000Z' });
  });

  it('stays pending when the answer holds none of the card\'s skus', () => {
    expect(currentCardPrice(card, new Map([rendered('OTHER', 100)]), at)).toEqual({ fromPrice: 39500, price_is_current: false, price_refreshed_at: null });
  });

  it('adds no price to a card rendered without one, so nothing moves after hydration', () => {
    const current = new Map([rendered('EV-3', 100)]);
    expect(currentCardPrice({ sku: 'EV-3', fromPrice: null, priceSkus: ['EV-3'] }, current, at).fromPrice).toBeNull();
  });
});
