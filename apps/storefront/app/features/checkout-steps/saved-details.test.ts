import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_DETAILS_KEY } from './details-key.ts';
import { CHECKOUT_ACTIVITY_MS, clearDetails, inCheckoutWindow, restoreDetails, saveDetails } from './saved-details.ts';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe('saved checkout details', () => {
  let store: MemoryStore;
  const t0 = Date.UTC(2026, 10, 26, 12);
  beforeEach(() => {
    store = new MemoryStore();
  });

  it('keeps the details with their modification time, never passwords or the terms consent', () => {
    saveDetails(store, { firstname: 'Anna', city: 'Göteborg', password: 'Secret123', passwordConfirm: 'Secret123', terms: '1' }, t0);
    expect(JSON.parse(store.getItem(CHECKOUT_DETAILS_KEY)!)).toEqual({ modifiedAt: t0, details: { firstname: 'Anna', city: 'Göteborg' } });
    expect(restoreDetails(store, t0 + 60_000)).toEqual({ firstname: 'Anna', city: 'Göteborg' });
  });

  it('restores them for 30 minutes after the last change, then forgets them', () => {
    saveDetails(store, { firstname: 'Anna' }, t0);
    expect(restoreDetails(store, t0 + CHECKOUT_ACTIVITY_MS - 1)).toEqual({ firstname: 'Anna' });
    expect(restoreDetails(store, t0 + CHECKOUT_ACTIVITY_MS)).toBeNull();
    expect(store.getItem(CHECKOUT_DETAILS_KEY)).toBeNull();
  });

  it('counts 1,800,000 ms as the checkout window', () => {
    expect(CHECKOUT_ACTIVITY_MS).toBe(1_800_000);
    expect(inCheckoutWindow(t0, t0 + 1_799_999)).toBe(true);
    expect(inCheckoutWindow(t0, t0 + 1_800_000)).toBe(false);
  });

  it('ignores what it did not write: broken JSON, other shapes, unknown fields', () => {
    store.setItem(CHECKOUT_DETAILS_KEY, '{nope');
    expect(restoreDetails(store, t0)).toBeNull();
    store.setItem(CHECKOUT_DETAILS_KEY, JSON.stringify({ modifiedAt: 'now', details: {} }));
    expect(restoreDetails(store, t0)).toBeNull();
    store.setItem(CHECKOUT_DETAILS_KEY, JSON.stringify({ modifiedAt: t0, details: { firstname: 'Anna', isAdmin: 'yes', city: 3, password: 'x' } }));
    expect(restoreDetails(store, t0)).toEqual({ firstname: 'Anna' });
  });

  it('is cleared', () => {
    saveDetails(store, { firstname: 'Anna' }, t0);
    clearDetails(store);
    expect(restoreDetails(store, t0)).toBeNull();
  });
});
