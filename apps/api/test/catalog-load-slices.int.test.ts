import { describe, expect, it } from 'vitest';
import { loadCatalogData, loadInventory } from '../src/modules/catalog/catalog.repo.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

describe.skipIf(!dbAvailable)('the catalogue read in slices of product ids (ADR 0067)', () => {
  const api = useApi();

  it('reads the same records in the same order whatever the slice size, ids far apart included', async () => {
    const sameWhateverTheSize = async () => {
      const whole = await loadCatalogData(api.db, undefined, Number.MAX_SAFE_INTEGER);
      for (const size of [1, 2, 3, 7, 1_000]) expect(await loadCatalogData(api.db, undefined, size)).toEqual(whole);
      return whole;
    };
    // The fixture's ids lie close together: small slices cut between an event and its ticket categories.
    expect((await sameWhateverTheSize()).tickets.length).toBeGreaterThan(5);
    // An event and its ticket category with ids far beyond the others, priced, in a category: the last
    // slice has no upper bound, and the ranges between are empty.
    const now = new Date().toISOString();
    const base = { status: 1, visibility: 4, tax_class_id: 2, description: '', short_description: '', image: '', event_date: now, venue_id: 1, city: 'Stockholm', activity: '', ticket_type: 'e-ticket', ticket_category: null, best_selling_event: 0, avoid_single_ticket: 0, cart_heading: '', cart_description: '', position: 0, attributes_json: '[]', i18n_json: '{}', created_at: now, updated_at: now };
    await api.db.insertInto('product').values({ ...base, id: 1_900_000_000, sku: 'FAR-AWAY', type_id: 'configurable', parent_id: null, name: 'Långt bort', url_key: 'langt-bort' }).execute();
    await api.db.insertInto('product').values({ ...base, id: 1_900_000_001, sku: 'FAR-AWAY-A', type_id: 'simple', parent_id: 1_900_000_000, name: 'Parkett', url_key: 'langt-bort-a', visibility: 1 }).execute();
    await api.db.insertInto('product_price').values({ product_id: 1_900_000_001, currency: 'SEK', price: 10_000, special_price: null, special_from_date: null, special_to_date: null }).execute();
    await api.db.insertInto('product_category').values({ product_id: 1_900_000_000, category_id: 3, position: 0 }).execute();

    const whole = await sameWhateverTheSize();
    expect(whole.products.map((p) => p.sku)).toContain('FAR-AWAY');
    expect(whole.tickets.map((t) => t.sku)).toEqual(expect.arrayContaining([SKUS.kentParterre, 'FAR-AWAY-A']));
    expect([...whole.prices].some((p) => p.product_id === 1_900_000_001)).toBe(true);
    // Each table in its order: ids ascending, prices by product then currency.
    expect(whole.products.map((p) => p.id)).toEqual([...whole.products.map((p) => p.id)].sort((a, b) => a - b));
    expect(whole.tickets.map((t) => t.id)).toEqual([...whole.tickets.map((t) => t.id)].sort((a, b) => a - b));
    const priceKeys = [...whole.prices].map((p) => `${String(p.product_id).padStart(12, '0')} ${p.currency}`);
    expect(priceKeys).toEqual([...priceKeys].sort());
  });

  it('reads only the listed events with their ticket categories for a patch', async () => {
    const patch = await loadCatalogData(api.db, [1000], 1);
    expect(patch.products.map((p) => p.sku)).toEqual([SKUS.kent]);
    expect(patch.tickets.map((t) => t.sku)).toEqual([SKUS.kentParterre, SKUS.kentBalkong, SKUS.kentStaplats]);
    expect(new Set([...patch.prices].map((p) => p.product_id))).toEqual(new Set([1001, 1002, 1003]));
    expect(patch.categories).toEqual([]);
    expect(await loadCatalogData(api.db, [])).toEqual(await loadCatalogData(api.db, [], 1));
    // A patch that changed no product reads no stock rows (PostgreSQL refuses an empty `in ()`).
    expect(await loadInventory(api.db, [])).toEqual(new Map());
    expect([...(await loadInventory(api.db, [1001])).keys()]).toEqual([1001]);
  });
});
