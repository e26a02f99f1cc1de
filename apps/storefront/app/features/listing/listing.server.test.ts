import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_VIEWS } from '@encore/contracts';

const api = vi.hoisted(() => ({ searchCategories: vi.fn(), searchProducts: vi.fn(), searchCatalog: vi.fn() }));

vi.mock('#app/lib/api.server.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#app/lib/api.server.ts')>();
  return { ...real, ...api };
});

const { loadCategoryListing } = await import('./listing.server.ts');
const { ApiUnavailableError } = await import('#app/lib/api.server.ts');

const store = STORE_VIEWS.default;
const category = { id: 3, name: 'Konserter', url_path: 'konserter', parent_id: 2, level: 2, position: 1, is_active: true, description: '', short_description: '' };
const page = (items: unknown[]) => ({ items, total: items.length, perPage: 16, start: 0, aggregations: {}, attributeMetadata: [] });
const url = new URL('http://shop/c/konserter?city=Stockholm');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api.searchCategories.mockReset();
  api.searchProducts.mockReset();
  api.searchCatalog.mockReset().mockResolvedValue(page([]));
});

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

  it('asks for the route filters, 16 a page, sold-out hidden, and counts the chosen city without itself', async () => {
    api.searchCategories.mockResolvedValue(page([category]));
    api.searchProducts.mockResolvedValue(page([]));
    const r = await loadCategoryListing(store, 'konserter', url);
    expect(r.kind === 'ok' && r.listing?.state.filters).toEqual({ city: ['Stockholm'] });
    const [main, cityCounts] = api.searchProducts.mock.calls.map((c) => c[0]);
    expect(main.size).toBe(16);
    expect(main.sort).toBe('date:asc');
    expect(main.body.filters).toEqual(
      expect.arrayContaining([
        { attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' },
        { attribute: 'city', value: { in: ['Stockholm'] }, scope: 'catalog' },
      ]),
    );
    expect(cityCounts.body.filters.some((f: { attribute: string }) => f.attribute === 'city')).toBe(false);
    expect(cityCounts.body.aggregations).toEqual([{ field: 'city' }]);
  });
});
