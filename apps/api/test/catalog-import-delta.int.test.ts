import { describe, expect, it, vi } from 'vitest';
import { generateLargeCatalogue } from '../src/db/generate/large-catalogue.ts';
import { CATALOG_DELTA_KEY, type CatalogDelta } from '../src/db/import/catalog-delta.ts';
import { importCatalogue } from '../src/db/import/import-catalogue.ts';
import { STORE_VIEWS } from '@encore/contracts';
import { buildStoreIndex } from '../src/modules/catalog/catalog-index.ts';
import { catalogSignatures, completeSignatures, knownSignatures } from '../src/modules/catalog/catalog-signatures.ts';
import { loadCatalogData, type CatalogData } from '../src/modules/catalog/catalog.repo.ts';
import { patchCatalogData } from '../src/modules/catalog/catalog-patch.ts';
import { TEXT_BOOST, fuzziness } from '../src/modules/catalog/text/text-rules.ts';
import { dbAvailable, useApi } from './harness.ts';

type Event = { sku: string; name: string; status?: number; children: Array<{ prices: { SEK: number; EUR: number } }> };

/**
 * An import records which events it changed; a running API then re-reads only those (ADR 0010). What
 * matters to shoppers: changed names and prices show, an event disabled by the import disappears, and
 * the untouched events are still there.
 */
