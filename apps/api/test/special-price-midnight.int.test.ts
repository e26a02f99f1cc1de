import { describe, expect, it } from 'vitest';
import { bumpVersion, PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

/**
 * A special price with bare dates runs from the store's midnight to the store's next midnight (the
 * store views count in Stockholm time), in every place that prices: listings, product/single,
 * render-list and the cart. It used to run on until midnight UTC, 01:00 or 02:00 in Stockholm.
 */
describe.skipIf(!dbAvailable)('a date-only special price begins and ends at the store’s midnight', () => {
  let at = new Date('2027-03-31T21:59:00Z');
  const api = useApi({ clock: { now: () => new Date(at) } });

  const STAPLATS = 1003;
  const BALKONG = 1002;
  const setSpecial = async (productId: number, currency: 'SEK' | 'EUR', special: number | null, from: string | null, to: string | null) => {
    await api.db.updateTable('product_price').set({ special_price: special, special_from_date: from, special_to_date: to }).where('product_id', '=', productId).where('currency', '=', currency).execute();
  };

  /** Ticket-category prices (incl. tax) of the Kent event in a catalogue search, by sku. */
  const listed = async (store = 'default'): Promise<Record<string, number>> => {
    const r = await api.post(`/api/catalog/${store}/product/_search`, { filters: [{ attribute: 'sku', value: { eq: SKUS.kent }, scope: 'default' }] });
    expect(r.status).toBe(200);
    const children = r.body.result.items[0].configurable_children as Array<{ sku: string; final_price_incl_tax: number }>;
    return Object.fromEntries(children.map((c) => [c.sku, c.final_price_incl_tax]));
  };
  const single = async (): Promise<Record<string, number>> => {
    const r = await api.get(`/api/ext/catalog/product?sku=${SKUS.kent}`);
    expect(r.status).toBe(200);
    const children = r.body.result.product.configurable_children as Array<{ sku: string; final_price_incl_tax: number }>;
    return Object.fromEntries(children.map((c) => [c.sku, c.final_price_incl_tax]));
  };
  const rendered = async (storeId = 1, currency = 'SEK'): Promise<Record<string, number>> => {
    const r = await api.get(`/api/product/render-list?skus=${SKUS.kentStaplats},${SKUS.kentBalkong}&currencyCode=${currency}&storeId=${storeId}`);
    expect(r.status).toBe(200);
    return Object.fromEntries((r.body.result.items as Array<{ sku: string; price_info: { final_price: number } }>).map((i) => [i.sku, i.price_info.final_price]));
  };
  const pick = (prices: Record<string, number>) => ({ staplats: prices[SKUS.kentStaplats], balkong: prices[SKUS.kentBalkong] });

  it('"to 2027-03-31" ends and "from 2027-04-01" begins at 00:00 on 1 April, Stockholm summer time (22:00 UTC)', async () => {
    await setSpecial(STAPLATS, 'SEK', PRICES.kentStaplats.specialSEK, null, '2027-03-31');
    await setSpecial(STAPLATS, 'EUR', PRICES.kentStaplats.specialEUR, null, '2027-03-31');
    await setSpecial(BALKONG, 'SEK', 44_900, '2027-04-01', null);
    await setSpecial(BALKONG, 'EUR', 4_900, '2027-04-01', null);
    await bumpVersion(api.db);

    // 23:59 on 31 March in Stockholm: the March offer still runs, the April one has not begun.
    const before = { staplats: PRICES.kentStaplats.specialSEK, balkong: PRICES.kentBalkong.SEK };
    await expect.poll(async () => pick(await listed()), { timeout: 5000, interval: 100 }).toEqual(before);
    expect(pick(await single())).toEqual(before);
    expect(pick(await rendered())).toEqual(before);
    expect(pick(await rendered(2, 'EUR'))).toEqual({ staplats: PRICES.kentStaplats.specialEUR, balkong: PRICES.kentBalkong.EUR });
    const cartId = (await api.post('/api/cart/create')).body.result as string;
    const added = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { quoteId: cartId, sku: SKUS.kentStaplats, qty: 1 } });
    expect(added.body.result).toMatchObject({ sku: SKUS.kentStaplats, qty: 1, price: PRICES.kentStaplats.specialSEK });

    // 00:00 on 1 April in Stockholm.
    at = new Date('2027-03-31T22:00:00Z');
    const after = { staplats: PRICES.kentStaplats.SEK, balkong: 44_900 };
    expect(pick(await rendered())).toEqual(after);
    expect(pick(await rendered(2, 'EUR'))).toEqual({ staplats: PRICES.kentStaplats.EUR, balkong: 4_900 });
    await expect.poll(async () => pick(await listed()), { timeout: 5000, interval: 100 }).toEqual(after);
    expect(pick(await listed('store_de'))).toEqual({ staplats: PRICES.kentStaplats.EUR, balkong: 4_900 });
    expect(pick(await single())).toEqual(after);
    const pulled = await api.get(`/api/cart/pull?cartId=${cartId}`);
    expect(pulled.body.result).toEqual([expect.objectContaining({ sku: SKUS.kentStaplats, qty: 1, price: PRICES.kentStaplats.SEK })]);
  });

  it('counts the long night the clocks go back: "to 2027-10-31" runs until 00:00 on 1 November, winter time (23:00 UTC)', async () => {
    at = new Date('2027-10-31T22:59:00Z');
    await setSpecial(STAPLATS, 'SEK', PRICES.kentStaplats.specialSEK, '2027-10-31', '2027-10-31');
    await setSpecial(BALKONG, 'SEK', 44_900, '2027-11-01', '2027-11-01');
    await bumpVersion(api.db);

    // 23:59 on 31 October in Stockholm, 25 hours after that day began at 22:00 UTC on the 30th.
    const before = { staplats: PRICES.kentStaplats.specialSEK, balkong: PRICES.kentBalkong.SEK };
    await expect.poll(async () => pick(await listed()), { timeout: 5000, interval: 100 }).toEqual(before);
    expect(pick(await rendered())).toEqual(before);

    at = new Date('2027-10-31T23:00:00Z');
    const after = { staplats: PRICES.kentStaplats.SEK, balkong: 44_900 };
    expect(pick(await rendered())).toEqual(after);
    await expect.poll(async () => pick(await listed()), { timeout: 5000, interval: 100 }).toEqual(after);
    expect(pick(await single())).toEqual(after);
  });
});

