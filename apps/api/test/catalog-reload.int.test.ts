import { describe, expect, it, vi } from 'vitest';
import { bumpVersion, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const search = (api: ReturnType<typeof useApi>, text: string, store = 'default') =>
  api.post(`/api/catalog/${store}/product/_search?size=10`, { text }).then((r) => r.body.result.items.map((i: { sku: string }) => i.sku) as string[]);
const bySku = (api: ReturnType<typeof useApi>, sku: string, store = 'default') =>
  api.post(`/api/catalog/${store}/product/_search`, { filters: [{ attribute: 'sku', value: { eq: sku } }] }).then((r) => r.body.result.items[0]);

/**
 * A reload after a catalogue change rebuilds only the changed events and updates the text index in
 * place (ADR 0010): the old words of a changed event must stop matching, unchanged events stay, and a
 * change of a category name (shared by many documents) still reaches every event in it.
 */
describe.skipIf(!dbAvailable)('incremental catalogue reload', () => {
  const api = useApi();

  it('replaces a changed event in search, keeps the unchanged ones and follows a category rename', async () => {
    expect(await search(api, 'Avskedsturné')).toEqual([SKUS.kent]);
    const hamletBefore = await bySku(api, SKUS.hamlet);

    await api.db.updateTable('product').set({ name: 'Kent – Sista natten', updated_at: new Date().toISOString() }).where('sku', '=', SKUS.kent).execute();
    await bumpVersion(api.db);
    await vi.waitFor(async () => expect(await search(api, 'Sista natten')).toEqual([SKUS.kent]), { timeout: 5000, interval: 100 });
    expect(await search(api, 'Avskedsturné')).toEqual([]);
    expect((await bySku(api, SKUS.kent)).name).toBe('Kent – Sista natten');
    // Hamlet did not change: the same document, and still found.
    expect(await bySku(api, SKUS.hamlet)).toEqual(hamletBefore);
    expect(await search(api, 'Hamlet')).toEqual([SKUS.hamlet]);

    // Category names are part of every event document in the category (and searched): all of them change.
    await api.db.updateTable('category').set({ name: 'Livemusik' }).where('id', '=', 3).execute();
    await bumpVersion(api.db);
    await vi.waitFor(async () => expect((await search(api, 'Livemusik')).sort()).toEqual([SKUS.kent, SKUS.rockfest].sort()), { timeout: 5000, interval: 100 });
    expect((await bySku(api, SKUS.rockfest)).category.map((c: { name: string }) => c.name)).toContain('Livemusik');
  });
});
