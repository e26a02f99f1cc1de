import type * as ApiServer from '#app/lib/api.server.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_VIEWS } from '@encore/contracts';

const api = vi.hoisted(() => ({ searchCategories: vi.fn(), searchProducts: vi.fn(), searchCatalog: vi.fn(), apiRead: vi.fn() }));

vi.mock('#app/lib/api.server.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ApiServer>();
  return { ...real, ...api };
});

const { loadCategoryListing } = await import('./listing.server.ts');
const { ApiUnavailableError } = await import('#app/lib/api.server.ts');
const { clearPlacesCache } = await import('#app/features/places/places.server.ts');
const { clearCatalogCache } = await import('#app/features/catalog/catalog.server.ts');

const store = STORE_VIEWS.default;
const category = { id: 3, name: 'Konserter', url_path: 'konserter', parent_id: 2, level: 2, position: 1, is_active: true, description: '', short_description: '' };
const page = (items: unknown[]) => ({ items, total: items.length, perPage: 16, start: 0, aggregations: {}, attributeMetadata: [] });
const url = { page: 1, params: { city: ['Stockholm'] } };

beforeEach(() => {
  // Every test answers the catalogue anew: nothing kept from the one before.
  clearCatalogCache();
  clearPlacesCache();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api.searchCategories.mockReset();
  api.searchProducts.mockReset();
  api.searchCatalog.mockReset().mockResolvedValue(page([]));
  api.apiRead.mockReset().mockImplementation(async (path: string) => {
    if (path === '/api/ext/venues/get-list') return { items: VENUES };
    throw new ApiUnavailableError(`unexpected ${path}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const venue = (id: number, name: string, slug: string, city: string) => ({ id, name, slug, city, city_slug: city.toLowerCase(), address: '', country_id: 'SE', capacity: 0, description: '', event_count: 1 });
const VENUES = [venue(1, 'Avicii Arena', 'avicii-arena', 'Stockholm'), venue(2, 'Cirkus', 'cirkus', 'Stockholm'), venue(3, 'Cirkus', 'cirkus-goteborg', 'Göteborg'), venue(4, 'Nalen', 'nalen', 'Stockholm')];
const terms = (buckets: Array<[string, number]>) => ({ buckets: buckets.map(([key, doc_count]) => ({ key, doc_count })) });

describe('category listing loader', () => {
  it('a missing category is not found (404 page)', async () => {
    api.searchCategories.mockResolvedValue(page([]));
    expect(await loadCategoryListing(store, 'finns-inte', url)).toEqual({ kind: 'not-found' });
  });

  it('when the listing cannot load, the page renders with no listing (the offline warning)', async () => {
    api.searchCategories.mockResolvedValue(page([category]));
    api.searchProducts.mockRejectedValue(new ApiUnavailableError('down'));
    const r = await loadCategoryListing(store, 'konserter', url);
    expect(r.kind).toBe('ok');
    expect(r.kind === 'ok' && r.listing).toBeNull();
  });

  it('when the catalogue cannot be reached at all, the page is unavailable rather than an error', async () => {
    api.searchCategories.mockRejectedValue(new ApiUnavailableError('down'));
    expect(await loadCategoryListing(store, 'konserter', url)).toEqual({ kind: 'unavailable', title: 'konserter' });
  });

  it('keeps the category for the next page of the category: it then asks only for the events', async () => {
    api.searchCategories.mockResolvedValue(page([category]));
    api.searchProducts.mockResolvedValue(page([]));
    await loadCategoryListing(store, 'konserter', url);
    const categoryCalls = api.searchCategories.mock.calls.length;
    await loadCategoryListing(store, 'konserter', { ...url, page: 2 });
    expect(categoryCalls).toBeGreaterThan(0);
    expect(api.searchCategories.mock.calls.length).toBe(categoryCalls);
    expect(api.searchProducts).toHaveBeenCalledTimes(2);
  });

  it('notes the category’s output-cache tag on every page of it, kept lookup or not', async () => {
    // Only the lookup by address finds the category (it is not in the menu's tree).
    api.searchCategories.mockImplementation(async ({ body }: { body: { filters: Array<{ attribute: string }> } }) => page(body.filters.some((x) => x.attribute === 'url_path') ? [category] : []));
    api.searchProducts.mockResolvedValue(page([]));
    const key = Symbol.for('encore.output-cache.tags');
    const holder = globalThis as unknown as Record<symbol, { getStore(): Set<string> } | undefined>;
    const tagsOf = async (pageNo: number) => {
      const tags = new Set<string>();
      holder[key] = { getStore: () => tags };
      try {
        await loadCategoryListing(store, 'konserter', { ...url, page: pageNo });
      } finally {
        delete holder[key];
      }
      return tags;
    };
    expect(await tagsOf(1)).toContain('C3');
    expect(await tagsOf(2)).toContain('C3');
  });

  it('asks for the route filters, 16 a page, sold-out hidden, and counts the chosen city without itself', async () => {
    api.searchCategories.mockResolvedValue(page([category]));
    api.searchProducts.mockResolvedValue(page([]));
    const r = await loadCategoryListing(store, 'konserter', url);
    expect(r.kind === 'ok' && r.listing?.state.filters).toEqual({ city: ['Stockholm'] });
    // One search answers the page: the events and every facet.
    expect(api.searchProducts).toHaveBeenCalledTimes(1);
    const [main] = api.searchProducts.mock.calls.map((c) => c[0]);
    expect(main.size).toBe(16);
    expect(main.sort).toBe('date:asc');
    expect(main.body.filters).toEqual(
      expect.arrayContaining([
        { attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' },
        { attribute: 'city', value: { in: ['Stockholm'] }, scope: 'catalog', tag: 'city' },
      ]),
    );
    // The city facet is counted without the city choice.
    expect(main.body.aggregations).toContainEqual({ field: 'city', exclude: ['city'] });
  });

  it('takes the period facet from the months counted without period and month', async () => {
    api.searchCategories.mockResolvedValue(page([category]));
    api.searchProducts.mockResolvedValue({
      ...page([]),
      aggregations: { agg_terms_event_month: terms([['2027-03', 1]]), period_months: terms([['2027-03', 1], ['2028-01', 4]]) },
    });
    const r = await loadCategoryListing(store, 'konserter', { page: 1, params: { period: ['2027'] } });
    if (r.kind !== 'ok' || !r.listing) throw new Error('expected a listing');
    expect(api.searchProducts).toHaveBeenCalledTimes(1);
    expect(r.listing.periodMonths.map((m) => [m.id, m.count])).toEqual([
      ['2027-03', 1],
      ['2028-01', 4],
    ]);
    expect(r.listing.facets.month?.map((m) => m.id)).toEqual(['2027-03']);
  });

  it('filters by venue key, resolves an old name link to its key, ignores unknown venues and labels venues by name', async () => {
    api.searchCategories.mockResolvedValue(page([category]));
    api.searchProducts.mockImplementation(async (req: { body: { aggregations: Array<{ field: string }> } }) => ({
      ...page([]),
      aggregations: req.body.aggregations.some((a) => a.field === 'venue_key') ? { agg_terms_venue_key: terms([['cirkus', 2], ['cirkus-goteborg', 1], ['nalen', 3]]) } : {},
    }));
    const r = await loadCategoryListing(store, 'konserter', { page: 1, params: { venue: ['Avicii Arena', 'nalen', 'okand', 'a.b'] } });
    if (r.kind !== 'ok' || !r.listing) throw new Error('expected a listing');
    expect(r.listing.state.filters).toEqual({ venue: ['avicii-arena', 'nalen'] });
    expect(api.searchProducts).toHaveBeenCalledTimes(1);
    const [main] = api.searchProducts.mock.calls.map((c) => c[0]);
    expect(main.body.filters).toContainEqual({ attribute: 'venue_key', value: { in: ['avicii-arena', 'nalen'] }, scope: 'catalog', tag: 'venue' });
    // The venue facet is counted as if no venue were chosen.
    expect(main.body.aggregations).toContainEqual({ field: 'venue_key', exclude: ['venue'] });
    expect(r.listing.facets.venue).toEqual([
      { id: 'avicii-arena', label: 'Avicii Arena', type: 'venue', count: 0 },
      { id: 'cirkus-goteborg', label: 'Cirkus (Göteborg)', type: 'venue', count: 1 },
      { id: 'cirkus', label: 'Cirkus (Stockholm)', type: 'venue', count: 2 },
      { id: 'nalen', label: 'Nalen', type: 'venue', count: 3 },
    ]);
  });

  it('without the venue list, venue values are used as they are', async () => {
    api.searchCategories.mockResolvedValue(page([category]));
    api.searchProducts.mockResolvedValue(page([]));
    api.apiRead.mockRejectedValue(new ApiUnavailableError('down'));
    // Without the venue list that earlier tests left in the per-process cache.
    clearPlacesCache();
    const { loadListing } = await import('./listing.server.ts');
    const r = await loadListing(store, 3, { page: 1, params: { venue: ['ny-arena'] } });
    expect(r.state.filters).toEqual({ venue: ['ny-arena'] });
  });
});