describe.skipIf(!dbAvailable)('reload after an import reads only the changed events', () => {
  const api = useApi();
  const readDelta = async () =>
    JSON.parse((await api.db.selectFrom('catalog_meta').select('value').where('key', '=', CATALOG_DELTA_KEY).executeTakeFirstOrThrow()).value) as CatalogDelta;
  const find = (sku: string) =>
    api.post('/api/catalog/default/product/_search', { filters: [{ attribute: 'sku', value: { eq: sku } }] }).then((r) => r.body.result.items[0]);
  const search = (text: string) =>
    api.post('/api/catalog/default/product/_search?size=10', { text }).then((r) => r.body.result.items.map((i: { sku: string }) => i.sku) as string[]);

  /** Imports `doc` and builds the default store view's index from everything loaded. */
  const importAndIndex = async (doc: ReturnType<typeof generateLargeCatalogue>) => {
    await importCatalogue(api.db, doc);
    const data = await loadCatalogData(api.db);
    return { data, first: buildStoreIndex(data, STORE_VIEWS.default, new Date(), new Map()) };
  };

  it('patches changed, disabled and untouched events correctly and records an exact delta', async () => {
    const doc = generateLargeCatalogue({ events: 40, ticketsPerEvent: 3, artists: 10, withTaxonomy: false, seed: 7, prefix: 'DELTA' });
    const events = doc.events as Event[];
    const first = await importCatalogue(api.db, doc);
    await vi.waitFor(async () => expect(await find(events[5]!.sku)).toBeDefined(), { timeout: 5000, interval: 100 });
    // No hashes of an earlier import: the delta asks for a full reload.
    expect((await readDelta()).full).toBe(true);

    // Re-importing the same file changes nothing (even though every row is rewritten).
    const same = await importCatalogue(api.db, doc);
    expect(await readDelta()).toEqual({ base: first.catalogVersion, version: same.catalogVersion, full: false, products: [], compared: true });

    const ids = await api.db.selectFrom('product').select(['id', 'sku']).where('sku', 'in', [events[1]!.sku, events[2]!.sku, events[3]!.sku]).execute();
    const idOf = (sku: string) => ids.find((r) => r.sku === sku)!.id;
    const untouched = await find(events[5]!.sku);
    events[1]!.name = 'Deltafestivalen Zebrafink';
    events[2]!.status = 2;
    events[3]!.children[0]!.prices = { SEK: 1_234, EUR: 123 };
    const changed = await importCatalogue(api.db, doc);
    const delta = await readDelta();
    expect(delta).toMatchObject({ base: same.catalogVersion, version: changed.catalogVersion, full: false });
    expect([...delta.products].sort((a, b) => a - b)).toEqual([idOf(events[1]!.sku), idOf(events[2]!.sku), idOf(events[3]!.sku)].sort((a, b) => a - b));

    await vi.waitFor(async () => expect(await search('Zebrafink')).toEqual([events[1]!.sku]), { timeout: 2000, interval: 50 });
    await vi.waitFor(async () => expect(await find(events[2]!.sku)).toBeUndefined(), { timeout: 2000, interval: 50 });
    await vi.waitFor(async () => expect((await find(events[3]!.sku))?.final_price_incl_tax).toBe(1_234), { timeout: 2000, interval: 50 });
    // Untouched: the same document (its updated_at is not re-read, see ADR 0010).
    expect({ ...(await find(events[5]!.sku)), updated_at: null }).toEqual({ ...untouched, updated_at: null });

    // A version bumped by something other than an import (rows may have been edited): the next delta is full.
    await api.db.updateTable('catalog_meta').set({ value: 'edited-elsewhere' }).where('key', '=', 'catalog_version').execute();
    await importCatalogue(api.db, doc);
    expect(await readDelta()).toMatchObject({ base: 'edited-elsewhere', full: true, products: [], compared: false });

    // A shared-data change (a venue renamed) is not patched: the delta asks for a full reload.
    // Its events' rows name the venue, so they are listed as changed too.
    const venue = (doc.venues as Array<{ id: number; name: string }>)[0]!;
    venue.name = 'Nya Arenan';
    await importCatalogue(api.db, doc);
    const atVenue = (doc.events as Array<{ sku: string; venue_id: number }>).filter((e) => e.venue_id === venue.id).map((e) => e.sku);
    const atVenueIds = atVenue.length ? (await api.db.selectFrom('product').select('id').where('sku', 'in', atVenue).execute()).map((r) => r.id) : [];
    const shared = await readDelta();
    expect(shared).toMatchObject({ full: true, compared: true });
    expect([...shared.products].sort((a, b) => a - b)).toEqual(atVenueIds.sort((a, b) => a - b));
  });

  it('an import that changed most events shows every change and none of the old names', async () => {
    // More than half the events change, and a venue: the API builds the new index afresh instead of
    // working out which documents it could reuse.
    const doc = generateLargeCatalogue({ events: 30, ticketsPerEvent: 2, artists: 6, withTaxonomy: false, seed: 13, prefix: 'MOST', firstId: 700_000 });
    const events = doc.events as Event[];
    await importCatalogue(api.db, doc);
    await vi.waitFor(async () => expect(await find(events[0]!.sku)).toBeDefined(), { timeout: 5000, interval: 50 });
    const oldNames = events.map((e) => e.name);
    expect(await search(oldNames[0]!)).toContain(events[0]!.sku);
    events.forEach((e, i) => {
      e.name = `Omgjord Kvällsturné ${i}`;
      // Every ticket category at one price, none special: the event shows it whichever are on sale.
      for (const c of e.children) {
        c.prices = { SEK: 700 + i, EUR: 70 + i };
        delete (c as { special_price?: unknown }).special_price;
      }
    });
    const kept = events.slice(0, 24);
    (doc as { events: Event[] }).events = kept;
    (doc.venues as Array<{ name: string }>)[0]!.name = 'Omgjorda Arenan';
    await importCatalogue(api.db, doc);
    const delta = await readDelta();
    expect(delta).toMatchObject({ full: true, compared: true });
    expect(delta.products).toHaveLength(24);

    await vi.waitFor(async () => expect((await find(events[0]!.sku))?.name).toBe('Omgjord Kvällsturné 0'), { timeout: 2000, interval: 50 });
    for (const [i, e] of kept.entries()) {
      const shown = await find(e.sku);
      expect(shown?.name).toBe(`Omgjord Kvällsturné ${i}`);
      expect(shown?.final_price_incl_tax).toBe(700 + i);
    }
    expect(await search('Kvällsturné 7')).toContain(kept[7]!.sku);
    // The old names are gone from the text index, not only from the documents.
    expect(await search(oldNames[0]!)).not.toContain(events[0]!.sku);
    // Events left out of the file stay as they were: an import does not delete.
    for (let i = 24; i < 30; i++) expect((await find(events[i]!.sku))?.name).toBe(oldNames[i]);
  });

  it('a patched catalogue equals a full reload (but for untouched stamps), deleted events included', async () => {
    const doc = generateLargeCatalogue({ events: 20, ticketsPerEvent: 3, artists: 5, withTaxonomy: false, seed: 9, prefix: 'PATCH', firstId: 300_000 });
    const events = doc.events as Event[];
    await importCatalogue(api.db, doc);
    const before = await loadCatalogData(api.db);
    events[0]!.name = 'Patchad';
    events[1]!.children = events[1]!.children.slice(0, 1);
    events[2]!.children[1]!.prices = { SEK: 999, EUR: 99 };
    await importCatalogue(api.db, doc);
    const { products } = await readDelta();
    expect(products).toHaveLength(3);
    // An event deleted behind the import's back but listed as changed is dropped with its rows.
    const gone = (await api.db.selectFrom('product').select('id').where('sku', '=', events[4]!.sku).executeTakeFirstOrThrow()).id;
    await api.db.deleteFrom('product_category').where('product_id', '=', gone).execute();
    const goneChildren = (await api.db.selectFrom('product').select('id').where('parent_id', '=', gone).execute()).map((r) => r.id);
    for (const table of ['product_price', 'tier_price', 'inventory'] as const) await api.db.deleteFrom(table).where('product_id', 'in', [gone, ...goneChildren]).execute();
    await api.db.deleteFrom('product').where('parent_id', '=', gone).execute();
    await api.db.deleteFrom('product').where('id', '=', gone).execute();
    const ids = [...products, gone];

    const patched = patchCatalogData(before, await loadCatalogData(api.db, ids), ids);
    const full = await loadCatalogData(api.db);
    const comparable = (d: CatalogData) => ({
      ...d,
      // Shared tables are read without an order (PostgreSQL returns updated rows elsewhere).
      categories: d.categories.map((c) => ({ ...c, updated_at: null, created_at: null })).sort((a, b) => a.id - b.id),
      venues: [...d.venues].sort((a, b) => a.id - b.id),
      products: d.products.map((p) => ({ ...p, updated_at: null, created_at: null })),
      prices: [...d.prices].sort((a, b) => a.product_id - b.product_id || a.currency.localeCompare(b.currency)),
      tierPrices: [...d.tierPrices].sort((a, b) => a.product_id - b.product_id || a.qty - b.qty),
      productCategories: [...d.productCategories].sort((a, b) => a.product_id - b.product_id || a.category_id - b.category_id),
    });
    expect(comparable(patched)).toEqual(comparable(full));
    expect(patched.products.some((p) => p.id === gone)).toBe(false);
    // Signatures: untouched products carry theirs over (their documents are reused), changed ones get new ones.
    const old = catalogSignatures(before);
    const fresh = catalogSignatures(full);
    const carried = catalogSignatures(patched);
    expect(carried.global).toBe(fresh.global);
    expect([...carried.byProduct.keys()].sort()).toEqual([...fresh.byProduct.keys()].sort());
    for (const [id, signature] of carried.byProduct) {
      if (products.includes(id)) expect(signature).not.toBe(old.byProduct.get(id));
      else expect(signature).toBe(fresh.byProduct.get(id));
    }
  });

  it('patches an index whose signatures are not worked out yet by the import\'s list, without working them out', async () => {
    const doc = generateLargeCatalogue({ events: 60, ticketsPerEvent: 2, artists: 12, withTaxonomy: false, seed: 17, prefix: 'EARLY', firstId: 800_000 });
    const events = doc.events as Event[];
    const { data, first } = await importAndIndex(doc);
    expect(knownSignatures(data)).toBeUndefined();

    events[4]!.name = 'Tidig Ändring';
    await importCatalogue(api.db, doc);
    const [id] = (await readDelta()).products;
    expect(id).toBeDefined();
    const patched = patchCatalogData(data, await loadCatalogData(api.db, [id!]), [id!]);
    const second = buildStoreIndex(patched, STORE_VIEWS.default, new Date(), new Map(), first, undefined, new Set([id!]));
    // Nothing was worked out to find the unchanged documents: each is the one built before.
    expect(knownSignatures(data)).toBeUndefined();
    expect(knownSignatures(patched)).toBeUndefined();
    for (const p of first.products) if (p.id !== id) expect(second.byId.get(p.id)).toBe(p);
    expect(second.byId.get(id!)?.name).toBe('Tidig Ändring');
    expect(second.byId.get(id!)).not.toBe(first.byId.get(id!));
  });

  it('takes a changed or deleted event\'s old words out of the text index, leaving nothing discarded behind, with the hits of a fresh build', async () => {
    const doc = generateLargeCatalogue({ events: 50, ticketsPerEvent: 2, artists: 10, withTaxonomy: false, seed: 23, prefix: 'WORDS', firstId: 900_000 });
    const events = doc.events as Event[];
    const { data, first } = await importAndIndex(doc);
    const oldName = events[3]!.name;
    events[3]!.name = 'Kvällens Quokkaturné';
    await importCatalogue(api.db, doc);
    const [changed] = (await readDelta()).products;
    const gone = (await api.db.selectFrom('product').select('id').where('sku', '=', events[6]!.sku).executeTakeFirstOrThrow()).id;
    const goneName = events[6]!.name;
    await api.db.deleteFrom('product_category').where('product_id', '=', gone).execute();
    await api.db.deleteFrom('product').where('parent_id', '=', gone).execute();
    await api.db.deleteFrom('product').where('id', '=', gone).execute();
    const ids = [changed!, gone];
    const patched = patchCatalogData(data, await loadCatalogData(api.db, ids), ids);
    const second = buildStoreIndex(patched, STORE_VIEWS.default, new Date(), new Map(), first, undefined, new Set(ids));
    // Nothing waits to be vacuumed, so typo'd searches keep the scorer that writes straight into places.
    expect(second.text.dirtCount).toBe(0);
    expect(second.text.documentCount).toBe(first.products.length - 1);
    const idsOf = (text: string) => second.text.search(text).map((h) => h.id as number);
    expect(idsOf('Quokkaturné')).toEqual([changed]);
    const words = (name: string) => name.split(/\s+/).filter((w) => w.length > 3);
    // The old name's words that the changed event's indexed fields no longer carry (its categories may share some).
    const now = second.byId.get(changed!)!;
    const kept = [now.name, now.sku, ...now.category.map((c) => c.name)].join(' ').toLowerCase();
    const oldWords = words(oldName).filter((w) => !kept.includes(w.toLowerCase()));
    expect(oldWords.length).toBeGreaterThan(0);
    for (const word of oldWords) expect(idsOf(word)).not.toContain(changed);
    for (const word of words(goneName)) expect(idsOf(word)).not.toContain(gone);
    // The same hits as an index built afresh from the same rows; scores agree but for the order of additions in the averages.
    const fresh = buildStoreIndex(await loadCatalogData(api.db), STORE_VIEWS.default, new Date(), new Map());
    // The shop's own search rules: its boosts and its edit distances per word length.
    const options = { fuzzy: fuzziness, prefix: true, boost: TEXT_BOOST };
    for (const query of ['Quokkaturne', words(events[0]!.name)[0]!, words(events[9]!.name)[0]!.slice(0, -1), 'WORDS']) {
      const a = second.text.search(query, options).map((h) => [h.id, h.score] as const).sort((x, y) => Number(x[0]) - Number(y[0]));
      const b = fresh.text.search(query, options).map((h) => [h.id, h.score] as const).sort((x, y) => Number(x[0]) - Number(y[0]));
      expect(a.length).toBeGreaterThan(0);
      expect(a.map(([id]) => id)).toEqual(b.map(([id]) => id));
      a.forEach(([, score], i) => expect(score).toBeCloseTo(b[i]![1], 9));
    }
  });

  it('answers a full rebuild before its signatures are worked out; they follow, and the next build reuses the unchanged documents', async () => {
    // More events than one slice of signatures, so working them out yields to requests in between.
    const doc = generateLargeCatalogue({ events: 1_200, ticketsPerEvent: 2, artists: 40, withTaxonomy: false, seed: 11, prefix: 'SIGN', firstId: 500_000 });
    const { data, first } = await importAndIndex(doc);
    const built = [...first.built.byProduct.values()];
    expect(built.length).toBeGreaterThan(1_000);
    expect(built.every((b) => b.signature === undefined)).toBe(true);

    await completeSignatures(first.built.byProduct, data);
    const expected = catalogSignatures(data).byProduct;
    for (const [id, b] of first.built.byProduct) expect(b.signature).toBe(expected.get(id));

    // The same rows read again, as after an import that changed nothing: every document is reused.
    const second = buildStoreIndex(await loadCatalogData(api.db), STORE_VIEWS.default, new Date(), new Map(), first);
    for (const p of first.products) expect(second.byId.get(p.id)).toBe(p);
  });
});
