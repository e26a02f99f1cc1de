import { searchBodySchema } from '@encore/contracts';
import { normaliseSearch } from '@encore/domain';
import { describe, expect, it } from 'vitest';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { isKnownField } from '../src/modules/catalog/catalog-index.ts';
import { suggestion } from '../src/modules/catalog/catalog-lookup.ts';
import { productSearchJson } from '../src/modules/catalog/product-search.ts';
import { textWarmUps, warmTexts } from '../src/modules/catalog/warm-text.ts';
import { dbAvailable, useApi } from './harness.ts';

const clock = { now: () => new Date() };

describe.skipIf(!dbAvailable)("a new process runs suggestions and text searches before its first shopper's", () => {
  const api = useApi();

  it('makes up keystrokes and typo’d searches that find events, so the warm-up runs the code shoppers will', async () => {
    const catalog = new CatalogService(api.db, clock);
    const index = (await catalog.storeIndex('default'))!;
    const { keystrokes, searches } = warmTexts(index);
    expect(keystrokes.length).toBeGreaterThanOrEqual(4 * Math.min(index.products.length, 80) - 4);
    expect(searches.length).toBe(keystrokes.length / 4);
    // Searches carry a slip in each long word, and still find events, as a shopper's typos do.
    expect(searches.filter((text) => /\p{L}{5}/u.test(text)).every((text) => !index.products.some((p) => p.name.includes(text)))).toBe(true);
    const found = searches.filter((text) => {
      const n = normaliseSearch({ entityType: 'product', size: 1, body: searchBodySchema.parse({ text }) }, { isKnownField: (f) => isKnownField(index, 'product', f) });
      return JSON.parse(productSearchJson(index, n, {}, performance.now(), 0).json).result.total > 0;
    });
    expect(found.length).toBeGreaterThan(searches.length * 0.8);
    const suggested = keystrokes.filter((q) => suggestion(index, { q, size: 6, storeCode: 'default' }).result.products.length > 0);
    expect(suggested.length).toBeGreaterThan(keystrokes.length * 0.8);
  });

  it('keeps nothing of what it ran: no text hits, suggestions or answers', async () => {
    const catalog = new CatalogService(api.db, clock);
    const index = (await catalog.storeIndex('default'))!;
    await catalog.listingsWarmed();
    expect(index.textHits.size).toBe(0);
    expect(index.suggestions.size).toBe(0);
    expect(index.cache.size).toBe(0);
    // The same steps run again by hand keep nothing either.
    const steps = textWarmUps(index);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) step();
    expect(index.textHits.size).toBe(0);
    expect(index.suggestions.size).toBe(0);
  });

  it('notes the text code warmed once a catalogue with events has run through it, so later catalogues skip it', async () => {
    const catalog = new CatalogService(api.db, clock);
    const warmed = () => (catalog as unknown as { textWarmed: boolean }).textWarmed;
    expect(warmed()).toBe(false);
    await catalog.storeIndex('default');
    await catalog.listingsWarmed();
    expect(warmed()).toBe(true);
  });

  it('makes up nothing for a catalogue without events', () => {
    const empty = { products: [] } as unknown as Parameters<typeof warmTexts>[0];
    expect(warmTexts(empty)).toEqual({ keystrokes: [], searches: [] });
    expect(textWarmUps(empty)).toEqual([]);
  });
});
