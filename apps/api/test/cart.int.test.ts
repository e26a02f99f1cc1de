import { describe, expect, it } from 'vitest';
import { PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

const net = (gross: number, rate = 6) => Math.round((gross * 100) / (100 + rate));

describe.skipIf(!dbAvailable)('cart', () => {
  const api = useApi();

  const newCart = async (query = '', token?: string) => {
    const r = await api.post(`/api/cart/create${query}`, undefined, token ? { token } : {});
    expect(r.status).toBe(200);
    return r.body.result as string;
  };
  const update = (cartId: string, cartItem: Record<string, unknown>, token?: string) =>
    api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { quoteId: cartId, ...cartItem } }, token ? { token } : {});

  it('runs the whole cart sequence', async () => {
    const create = await api.post('/api/cart/create');
    expect(create.body).toEqual({ code: 200, result: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const cartId = create.body.result as string;

    // Client prices are ignored: the server prices from its catalogue.
    const add = await update(cartId, { sku: SKUS.kentParterre, qty: 2, price: 1, name: 'cheap' });
    expect(add.status).toBe(200);
    expect(add.body.result).toEqual({
      item_id: expect.any(Number),
      sku: SKUS.kentParterre,
      qty: 2,
      name: 'Kent – Avskedsturné – Parkett',
      price: PRICES.kentParterre.SEK,
      product_type: 'simple',
      quote_id: cartId,
      parentSku: SKUS.kent,
    });
    const itemId = add.body.result.item_id as number;

    const again = await update(cartId, { sku: SKUS.kentParterre, qty: '1' });
    expect(again.body.result).toMatchObject({ item_id: itemId, qty: 3 });
    const set = await update(cartId, { sku: SKUS.kentParterre, qty: 1, item_id: itemId });
    expect(set.body.result).toMatchObject({ item_id: itemId, qty: 1 });

    const special = await update(cartId, { sku: SKUS.kentStaplats, qty: 2 });
    expect(special.body.result).toMatchObject({ qty: 2, price: PRICES.kentStaplats.specialSEK });
    const gift = await update(cartId, { sku: SKUS.giftcard, qty: 1 });
    expect(gift.body.result).toMatchObject({ product_type: 'virtual', parentSku: null, price: PRICES.giftcard.SEK });

    const pull = await api.get(`/api/cart/pull?cartId=${cartId}`);
    expect(pull.status).toBe(200);
    expect(pull.headers.get('cache-control')).toBe('no-cache, no-store');
    expect(pull.body.result.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([
      [SKUS.kentParterre, 1],
      [SKUS.kentStaplats, 2],
      [SKUS.giftcard, 1],
    ]);

    const del = await api.post(`/api/cart/delete?cartId=${cartId}`, { cartItem: { sku: SKUS.giftcard, item_id: gift.body.result.item_id, quoteId: cartId } });
    expect(del.body).toEqual({ code: 200, result: true });
    expect((await api.get(`/api/cart/pull?cartId=${cartId}`)).body.result).toHaveLength(2);

    const totals = await api.get(`/api/cart/totals?cartId=${cartId}`);
    const t = totals.body.result;
    const row1 = PRICES.kentParterre.SEK;
    const row2 = 2 * PRICES.kentStaplats.specialSEK;
    expect(t).toMatchObject({
      subtotal_incl_tax: row1 + row2,
      subtotal: net(row1) + net(row2),
      tax_amount: row1 - net(row1) + (row2 - net(row2)),
      shipping_incl_tax: 0,
      grand_total: row1 + row2,
      base_grand_total: row1 + row2,
      items_qty: 3,
      quote_currency_code: 'SEK',
    });
    expect(t.items[0]).toMatchObject({ item_id: itemId, sku: SKUS.kentParterre, qty: 1, price_incl_tax: row1, price: net(row1), row_total_incl_tax: row1, tax_percent: 6 });
    expect(JSON.parse(t.items[0].options)).toEqual([{ label: 'Ticket category', value: 'Parkett' }]);
    expect(t.total_segments).toEqual([
      { code: 'subtotal', title: 'Subtotal', value: row1 + row2 },
      { code: 'shipping', title: 'Shipping', value: 0 },
      { code: 'tax', title: 'Tax', value: t.tax_amount, area: 'taxes' },
      { code: 'grand_total', title: 'Grand Total', value: row1 + row2, area: 'footer' },
    ]);

    const payment = await api.get(`/api/cart/payment-methods?cartId=${cartId}`);
    // The test provider's methods in the spec's display order (its redirect method stands in Swish's place);
    // the default e-ticket delivery has nobody at the door, so no cash on delivery.
    expect(payment.body.result).toEqual([
      { code: 'test_redirect', title: 'Swish (test approval)', cost_incl_tax: 0, is_server_method: true, default: false, offline: false },
      { code: 'card', title: 'Pay by Card (test cards)', cost_incl_tax: 0, is_server_method: true, default: true, offline: false },
    ]);

    const shipping = await api.post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'se' } });
    expect(shipping.body.result.map((m: { method_code: string; price_incl_tax: number; price_excl_tax: number; default: boolean }) => [m.method_code, m.price_incl_tax, m.price_excl_tax, m.default])).toEqual([
      ['eticket', 0, 0, true],
      ['app', 0, 0, false],
      ['tracked', 4900, net(4900), false],
    ]);

    const info = await api.post(`/api/cart/shipping-information?cartId=${cartId}`, {
      addressInformation: { shippingAddress: { country_id: 'SE', city: 'Stockholm', postcode: '11122', street: ['Drottninggatan 1'], firstname: 'Anna', lastname: 'Svensson' }, shippingMethodCode: 'tracked', shippingCarrierCode: 'postal' },
    });
    expect(info.status).toBe(200);
    expect(info.body.result.payment_methods.map((m: { code: string }) => m.code)).toEqual(['test_redirect', 'card', 'cashondelivery']);
    expect(info.body.result.totals).toMatchObject({ shipping_incl_tax: 4900, shipping_amount: net(4900), grand_total: row1 + row2 + 4900 });

    const collect = await api.post(`/api/cart/collect-totals?cartId=${cartId}`, { methods: { paymentMethod: { method: 'card' }, shippingCarrierCode: 'eticket', shippingMethodCode: 'eticket' } });
    expect(collect.body.result).toMatchObject({ shipping_incl_tax: 0, grand_total: row1 + row2 });

    const badMethod = await api.post(`/api/cart/collect-totals?cartId=${cartId}`, { methods: { paymentMethod: { method: 'cod' } } });
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.result.field).toBe('methods.paymentMethod.method');
  });

  it('refuses quantities above stock, sold-out, unknown and unsellable products', async () => {
    const cartId = await newCart();
    const tooMany = await update(cartId, { sku: SKUS.kentBalkong, qty: 4 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ code: 409, result: { errorCode: 'not_enough_tickets', message: 'Not enough tickets left: only 3 available', available: 3 } });

    const ok = await update(cartId, { sku: SKUS.kentBalkong, qty: 3 });
    expect(ok.status).toBe(200);
    const oneMore = await update(cartId, { sku: SKUS.kentBalkong, qty: 1 });
    // The cart's own hold counts as available to it.
    expect(oneMore.body.result).toEqual({ errorCode: 'not_enough_tickets', message: 'Not enough tickets left: only 3 available', available: 3 });

    const soldOut = await update(cartId, { sku: SKUS.carmenParterre, qty: 1 });
    expect(soldOut.body).toEqual({ code: 400, result: { errorCode: 'out_of_stock', message: 'The product is out of stock and cannot be added to the cart!' } });

    const perOrder = await update(cartId, { sku: SKUS.hamletParterre, qty: 11 });
    expect(perOrder.body.result).toEqual({ errorCode: 'validation_error', message: 'Quantity must be below 11', field: 'cartItem.qty' });

    for (const sku of ['NO-SUCH-SKU', SKUS.kent, SKUS.disabledChild]) {
      const r = await update(cartId, { sku, qty: 1 });
      expect(r.status).toBe(400);
      expect(r.body.result).toEqual({ errorCode: 'unknown_sku', message: `Unknown product: ${sku}`, field: 'cartItem.sku' });
    }
    const wrongQuote = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKUS.hamletParterre, qty: 1, quoteId: 'other' } });
    expect(wrongQuote.body.result.field).toBe('cartItem.quoteId');
    const wrongItem = await update(cartId, { sku: SKUS.hamletParterre, qty: 1, item_id: 999_999 });
    expect(wrongItem.body.result.field).toBe('cartItem.item_id');

    // Nothing of the refused updates reached the cart.
    const pull = await api.get(`/api/cart/pull?cartId=${cartId}`);
    expect(pull.body.result.map((i: { sku: string; qty: number }) => [i.sku, i.qty])).toEqual([[SKUS.kentBalkong, 3]]);
  });

  it('loses no update and never exceeds the limit when one cart is updated concurrently', async () => {
    const cartId = await newCart();
    expect((await update(cartId, { sku: SKUS.rockfestStaplats, qty: 1 })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 15 }, () => update(cartId, { sku: SKUS.rockfestStaplats, qty: 1 })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.result).toMatchObject({ errorCode: 'validation_error', message: 'Quantity must be below 11' });
    const pull = await api.get(`/api/cart/pull?cartId=${cartId}`);
    expect(pull.body.result.map((i: { qty: number }) => i.qty)).toEqual([10]);
  });

  it('prices a German cart in EUR', async () => {
    const cartId = await newCart('?storeCode=store_de');
    const add = await update(cartId, { sku: SKUS.kentParterre, qty: 2 });
    expect(add.body.result).toMatchObject({ price: PRICES.kentParterre.EUR, name: 'Kent – Abschiedstournee – Parkett' });
    const totals = (await api.get(`/api/cart/totals?cartId=${cartId}`)).body.result;
    expect(totals).toMatchObject({ quote_currency_code: 'EUR', grand_total: 2 * PRICES.kentParterre.EUR, subtotal: net(2 * PRICES.kentParterre.EUR, 7) });
    const shipping = (await api.post(`/api/cart/shipping-methods?cartId=${cartId}`, { address: { country_id: 'DE' } })).body.result;
    expect(shipping[2]).toMatchObject({ method_code: 'tracked', price_incl_tax: 500, price_excl_tax: net(500, 7) });
    const unknownStore = await api.post('/api/cart/create?storeCode=store_xx');
    expect(unknownStore.status).toBe(404);
  });

  it("keeps a user's cart to that user and rejects bad tokens", async () => {
    const alice = api.userToken(7);
    const bob = api.userToken(8);
    const cartId = await newCart('', alice);
    const row = await api.db.selectFrom('cart').select(['user_id']).where('id', '=', cartId).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(7);

    expect((await update(cartId, { sku: SKUS.hamletParterre, qty: 1 }, alice)).status).toBe(200);
    expect((await api.get(`/api/cart/pull?cartId=${cartId}&token=${encodeURIComponent(alice)}`)).status).toBe(200);
    const anonymous = await api.get(`/api/cart/pull?cartId=${cartId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.result.errorCode).toBe('unauthorized');
    expect((await api.get(`/api/cart/pull?cartId=${cartId}`, { token: bob })).status).toBe(401);

    const forged = await api.post(`/api/cart/create?token=${encodeURIComponent(alice.slice(0, -3) + 'abc')}`);
    expect(forged.body).toEqual({ code: 401, result: { errorCode: 'unauthorized', message: 'The user token is not valid' } });
    const expired = await api.post('/api/cart/create', undefined, { token: api.userToken(7, { exp: Math.floor(Date.now() / 1000) - 10 }) });
    expect(expired.body).toEqual({ code: 401, result: { errorCode: 'unauthorized', message: 'The user token has expired, please log in again' } });
  });

  it('answers unknown carts with 404', async () => {
    const r = await api.get('/api/cart/pull?cartId=0123456789abcdef0123456789abcdef');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: 404, result: { errorCode: 'unknown_cart', message: 'Cart not found: 0123456789abcdef0123456789abcdef', field: 'cartId' } });
  });
});

describe.skipIf(!dbAvailable)('stock', () => {
  const api = useApi();

  it('checks one sku with the quantity that can be sold now', async () => {
    const r = await api.get(`/api/stock/check?sku=${SKUS.kentBalkong}`);
    expect(r.body).toEqual({
      code: 200,
      result: { item_id: 1002, product_id: 1002, sku: SKUS.kentBalkong, stock_id: 1, qty: 3, is_in_stock: true, manage_stock: true, min_sale_qty: 1, max_sale_qty: 10 },
    });
    const soldOut = await api.get(`/api/stock/check?sku=${SKUS.carmenParterre}`);
    expect(soldOut.body.result).toMatchObject({ qty: 0, is_in_stock: false });
    const unknown = await api.get('/api/stock/check?sku=NOPE');
    expect(unknown.body).toEqual({ code: 404, result: { errorCode: 'not_found', message: 'Unknown sku: NOPE', field: 'sku' } });
    const missing = await api.get('/api/stock/check');
    expect(missing.status).toBe(400);
    expect(missing.body.result.field).toBe('sku');
  });

  it('lists skus in the order asked, leaving out unknown ones', async () => {
    const r = await api.get(`/api/stock/list?skus=NOPE,${SKUS.hamletParterre},${SKUS.kentBalkong},ALSO-NOPE`);
    expect(r.status).toBe(200);
    expect(r.body.result.map((s: { sku: string; qty: number }) => [s.sku, s.qty])).toEqual([
      [SKUS.hamletParterre, 80],
      [SKUS.kentBalkong, 3],
    ]);
    const none = await api.get('/api/stock/list?skus=NOPE');
    expect(none.body).toEqual({ code: 200, result: [] });
  });

  it('reads live stock, not a cached snapshot', async () => {
    await api.db.updateTable('inventory').set({ sold: 79 }).where('sku', '=', SKUS.hamletParterre).execute();
    expect((await api.get(`/api/stock/check?sku=${SKUS.hamletParterre}`)).body.result.qty).toBe(1);
  });
});
