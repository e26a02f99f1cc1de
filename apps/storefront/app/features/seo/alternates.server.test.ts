import type * as ApiServer from '#app/lib/api.server.ts';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@encore/contracts';

const api = vi.hoisted(() => ({ searchProducts: vi.fn() }));

vi.mock('#app/lib/api.server.ts', async (importOriginal) => {
  const real = await importOriginal<typeof ApiServer>();
  return { ...real, ...api };
});

const { eventPaths } = await import('./alternates.server.ts');

const event = (slug: string) => ({ id: 7, sku: 'KON-1', name: 'Konsert', url_key: slug, slug, parentSku: undefined }) as unknown as Product;

describe('event counterparts in the other stores', () => {
  it("takes the page's own store from the event it already has and asks only the other stores", async () => {
    api.searchProducts.mockImplementation(async ({ storeCode }: { storeCode: string }) => ({ items: [event(`konzert-${storeCode}`)], total: 1 }));
    const paths = await eventPaths('KON-1', { storeCode: 'default', product: Promise.resolve(event('konsert')) });
    expect(api.searchProducts.mock.calls.map((c) => c[0].storeCode).sort()).toEqual(['store_de', 'store_it']);
    expect(paths).toEqual({ default: '/p/KON-1/konsert', store_de: '/p/KON-1/konzert-store_de', store_it: '/p/KON-1/konzert-store_it' });
  });

  it('leaves the own store out when the event is missing there', async () => {
    api.searchProducts.mockResolvedValue({ items: [], total: 0 });
    expect(await eventPaths('KON-1', { storeCode: 'default', product: Promise.resolve(null) })).toEqual({});
  });
});
