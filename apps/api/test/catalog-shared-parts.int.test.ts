import type { Product } from '@encore/contracts';
import { describe, expect, it, vi } from 'vitest';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import type { StoreIndex } from '../src/modules/catalog/catalog-index.ts';
import { sharedStock } from '../src/modules/catalog/stock-info.ts';
import { activeHeldByProduct } from '../src/modules/hold/hold.repo.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const clock = { now: () => new Date() };

/** Two configurable events of the index with the same ticket categories in the same order. */
function twinEvents(index: StoreIndex): [Product, Product] {
  const seen = new Map<string, Product>();
  for (const doc of index.products) {
    if (doc.type_id !== 'configurable' || !doc.configurable_children.length) continue;
    const key = doc.configurable_children.map((c) => c.ticket_category).join(',');
    const twin = seen.get(key);
    if (twin) return [twin, doc];
    seen.set(key, doc);
  }
  throw new Error('the demo catalogue has no two events with the same ticket categories');
}

describe.skipIf(!dbAvailable)('parts that documents have alike are shared and frozen (ADR 0065)', () => {
  const api = useApi();

  it('shares ticket options, attribute lists, category references and stock figures between events', async () => {
    const index = (await new CatalogService(api.db, clock).storeIndex('default'))!;
    const [a, b] = twinEvents(index);
    expect(b.configurable_options).toBe(a.configurable_options);
    expect(Object.isFrozen(a.configurable_options[0]!.values)).toBe(true);
    expect(a.configurable_options[0]!.values.map((v) => v.value_index)).toEqual(a.configurable_children.map((c) => c.ticket_category));
    const childA = a.configurable_children[0]!;
    const childB = b.configurable_children[0]!;
    expect(childB.custom_attributes).toBe(childA.custom_attributes);
    expect(childA.custom_attributes).toEqual([{ attribute_code: 'ticket_category', value: String(childA.ticket_category) }]);
    // The ticket rows behind them share one parsed attribute list too.
    expect(index.records.get(childB.sku)!.attributes).toBe(index.records.get(childA.sku)!.attributes);

    const refsById = new Map<number, Product['category'][number][]>();
    for (const p of index.products) for (const ref of p.category) refsById.set(ref.category_id, [...(refsById.get(ref.category_id) ?? []), ref]);
    const busiest = [...refsById.values()].sort((x, y) => y.length - x.length)[0]!;
    expect(busiest.length).toBeGreaterThan(1);
    for (const ref of busiest) expect(ref).toBe(busiest[0]);

    // Every equal stock figure, of an event or of a ticket category, is one object.
    const figures = new Map<string, Set<object>>();
    let figuresSeen = 0;
    for (const p of index.products)
      for (const s of [p.stock, ...p.configurable_children.map((c) => c.stock)]) {
        const key = `${s.qty}/${s.is_in_stock}/${s.manage_stock}`;
        figures.set(key, (figures.get(key) ?? new Set()).add(s));
        figuresSeen++;
      }
    expect(figures.size).toBeLessThan(figuresSeen);
    for (const objects of figures.values()) expect(objects.size).toBe(1);
    expect(() => {
      (childA.stock as { qty: number }).qty += 1;
    }).toThrow(TypeError);
  });

  it('gives each store view its own shared parts, in its own language', async () => {
    const catalog = new CatalogService(api.db, clock);
    const sv = (await catalog.storeIndex('default'))!;
    const de = (await catalog.storeIndex('store_de'))!;
    const [a] = twinEvents(sv);
    const deA = de.byId.get(a.id)!;
    expect(deA.configurable_options).not.toBe(a.configurable_options);
    expect(deA.configurable_options[0]!.label).toBe('Ticketkategorie');
    expect(a.configurable_options[0]!.label).toBe('Biljettkategori');
    const translated = sv.categories.find((c) => de.categories.find((d) => d.id === c.id)!.name !== c.name && sv.products.some((p) => p.category_ids.includes(c.id)))!;
    const event = sv.products.find((p) => p.category_ids.includes(translated.id))!;
    expect(event.category.find((c) => c.category_id === translated.id)!.name).toBe(translated.name);
    expect(de.byId.get(event.id)!.category.find((c) => c.category_id === translated.id)!.name).toBe(de.categories.find((d) => d.id === translated.id)!.name);
  });

  it('replaces a stock figure when tickets are held, and leaves the events that shared the old one as they were', async () => {
    const catalog = new CatalogService(api.db, clock, { activeHeld: (ids) => activeHeldByProduct(api.db, clock.now().toISOString(), ids) });
    const index = (await catalog.storeIndex('default'))!;
    const childOf = (sku: string) => index.products.flatMap((p) => p.configurable_children).find((c) => c.sku === sku)!;
    // Two ticket categories of two events with the same figure: ten left, none sold.
    const held = childOf(SKUS.rockfestParterre);
    const other = childOf(SKUS.disabledChild);
    expect(other.stock).toBe(held.stock);
    const before = held.stock;
    const cart = await api.post('/api/cart/create', {});
    const hold = await api.post(`/api/cart/update?cartId=${cart.body.result}`, { cartItem: { sku: SKUS.rockfestParterre, qty: 2, quoteId: cart.body.result } });
    expect(hold.status).toBe(200);
    // A freshness check a quarter second on reads the hold.
    await vi.waitFor(
      async () => {
        await catalog.storeIndex('default');
        expect(childOf(SKUS.rockfestParterre).stock.qty).toBe(before.qty - 2);
      },
      { timeout: 5000, interval: 100 },
    );
    const after = childOf(SKUS.rockfestParterre).stock;
    expect(after).toBe(sharedStock(before.qty - 2, true, true));
    expect(before.qty).toBe(10);
    expect(childOf(SKUS.disabledChild).stock).toBe(before);
  });
});
