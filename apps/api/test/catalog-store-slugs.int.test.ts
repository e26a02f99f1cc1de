import { describe, expect, it, vi } from 'vitest';
import { bumpVersion, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const STORES = ['default', 'store_de', 'store_it'] as const;

describe.skipIf(!dbAvailable)("an event's slug in every store view, on its document (ADR 0066)", () => {
  const api = useApi();

  const bySku = async (store: string, sku: string) => {
    const r = await api.post(`/api/catalog/${store}/product/_search?size=1`, { filters: [{ attribute: 'sku', value: { eq: sku } }] });
    expect(r.status).toBe(200);
    return r.body.result.items[0] as { sku: string; slug: string; store_slugs: Record<string, string> };
  };

  it("gives each store view's own slug for the event, in every store view's answer", async () => {
    const docs = await Promise.all(STORES.map((s) => bySku(s, SKUS.kent)));
    const expected = Object.fromEntries(STORES.map((s, i) => [s, docs[i]!.slug]));
    for (const doc of docs) expect(doc.store_slugs).toEqual(expected);
  });

  it('follows a translated url key after an import, and a search can leave the field out', async () => {
    await api.db
      .updateTable('product')
      .set({ i18n_json: JSON.stringify({ store_de: { name: 'Hamlet (deutsch)', url_key: 'hamlet-auf-deutsch' } }), updated_at: new Date().toISOString() })
      .where('sku', '=', SKUS.hamlet)
      .execute();
    await bumpVersion(api.db);
    await vi.waitFor(async () => expect((await bySku('store_de', SKUS.hamlet)).slug).toBe('hamlet-auf-deutsch'), { timeout: 5000, interval: 100 });
    const [sv, de, it] = await Promise.all(STORES.map((s) => bySku(s, SKUS.hamlet)));
    expect(sv!.slug).not.toBe('hamlet-auf-deutsch');
    for (const doc of [sv, de, it]) expect(doc!.store_slugs).toEqual({ default: sv!.slug, store_de: 'hamlet-auf-deutsch', store_it: it!.slug });

    const listed = await api.post('/api/catalog/default/product/_search?size=1&_source_include=sku,slug', { filters: [{ attribute: 'sku', value: { eq: SKUS.hamlet } }] });
    expect(listed.body.result.items).toEqual([{ sku: SKUS.hamlet, slug: sv!.slug }]);
  });

  it('is not a field to filter or sort by: such a search answers as if it were not asked', async () => {
    const all = await api.post('/api/catalog/default/product/_search?sort=date:asc', {});
    const filtered = await api.post('/api/catalog/default/product/_search?sort=date:asc', { filters: [{ attribute: 'store_slugs', value: { eq: 'kent' } }] });
    expect(filtered.status).toBe(200);
    expect(filtered.body.result.total).toBe(all.body.result.total);
    const sorted = await api.post('/api/catalog/default/product/_search?sort=store_slugs:desc', {});
    expect(sorted.status).toBe(200);
    expect(sorted.body.result.total).toBe(all.body.result.total);
  });
});
