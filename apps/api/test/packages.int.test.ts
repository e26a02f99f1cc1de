import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../src/db/import/import-catalogue.ts';
import { CatalogueValidationError } from '../src/db/import/validate.ts';
import { PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

/** Two packages over the fixture events (docs/decisions/0024-ticket-packages.md). */
const PACKAGES = {
  format: 'encore-catalogue',
  version: 1,
  packages: [
    {
      sku: 'PKG-KENT-HAMLET',
      type: 'grouped',
      name: 'Kent och Hamlet',
      url_key: 'kent-och-hamlet',
      category_ids: [3],
      links: [
        { sku: SKUS.kentParterre, qty: 1 },
        { sku: SKUS.hamletParterre, qty: 2 },
        // The disabled event's ticket: never part of the package as shown or sold.
        { sku: SKUS.disabledChild, qty: 1 },
      ],
    },
    {
      sku: 'PKG-ROCK-SKRATT',
      type: 'bundle',
      name: 'Rock och skratt',
      url_key: 'rock-och-skratt',
      category_ids: [3],
      options: [
        { code: 'rock', title: 'Rockfest', selections: [{ sku: SKUS.rockfestStaplats, is_default: true }, { sku: SKUS.rockfestParterre }] },
        { code: 'skratt', title: 'Stå-upp', selections: [{ sku: SKUS.standupSeat, is_default: true }] },
      ],
    },
  ],
};

const lookup = (api: TestApi, sku: string) => api.get(`/api/ext/catalog/product?storeCode=default&sku=${sku}`);
const stockQty = async (api: TestApi, sku: string) => (await api.get(`/api/stock/check?sku=${sku}`)).body.result.qty as number;
async function newCart(api: TestApi): Promise<string> {
  return (await api.post('/api/cart/create')).body.result as string;
}
const addPackage = (api: TestApi, cartId: string, cartItem: Record<string, unknown>) => api.post(`/api/cart/add-package?cartId=${cartId}`, { cartItem: { quoteId: cartId, ...cartItem } });
const lines = async (api: TestApi, cartId: string) =>
  ((await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result as Array<{ sku: string; qty: number }>).map((l) => [l.sku, l.qty]).sort();

describe.skipIf(!dbAvailable)('packages: grouped and bundle products', () => {
  const api = useApi();

  beforeAll(async () => {
    await importCatalogue(api.db, PACKAGES);
    // The running API picks the import up by its catalogue version.
    for (let i = 0; i < 100 && (await lookup(api, 'PKG-KENT-HAMLET')).status !== 200; i++) await new Promise((r) => setTimeout(r, 50));
  });

  it('shows a grouped package with its enabled tickets, priced and stocked by them', async () => {
    const r = await lookup(api, 'PKG-KENT-HAMLET');
    expect(r.status).toBe(200);
    const p = r.body.result.product;
    expect(p.type_id).toBe('grouped');
    expect(p.product_links.map((l: { sku: string; qty: number }) => [l.sku, l.qty])).toEqual([
      [SKUS.kentParterre, 1],
      [SKUS.hamletParterre, 2],
    ]);
    expect(p.product_links[0].event).toMatchObject({ sku: SKUS.kent, url_path: expect.stringMatching(/^p\/KENT-STHLM\//) });
    expect(p.final_price_incl_tax).toBe(PRICES.kentParterre.SEK + 2 * PRICES.hamletParterre.SEK);
    // Kent parterre has 90 left, Hamlet 80 (40 packages of two): the scarcer decides.
    expect(p.stock).toEqual({ qty: Math.min(await stockQty(api, SKUS.kentParterre), Math.floor((await stockQty(api, SKUS.hamletParterre)) / 2)), is_in_stock: true, manage_stock: true });
  });

  it('shows a bundle with its options, "from" the cheapest choice of each', async () => {
    const p = (await lookup(api, 'PKG-ROCK-SKRATT')).body.result.product;
    expect(p.type_id).toBe('bundle');
    expect(p.bundle_options.map((o: { title: string; required: boolean; product_links: Array<{ sku: string; is_default: boolean }> }) => [o.title, o.required, o.product_links.map((s) => [s.sku, s.is_default])])).toEqual([
      ['Rockfest', true, [[SKUS.rockfestStaplats, true], [SKUS.rockfestParterre, false]]],
      ['Stå-upp', true, [[SKUS.standupSeat, true]]],
    ]);
    expect(p.final_price_incl_tax).toBe(PRICES.rockfestStaplats.SEK + PRICES.standupSeat.SEK);
  });

  it('lists packages in their category and prices them through render-list', async () => {
    const listed = await api.post('/api/catalog/default/product/_search?size=50', { filters: [{ attribute: 'category_ids', value: { in: [3] } }] });
    const pkg = listed.body.result.items.find((i: { sku: string }) => i.sku === 'PKG-KENT-HAMLET');
    expect(pkg?.final_price_incl_tax).toBe(PRICES.kentParterre.SEK + 2 * PRICES.hamletParterre.SEK);
    const rl = await api.get('/api/product/render-list?skus=PKG-KENT-HAMLET,PKG-ROCK-SKRATT&currencyCode=SEK&storeId=1');
    expect(rl.status).toBe(200);
    expect(rl.body.result.items.map((i: { sku: string; price_info: { final_price: number } }) => [i.sku, i.price_info.final_price])).toEqual([
      ['PKG-KENT-HAMLET', PRICES.kentParterre.SEK + 2 * PRICES.hamletParterre.SEK],
      ['PKG-ROCK-SKRATT', PRICES.rockfestStaplats.SEK + PRICES.standupSeat.SEK],
    ]);
  });

  it('adds a grouped package as its tickets, each held', async () => {
    const kentBefore = await stockQty(api, SKUS.kentParterre);
    const hamletBefore = await stockQty(api, SKUS.hamletParterre);
    const cartId = await newCart(api);
    const r = await addPackage(api, cartId, { sku: 'PKG-KENT-HAMLET', qty: 2 });
    expect(r.status).toBe(200);
    expect(r.body.result.map((i: { sku: string; qty: number; parentSku: string }) => [i.sku, i.qty, i.parentSku])).toEqual([
      [SKUS.kentParterre, 2, SKUS.kent],
      [SKUS.hamletParterre, 4, SKUS.hamlet],
    ]);
    expect(await lines(api, cartId)).toEqual([[SKUS.hamletParterre, 4], [SKUS.kentParterre, 2]]);
    expect(await stockQty(api, SKUS.kentParterre)).toBe(kentBefore - 2);
    expect(await stockQty(api, SKUS.hamletParterre)).toBe(hamletBefore - 4);
    // A second package joins the existing lines.
    expect((await addPackage(api, cartId, { sku: 'PKG-KENT-HAMLET', qty: 1 })).status).toBe(200);
    expect(await lines(api, cartId)).toEqual([[SKUS.hamletParterre, 6], [SKUS.kentParterre, 3]]);
    await api.post(`/api/cart/clear?cartId=${cartId}`);
  });

  it('adds a bundle with the shopper\'s choice, and the default where none is given', async () => {
    const cartId = await newCart(api);
    const options = await lookup(api, 'PKG-ROCK-SKRATT');
    const parterreId = options.body.result.product.bundle_options[0].product_links[1].id as number;
    const r = await addPackage(api, cartId, { sku: 'PKG-ROCK-SKRATT', qty: 1, product_option: { extension_attributes: { bundle_options: [{ option_id: 1, option_selections: [parterreId] }] } } });
    expect(r.status).toBe(200);
    expect(await lines(api, cartId)).toEqual([[SKUS.rockfestParterre, 1], [SKUS.standupSeat, 1]]);
    await api.post(`/api/cart/clear?cartId=${cartId}`);
  });

  it('gives an option without a pick its first selection in stock when its default is sold out', async () => {
    const cartId = await newCart(api);
    const staplats = await api.db.selectFrom('inventory').select(['qty', 'sold', 'held']).where('sku', '=', SKUS.rockfestStaplats).executeTakeFirstOrThrow();
    await api.db.updateTable('inventory').set({ sold: staplats.qty - staplats.held }).where('sku', '=', SKUS.rockfestStaplats).execute();
    try {
      // The catalogue takes up stock changes within a second.
      const defaultInStock = async () => (await lookup(api, 'PKG-ROCK-SKRATT')).body.result.product.bundle_options[0].product_links[0].stock.is_in_stock as boolean;
      await expect.poll(defaultInStock, { timeout: 5000, interval: 100 }).toBe(false);
      const r = await addPackage(api, cartId, { sku: 'PKG-ROCK-SKRATT', qty: 1 });
      expect(r.status).toBe(200);
      expect(await lines(api, cartId)).toEqual([[SKUS.rockfestParterre, 1], [SKUS.standupSeat, 1]]);
    } finally {
      await api.db.updateTable('inventory').set({ sold: staplats.sold }).where('sku', '=', SKUS.rockfestStaplats).execute();
      await api.post(`/api/cart/clear?cartId=${cartId}`);
    }
  });

  it('adds all of a package or nothing: a short ticket leaves the cart and every hold as they were', async () => {
    const cartId = await newCart(api);
    const hamlet = await api.db.selectFrom('inventory').select(['qty', 'sold', 'held']).where('sku', '=', SKUS.hamletParterre).executeTakeFirstOrThrow();
    // One Hamlet ticket left: a package needs two.
    await api.db.updateTable('inventory').set({ sold: hamlet.qty - hamlet.held - 1 }).where('sku', '=', SKUS.hamletParterre).execute();
    try {
      const kentBefore = await stockQty(api, SKUS.kentParterre);
      const r = await addPackage(api, cartId, { sku: 'PKG-KENT-HAMLET', qty: 1 });
      expect(r.status).toBe(409);
      expect(r.body.result.message).toMatch(/not enough tickets/i);
      expect(await lines(api, cartId)).toEqual([]);
      expect(await stockQty(api, SKUS.kentParterre)).toBe(kentBefore);
      const holds = await api.db.selectFrom('stock_hold').select('product_id').where('cart_id', '=', cartId).execute();
      expect(holds).toEqual([]);
    } finally {
      await api.db.updateTable('inventory').set({ sold: hamlet.sold }).where('sku', '=', SKUS.hamletParterre).execute();
    }
  });

  it('refuses what is not a package, a choice outside the bundle, and a bad quantity, with clear messages', async () => {
    const cartId = await newCart(api);
    const notPackage = await addPackage(api, cartId, { sku: SKUS.kent, qty: 1 });
    expect(notPackage.status).toBe(400);
    expect(notPackage.body.result.message).toBe(`Unknown package: ${SKUS.kent}`);
    const outside = await addPackage(api, cartId, { sku: 'PKG-ROCK-SKRATT', qty: 1, product_option: { extension_attributes: { bundle_options: [{ option_id: 2, option_selections: [1001] }] } } });
    expect(outside.status).toBe(400);
    expect(outside.body.result).toMatchObject({ message: 'The chosen ticket for "Stå-upp" is not part of this package', field: 'cartItem.product_option.bundle_options.2' });
    const zero = await addPackage(api, cartId, { sku: 'PKG-ROCK-SKRATT', qty: 0 });
    expect(zero.status).toBe(400);
    expect(await lines(api, cartId)).toEqual([]);
  });

  it('rejects an import whose package links a ticket that does not exist, writing nothing', async () => {
    const bad = { ...PACKAGES, packages: [{ ...PACKAGES.packages[0], sku: 'PKG-NEW', url_key: 'pkg-new', links: [{ sku: 'NO-SUCH-TICKET', qty: 1 }] }] };
    await expect(importCatalogue(api.db, bad)).rejects.toThrow(CatalogueValidationError);
    await expect(importCatalogue(api.db, bad)).rejects.toThrow('packages[0] (sku PKG-NEW): links[0].sku: NO-SUCH-TICKET is not a ticket category of any event');
    expect(await api.db.selectFrom('product').select('id').where('sku', '=', 'PKG-NEW').executeTakeFirst()).toBeUndefined();
  });
});
