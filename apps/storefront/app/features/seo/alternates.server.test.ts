import { describe, expect, it } from 'vitest';
import type { Product } from '@encore/contracts';
import { enabledStoreViews } from '#app/lib/store-view.ts';
import { eventPaths } from './alternates.server.ts';

type PathFields = Pick<Product, 'sku' | 'parentSku' | 'store_slugs'>;

describe('event counterparts in the other stores', () => {
  it('links every enabled store from the slugs the event carries, under its own sku', () => {
    const event: PathFields = { sku: 'KON-1', store_slugs: { default: 'konsert', store_de: 'konzert', store_it: 'concerto' } };
    expect(enabledStoreViews().map((s) => s.storeCode)).toEqual(['default', 'store_de', 'store_it']);
    expect(eventPaths(event)).toEqual({ default: '/p/KON-1/konsert', store_de: '/p/KON-1/konzert', store_it: '/p/KON-1/concerto' });
  });

  it('takes the parent sku and encodes both parts of the path', () => {
    const event: PathFields = { sku: 'KON 2', parentSku: 'KON/2', store_slugs: { default: 'rock & roll', store_de: 'ä-ö' } };
    expect(eventPaths(event)).toEqual({ default: '/p/KON%2F2/rock%20%26%20roll', store_de: '/p/KON%2F2/%C3%A4-%C3%B6' });
  });

  it('leaves out a store the event has no slug in, and gives none for an event without slugs', () => {
    expect(eventPaths({ sku: 'KON-3', store_slugs: { store_it: 'concerto', store_de: '' } })).toEqual({ store_it: '/p/KON-3/concerto' });
    expect(eventPaths({ sku: 'KON-4' })).toEqual({});
  });
});
