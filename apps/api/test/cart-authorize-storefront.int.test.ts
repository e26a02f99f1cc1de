import { beforeAll, describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

/**
 * The storefront's onAuthorized against this real API: the login sequence as
 * the shop runs it (guest cookie in, customer cart cookie out).
 */
type OnAuthorized = (request: Request, storeView: unknown, userToken: string) => Promise<
  { ok: true; cartId: string; setCookie: string; shortages: unknown[]; coupon: { code: string; reapplied: boolean } | null } | { ok: false; status: number; message: string }
>;

// Loaded by path at run time: the storefront is another package with its own compiler settings.
const STOREFRONT = '../../storefront/app/features/cart/';
const storeView = { storeCode: 'default', i18n: { currencyCode: 'SEK' } };

async function cartWith(api: TestApi, items: Array<[string, number]>, token?: string): Promise<string> {
  const opts = token ? { token } : {};
  const cartId = (await api.post('/api/cart/create', undefined, opts)).body.result as string;
  for (const [sku, qty] of items) expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } }, opts)).status).toBe(200);
  return cartId;
}

describe.skipIf(!dbAvailable)('storefront onAuthorized over HTTP', () => {
  const api = useApi();
  let onAuthorized: OnAuthorized;
  let commitCartId: (sv: unknown, id: string) => Promise<string>;

  beforeAll(async () => {
    process.env.API_URL = api.url;
    // The storefront signs its cart cookie; a fresh checkout has no secret in its environment.
    process.env.STOREFRONT_SECRET ??= 'storefront-secret-for-the-authorize-test-0123456789';
    ({ onAuthorized } = (await import(/* @vite-ignore */ `${STOREFRONT}authorize.server.ts`)) as { onAuthorized: OnAuthorized });
    ({ commitCartId } = (await import(/* @vite-ignore */ `${STOREFRONT}cart.server.ts`)) as { commitCartId: typeof commitCartId });
  });

  it('merges the guest cart into the customer cart, re-applies the coupon and names the customer cart in the cookie', async () => {
    const token = api.userToken(901);
    const customerCartId = await cartWith(api, [[SKUS.standupSeat, 1]], token);
    const guest = await cartWith(api, [
      [SKUS.standupSeat, 2],
      [SKUS.kentStaplats, 1],
    ]);
    expect((await api.post(`/api/cart/apply-coupon?cartId=${guest}&coupon=ENCORE10`)).status).toBe(200);
    const cookie = (await commitCartId(storeView, guest)).split(';')[0]!;

    const out = await onAuthorized(new Request('http://shop.test/', { headers: { Cookie: cookie } }), storeView, token);
    expect(out).toMatchObject({ ok: true, cartId: customerCartId, shortages: [], coupon: { code: 'ENCORE10', reapplied: true } });
    const items = (await api.get(`/api/cart/pull?cartId=${customerCartId}`, { token })).body.result as Array<{ sku: string; qty: number }>;
    expect(Object.fromEntries(items.map((i) => [i.sku, i.qty]))).toEqual({ [SKUS.standupSeat]: 3, [SKUS.kentStaplats]: 1 });
    expect((await api.get(`/api/cart/totals?cartId=${customerCartId}`, { token })).body.result.coupon_code).toBe('ENCORE10');
    const holds = await api.db.selectFrom('stock_hold').select(['cart_id', 'qty']).where('product_id', '=', 1071).execute();
    expect(holds).toEqual([{ cart_id: customerCartId, qty: 3 }]);
    // A second login call changes nothing.
    const again = await onAuthorized(new Request('http://shop.test/', { headers: { Cookie: cookie } }), storeView, token);
    expect(again).toMatchObject({ ok: true, cartId: customerCartId });
    const after = (await api.get(`/api/cart/pull?cartId=${customerCartId}`, { token })).body.result as Array<{ sku: string; qty: number }>;
    expect(after.find((i) => i.sku === SKUS.standupSeat)?.qty).toBe(3);
  });
});
