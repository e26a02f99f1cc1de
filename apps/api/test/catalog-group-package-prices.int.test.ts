import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../src/db/import/import-catalogue.ts';
import { signUserToken } from '../src/platform/auth.ts';
import { PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, TEST_SECRET, useApi } from './harness.ts';

/** Members (group 4) pay 99 kr a Rockfest standing ticket; the package holds two of them and a stand-up seat. */
const MEMBER_GROUP = 4;
const MEMBER_STANDING = 9_900;
const ROCKFEST_STANDING_ID = 1031;
const PACKAGE = {
  format: 'encore-catalogue',
  version: 1,
  packages: [
    {
      sku: 'PKG-ROCK-TWICE',
      type: 'grouped',
      name: 'Rock två gånger',
      url_key: 'rock-tva-ganger',
      category_ids: [3],
      links: [
        { sku: SKUS.rockfestStaplats, qty: 2 },
        { sku: SKUS.standupSeat, qty: 1 },
      ],
    },
  ],
};

type Hit = { sku: string; final_price_incl_tax: number; product_links?: Array<{ sku: string; final_price_incl_tax: number }> };

describe.skipIf(!dbAvailable)('packages in search results carry the customer group’s prices', () => {
  const api = useApi();
  const member = () => signUserToken({ sub: 77, grp: MEMBER_GROUP }, TEST_SECRET);
  const packageHit = async (groupToken?: string): Promise<Hit | undefined> => {
    const body = { filters: [{ attribute: 'sku', value: { in: ['PKG-ROCK-TWICE'] } }], ...(groupToken ? { groupToken } : {}) };
    const r = await api.post('/api/catalog/default/product/_search?size=5', body);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    return (r.body.result.items as Hit[]).find((i) => i.sku === 'PKG-ROCK-TWICE');
  };

  beforeAll(async () => {
    await api.db.insertInto('tier_price').values({ product_id: ROCKFEST_STANDING_ID, currency: 'SEK', customer_group_id: MEMBER_GROUP, qty: 1, value: MEMBER_STANDING }).execute();
    // The import bumps the catalogue version: wait until the running API has rebuilt its index.
    await importCatalogue(api.db, PACKAGE);
    for (let i = 0; i < 100 && !(await packageHit()); i++) await new Promise((r) => setTimeout(r, 100));
  });

  it('sums a member’s package price from the group’s ticket prices, and a guest’s from the guest prices', async () => {
    const guest = await packageHit();
    expect(guest?.final_price_incl_tax).toBe(2 * PRICES.rockfestStaplats.SEK + PRICES.standupSeat.SEK);
    const mine = await packageHit(member());
    expect(mine?.final_price_incl_tax).toBe(2 * MEMBER_STANDING + PRICES.standupSeat.SEK);
    expect(mine?.product_links?.find((l) => l.sku === SKUS.rockfestStaplats)?.final_price_incl_tax).toBe(MEMBER_STANDING);
    // The guest answer is not touched by the member's search.
    expect((await packageHit())?.final_price_incl_tax).toBe(2 * PRICES.rockfestStaplats.SEK + PRICES.standupSeat.SEK);
  });
});
