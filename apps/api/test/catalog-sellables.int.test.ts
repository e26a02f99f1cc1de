import { describe, expect, it } from 'vitest';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const clock = { now: () => new Date() };

describe.skipIf(!dbAvailable)('what the cart may sell, worked out per sku on first ask (ADR 0065)', () => {
  const api = useApi();

  it('sells the ticket categories of enabled events and enabled simple products, priced for the store view', async () => {
    const catalog = new CatalogService(api.db, clock);
    const sv = (await catalog.storeIndex('default'))!;
    expect(sv.sellable.get(SKUS.hamletParterre)).toEqual({
      productId: 1011,
      sku: SKUS.hamletParterre,
      parentSku: SKUS.hamlet,
      name: expect.any(String),
      typeId: 'simple',
      unitPriceInclTax: PRICES.hamletParterre.SEK,
      tiers: [],
      ratePercent: 6,
      ticketCategoryLabel: 'Parkett',
      eventDate: expect.any(String),
    });
    // The special price counts while its window is open.
    expect(sv.sellable.get(SKUS.kentStaplats)!.unitPriceInclTax).toBe(PRICES.kentStaplats.specialSEK);
    expect(sv.sellable.get(SKUS.giftcard)).toMatchObject({ sku: SKUS.giftcard, parentSku: null, ticketCategoryLabel: null, unitPriceInclTax: PRICES.giftcard.SEK });
    const de = (await catalog.storeIndex('store_de'))!;
    expect(de.sellable.get(SKUS.hamletParterre)).toMatchObject({ unitPriceInclTax: PRICES.hamletParterre.EUR, ratePercent: 7 });
  });

  it('sells neither events nor the tickets of a disabled event, nor skus it does not know', async () => {
    const index = (await new CatalogService(api.db, clock).storeIndex('default'))!;
    expect(index.records.has(SKUS.disabledChild)).toBe(true);
    expect(index.sellable.get(SKUS.disabledChild)).toBeUndefined();
    expect(index.sellable.get(SKUS.hamlet)).toBeUndefined();
    expect(index.sellable.get('NO-SUCH-SKU')).toBeUndefined();
  });

  it('answers the same object each time for one index', async () => {
    const index = (await new CatalogService(api.db, clock).storeIndex('default'))!;
    expect(index.sellable.get(SKUS.rockfestStaplats)).toBe(index.sellable.get(SKUS.rockfestStaplats));
  });
});
