import type * as ApiServer from '#app/lib/api.server.ts';
import { STORE_VIEWS } from '@encore/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ apiRead: vi.fn() }));
vi.mock('#app/lib/api.server.ts', async (importOriginal) => ({ ...(await importOriginal<typeof ApiServer>()), ...api }));

const { clearPlacesCache, loadPopular } = await import('./places.server.ts');
const store = STORE_VIEWS.default;
const artist = (id: number) => ({ entity_type: 'artist', id, name: `Artist ${id}`, slug: `artist-${id}`, url_path: `konserter/artist-${id}`, image: null, city: null, event_count: 1, tickets_sold: 10 * id });

beforeEach(() => {
  clearPlacesCache();
  api.apiRead.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('popular lists', () => {
  it('are kept per store, kind, length and category: the next page showing the same list asks nothing', async () => {
    api.apiRead.mockResolvedValue([artist(1), artist(2)]);
    const first = await loadPopular(store, 'popularArtists', { categoryId: 3 });
    expect(await loadPopular(store, 'popularArtists', { categoryId: 3 })).toEqual(first);
    expect(api.apiRead).toHaveBeenCalledTimes(1);
    expect(api.apiRead.mock.calls[0]).toEqual(['/api/ext/popular/get-list', { query: { entityType: 'popularArtists', limit: 12, categoryId: 3, storeCode: 'default' } }]);
    await loadPopular(store, 'popularArtists', { categoryId: 4 });
    await loadPopular(STORE_VIEWS.store_de, 'popularArtists', { categoryId: 3 });
    await loadPopular(store, 'popularVenues', { categoryId: 3 });
    expect(api.apiRead).toHaveBeenCalledTimes(4);
  });

  it('are empty when the API cannot answer, and asked again next time', async () => {
    api.apiRead.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([artist(1)]);
    expect(await loadPopular(store, 'popularArtists')).toEqual([]);
    expect(await loadPopular(store, 'popularArtists')).toEqual([artist(1)]);
    expect(api.apiRead).toHaveBeenCalledTimes(2);
  });
});
