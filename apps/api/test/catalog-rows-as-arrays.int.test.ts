import { describe, expect, it } from 'vitest';
import { columnPlaces, selectRowsAsArrays } from '../src/db/rows-as-arrays.ts';
import { loadCatalogData } from '../src/modules/catalog/catalog.repo.ts';
import { translationsHash } from '../src/db/translations-hash.ts';
import { dbAvailable, useApi } from './harness.ts';

/**
 * The catalogue's most numerous rows are read as arrays of values (ADR 0077). Each value must land in
 * the record field of its own column: checked against the same rows read as objects with named keys.
 */
describe.skipIf(!dbAvailable)('catalogue rows read as arrays', () => {
  const api = useApi();

  it('hands back each value at its place in the select list, nulls included, on either engine', async () => {
    const columns = ['sku', 'id', 'parent_id', 'event_date', 'name'] as const;
    const at = columnPlaces(columns);
    const query = api.db.selectFrom('product').select(columns).orderBy('id');
    const arrays = await selectRowsAsArrays(api.db, query);
    const objects = await query.execute();
    expect(arrays.length).toBeGreaterThan(5);
    expect(arrays.map((row) => row.length)).toEqual(objects.map(() => columns.length));
    expect(arrays.map((row) => ({ sku: row[at.sku], id: row[at.id], parent_id: row[at.parent_id], event_date: row[at.event_date], name: row[at.name] }))).toEqual(objects);
    // A ticket category has a parent, an event none: both kinds are in the fixture.
    expect(arrays.some((row) => row[at.parent_id] === null)).toBe(true);
    expect(arrays.some((row) => typeof row[at.parent_id] === 'number')).toBe(true);
    // The same text unmarked still gives objects (SQLite prepares the marked text apart).
    expect(Array.isArray((await query.execute())[0])).toBe(false);
  });

  it('makes the same event, ticket and price records as the rows read with named keys', async () => {
    const data = await loadCatalogData(api.db);
    const events = await api.db.selectFrom('product').selectAll().where('parent_id', 'is', null).orderBy('id').execute();
    expect(data.products.map((p) => p.id)).toEqual(events.map((e) => e.id));
    for (const [i, e] of events.entries()) {
      const { best_selling_event, avoid_single_ticket, attributes_json, i18n_json, i18n_hash: _hash, ...plain } = e;
      expect(data.products[i]).toEqual({
        ...plain,
        best_selling_event: best_selling_event === 1,
        avoid_single_ticket: avoid_single_ticket === 1,
        attributes: JSON.parse(attributes_json),
        i18n: JSON.parse(i18n_json),
      });
    }
    const tickets = await api.db.selectFrom('product').selectAll().where('parent_id', 'is not', null).orderBy('id').execute();
    expect(data.tickets.map((t) => [t.id, t.sku, t.type_id, t.parent_id, t.name, t.status, t.visibility, t.tax_class_id, t.ticket_category, t.attributes])).toEqual(
      tickets.map((t) => [t.id, t.sku, t.type_id, t.parent_id, t.name, t.status, t.visibility, t.tax_class_id, t.ticket_category, JSON.parse(t.attributes_json)]),
    );
    // Tickets carry a hash of their translations (0 without): worked out from the text where the row has
    // no stored hash, as the fixture's rows written without the import have none.
    expect(tickets.every((t) => t.i18n_hash === null)).toBe(true);
    expect(tickets.some((t) => translationsHash(t.i18n_json) !== 0)).toBe(true);
    expect(data.tickets.map((t) => t.translations)).toEqual(tickets.map((t) => translationsHash(t.i18n_json)));
    // A stored hash is taken as it is, without the text.
    await api.db.updateTable('product').set({ i18n_hash: 12_345 }).where('id', '=', tickets[0]!.id).execute();
    expect((await loadCatalogData(api.db)).tickets.find((t) => t.id === tickets[0]!.id)?.translations).toBe(12_345);
    const prices = await api.db.selectFrom('product_price').selectAll().orderBy('product_id').orderBy('currency').execute();
    expect(prices.length).toBeGreaterThan(5);
    expect(prices.some((p) => p.special_price !== null)).toBe(true);
    expect([...data.prices]).toEqual(prices);
  });
});
