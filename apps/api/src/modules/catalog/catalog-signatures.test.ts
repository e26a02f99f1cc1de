import { describe, expect, it } from 'vitest';
import type { CatalogData, ProductRecord, TicketRecord } from './catalog.repo.ts';
import { PriceTable, type PriceRecord } from './price-table.ts';
import { catalogSignatures, completeSignatures } from './catalog-signatures.ts';

const event = (id: number, name = `Event ${id}`) => ({ id, sku: `E${id}`, name, updated_at: '2026-11-27T10:00:00Z' }) as unknown as ProductRecord;
const ticket = (id: number, parent: number, name = `Ticket ${id}`) => ({ id, parent_id: parent, sku: `T${id}`, name }) as unknown as TicketRecord;
const price = (productId: number, value: number, currency = 'SEK'): PriceRecord => ({ product_id: productId, currency, price: value, special_price: null, special_from_date: null, special_to_date: null });

type Rows = Partial<Omit<CatalogData, 'prices'>> & { prices?: PriceRecord[] };

function catalogue({ prices = [], ...parts }: Rows): CatalogData {
  return { categories: [], products: [], tickets: [], productCategories: [], attributes: [], taxRules: [], venues: [], tierPrices: [], links: [], bundleOptions: [], ...parts, prices: PriceTable.from(prices) };
}

const baseRows = () => ({
  products: [event(3), event(1), event(2)],
  tickets: [ticket(31, 3), ticket(11, 1), ticket(12, 1), ticket(21, 2)],
  prices: [price(31, 500), price(11, 100), price(12, 200), price(21, 300), price(1, 100)],
  productCategories: [{ product_id: 1, category_id: 7, position: 0 }],
});
const base = () => catalogue(baseRows());

describe('catalogue signatures', () => {
  it('gives every event one, the same for the same rows however the other events are ordered', () => {
    const a = catalogSignatures(base());
    expect([...a.byProduct.keys()].sort()).toEqual([1, 2, 3]);
    const shuffled = baseRows();
    shuffled.products.reverse();
    shuffled.tickets.reverse();
    shuffled.prices.reverse();
    const b = catalogSignatures(catalogue(shuffled));
    expect(b.byProduct.get(2)).toBe(a.byProduct.get(2));
    expect(b.byProduct.get(3)).toBe(a.byProduct.get(3));
  });

  it("changes an event's signature with a price of one of its ticket categories, and no other event's", () => {
    const before = catalogSignatures(base());
    const changed = baseRows();
    changed.prices[2] = price(12, 250);
    const after = catalogSignatures(catalogue(changed));
    expect(after.byProduct.get(1)).not.toBe(before.byProduct.get(1));
    expect(after.byProduct.get(2)).toBe(before.byProduct.get(2));
    expect(after.byProduct.get(3)).toBe(before.byProduct.get(3));
  });

  it('follows a ticket category, a category link and the event row itself, but not the import stamp', () => {
    const before = catalogSignatures(base()).byProduct.get(1);
    const renamed = base();
    renamed.tickets[1] = ticket(11, 1, 'Parkett');
    expect(catalogSignatures(renamed).byProduct.get(1)).not.toBe(before);
    const moved = base();
    moved.productCategories = [{ product_id: 1, category_id: 8, position: 0 }];
    expect(catalogSignatures(moved).byProduct.get(1)).not.toBe(before);
    const stamped = base();
    stamped.products[1] = { ...event(1), updated_at: '2026-11-28T10:00:00Z' };
    expect(catalogSignatures(stamped).byProduct.get(1)).toBe(before);
    const eventRenamed = base();
    eventRenamed.products[1] = event(1, 'Another name');
    expect(catalogSignatures(eventRenamed).byProduct.get(1)).not.toBe(before);
  });

  it('leaves out rows of products nobody loaded', () => {
    const before = catalogSignatures(base());
    const stray = baseRows();
    stray.tickets.push(ticket(99, 404));
    stray.prices.push(price(99, 1), price(405, 1));
    const after = catalogSignatures(catalogue(stray));
    expect([...after.byProduct.keys()].sort()).toEqual([1, 2, 3]);
    for (const id of [1, 2, 3]) expect(after.byProduct.get(id)).toBe(before.byProduct.get(id));
  });

  it('moves a package with the events whose tickets it links to', () => {
    const withPackage = (eventName: string) =>
      catalogue({
        products: [event(1, eventName), event(90)],
        tickets: [ticket(11, 1)],
        links: [{ product_id: 90, option_id: 0, linked_product_id: 11, qty: 1, is_default: 1, position: 0 }],
      });
    const a = catalogSignatures(withPackage('A'));
    const b = catalogSignatures(withPackage('B'));
    expect(b.byProduct.get(90)).not.toBe(a.byProduct.get(90));
  });

  it('works missing signatures out only on the turns it is given, and then fills in the same ones', async () => {
    const data = base();
    const built = new Map<number, { signature: string | undefined }>([1, 2, 3].map((id) => [id, { signature: undefined }]));
    const waiting: Array<() => void> = [];
    let turns = 0;
    const turn = () =>
      new Promise<void>((resolve) => {
        turns += 1;
        waiting.push(resolve);
      });
    const done = completeSignatures(built, data, turn);
    await new Promise((resolve) => setImmediate(resolve));
    // Asked for a turn, and nothing worked out before it came.
    expect(turns).toBe(1);
    expect([...built.values()].every((b) => b.signature === undefined)).toBe(true);
    while (waiting.length > 0) {
      waiting.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    const expected = catalogSignatures(base()).byProduct;
    expect(Object.fromEntries([...built].map(([id, b]) => [id, b.signature]))).toEqual(Object.fromEntries(expected));
  });
});
