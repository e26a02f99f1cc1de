import { describe, expect, it } from 'vitest';
import { cardPriceSkus, skuRequests } from './card-prices.ts';

const card = { sku: 'EV-1', fromPrice: 39500, priceSkus: ['EV-1-A', 'EV-1-B'] };

describe('cardPriceSkus', () => {
  it('collects every priced card\'s skus once, in card order', () => {
    const cards = [card, { sku: 'EV-2', fromPrice: 10000, priceSkus: ['EV-2-A', 'EV-1-B'] }, { sku: 'EV-3', fromPrice: null, priceSkus: ['EV-3'] }, { sku: 'EV-4', fromPrice: 500 }];
    expect(cardPriceSkus(cards)).toEqual(['EV-1-A', 'EV-1-B', 'EV-2-A', 'EV-4']);
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
