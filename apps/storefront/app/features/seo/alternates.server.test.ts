import type * as ApiServer from '#app/lib/api.server.ts';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@encore/contracts';

const api = vi.hoisted(() => ({ searchProducts: vi.fn() }));

vi.mock('#app/lib/api.server.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ApiServer>();
  return { ...real, ...api };
});

const { eventPaths } = await import('./alternates.server.ts');

const event = (slug: string, sku = 'KON-1') => ({ id: 7, sku, name: 'Konsert', url_key: slug, slug, parentSku: undefined }) as unknown as Product;

describe('event counterparts in the other stores', () => {
  it("takes the page's own store from the event it already has and asks only the other stores", async () => {
    api.searchProducts.mockReset();
    api.searchProducts.mockImplementation(async ({ storeCode }: { storeCode: string }) => ({ items: [event(`konzert-${storeCode}`)], total: 1 }));
    const paths = await eventPaths('KON-1', { storeCode: 'default', product: Promise.resolve(event('konsert')) });
    expect(api.searchProducts.mock.calls.map((c) => c[0].storeCode).sort()).toEqual(['store_de', 'store_it']);
    expect(paths).toEqual({ default: '/p/KON-1/konsert', store_de: '/p/KON-1/konzert-store_de', store_it: '/p/KON-1/konzert-store_it' });
  });

  it('keeps the other stores’ paths for the next page of the same event, and asks again for another event', async () => {
    api.searchProducts.mockReset();
    api.searchProducts.mockImplementation(async ({ storeCode }: { storeCode: string }) => ({ items: [event(`konzert-${storeCode}`, 'KON-2')], total: 1 }));
    const first = await eventPaths('KON-2', { storeCode: 'default', product: Promise.resolve(event('konsert', 'KON-2')) });
    const again = await eventPaths('KON-2', { storeCode: 'default', product: Promise.resolve(event('konsert', 'KON-2')) });
    expect(again).toEqual(first);
    expect(api.searchProducts).toHaveBeenCalledTimes(2);
    await eventPaths('KON-3', { storeCode: 'default', product: Promise.resolve(null) });
    expect(api.searchProducts).toHaveBeenCalledTimes(4);
  });

  it('leaves out a store the event is missing from, and asks again after a failed call', async () => {
    api.searchProducts.mockReset();
    api.searchProducts.mockResolvedValue({ items: [], total: 0 });
    expect(await eventPaths('KON-4', { storeCode: 'default', product: Promise.resolve(null) })).toEqual({});
    api.searchProducts.mockReset();
    api.searchProducts.mockRejectedValue(new Error('API down'));
    expect(await eventPaths('KON-5', { storeCode: 'default', product: Promise.resolve(null) })).toEqual({});
    api.searchProducts.mockReset();
    api.searchProducts.mockImplementation(async ({ storeCode }: { storeCode: string }) => ({ items: [event(`konzert-${storeCode}`, 'KON-5')], total: 1 }));
    expect(await eventPaths('KON-5', { storeCode: 'default', product: Promise.resolve(null) })).toEqual({ store_de: '/p/KON-5/konzert-store_de', store_it: '/p/KON-5/konzert-store_it' });
  });
});