describe.skipIf(!dbAvailable)('render-list takes the customer group from the user token', () => {
  const api = useApi();
  const path = `/api/product/render-list?skus=${SKUS.kentBalkong}&currencyCode=SEK&storeId=1`;

  it('refuses a stated group that the caller does not prove, with the same texts as the catalogue search', async () => {
    const guest = await api.get(`${path}&userGroupId=1`);
    expect(guest.body).toEqual({
      code: 400,
      result: { errorCode: 'validation_error', message: 'userGroupId: does not match the guest group (0); send the user token to get a customer group', field: 'userGroupId' },
    });
    const other = await api.get(`${path}&userGroupId=2`, { token: api.userToken(42) });
    expect(other.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'userGroupId: does not match the user token', field: 'userGroupId' } });
    const expired = await api.get(path, { token: api.userToken(42, { exp: 1 }) });
    expect(expired.body).toEqual({ code: 401, result: { errorCode: 'unauthorized', message: 'The user token has expired, please log in again' } });
    const forged = await api.get(`${path}&token=not-a-token`);
    expect(forged.body).toEqual({ code: 401, result: { errorCode: 'unauthorized', message: 'The user token is not valid' } });
    expect((await api.get(`${path}&userGroupId=0`)).status).toBe(200);
    expect((await api.get(`${path}&userGroupId=1`, { token: api.userToken(42) })).status).toBe(200);
  });

  it('answers an unknown store id and a foreign currency before looking at the caller', async () => {
    const store = await api.get(`/api/product/render-list?skus=${SKUS.kentBalkong}&currencyCode=SEK&storeId=9&token=not-a-token`);
    expect(store.body).toEqual({ code: 404, result: { errorCode: 'not_found', message: 'Unknown store id: 9', field: 'storeId' } });
    const currency = await api.get(`/api/product/render-list?skus=${SKUS.kentBalkong}&currencyCode=EUR&storeId=1`);
    expect(currency.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'currencyCode: store 1 prices in SEK', field: 'currencyCode' } });
  });
});
