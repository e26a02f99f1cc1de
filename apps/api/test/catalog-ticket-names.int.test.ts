import { describe, expect, it } from 'vitest';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { loadTicketNames } from '../src/modules/catalog/ticket-names.repo.ts';
import { bumpVersion, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const clock = { now: () => new Date() };

// Ticket categories' translated names are not kept with the loaded catalogue (ADR 0071): a translated store
// view reads them when its index is built, and a changed translation still reaches that store view's documents.
describe.skipIf(!dbAvailable)("ticket categories' translated names", () => {
  const api = useApi();
  const childName = async (storeCode: string, eventSku: string, ticketSku: string) => {
    const r = await api.get(`/api/ext/catalog/product?sku=${eventSku}&storeCode=${storeCode}`);
    expect(r.status).toBe(200);
    return (r.body.result.product.configurable_children as Array<{ sku: string; name: string }>).find((c) => c.sku === ticketSku)?.name;
  };

  it("reads one store view's names, leaving out tickets without one and texts that do not parse", async () => {
    await api.db.updateTable('product').set({ i18n_json: '{"store_de": {"name": broken' }).where('sku', '=', SKUS.hamletParterre).execute();
    const names = await loadTicketNames(api.db, 'store_de');
    expect(names.get(1001)).toBe('Kent – Abschiedstournee – Parkett');
    expect(names.has(1011)).toBe(false);
    for (const name of names.values()) expect(name).not.toBe('');
    // Read a row at a time, the pages add up to the same names.
    expect(await loadTicketNames(api.db, 'store_de', 1)).toEqual(names);
    const italian = await loadTicketNames(api.db, 'store_it');
    expect(italian.has(1001)).toBe(false);
  });

  it('keeps the names of the default store view out of the loaded catalogue and gives its index none', async () => {
    const catalog = new CatalogService(api.db, clock);
    const sv = (await catalog.storeIndex('default'))!;
    expect(sv.lookups.ticketNames).toBeUndefined();
    expect(sv.byId.get(1000)!.configurable_children.find((c) => c.sku === SKUS.kentParterre)!.name).toBe('Kent – Avskedsturné – Parkett');
    const de = (await catalog.storeIndex('store_de'))!;
    expect(de.byId.get(1000)!.configurable_children.find((c) => c.sku === SKUS.kentParterre)!.name).toBe('Kent – Abschiedstournee – Parkett');
    expect(de.sellable.get(SKUS.kentParterre)!.name).toBe('Kent – Abschiedstournee – Parkett');
  });

  it('builds a store view once when several requests ask for it while its names are read', async () => {
    const catalog = new CatalogService(api.db, clock);
    await catalog.storeIndex('default');
    const [a, b, c] = await Promise.all([catalog.storeIndex('store_de'), catalog.storeIndex('store_de'), catalog.storeIndex('store_de')]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await catalog.storeIndex('store_de')).toBe(a);
  });

  it('shows a changed German name after a new catalogue, with the Swedish one unchanged', async () => {
    expect(await childName('store_de', SKUS.kent, SKUS.kentParterre)).toBe('Kent – Abschiedstournee – Parkett');
    await api.db
      .updateTable('product')
      .set({ i18n_json: JSON.stringify({ store_de: { name: 'Kent – Letzte Tournee – Parkett' } }) })
      .where('sku', '=', SKUS.kentParterre)
      .execute();
    await bumpVersion(api.db);
    await expect.poll(() => childName('store_de', SKUS.kent, SKUS.kentParterre), { timeout: 5000, interval: 100 }).toBe('Kent – Letzte Tournee – Parkett');
    expect(await childName('default', SKUS.kent, SKUS.kentParterre)).toBe('Kent – Avskedsturné – Parkett');
  });
});
