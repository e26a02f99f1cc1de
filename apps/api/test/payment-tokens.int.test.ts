import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@encore/contracts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { SKUS } from './fixtures.ts';
import { TEST_SECRET, dbAvailable, useApi } from './harness.ts';
import { cartWith, countRows, orderBody } from './order-helpers.ts';
import { grandTotal, payToken } from './payment-token.ts';

describe.skipIf(!dbAvailable)('test-provider tokens pay once, for their cart and amount', () => {
  const api = useApi();

  it('a token made for one cart cannot pay another cart or another amount, and nothing is written', async () => {
    const cheap = await cartWith(api, [[SKUS.standupSeat, 1]]);
    const dear = await cartWith(api, [[SKUS.kentParterre, 2]]);
    const token = await payToken(api, cheap);
    const before = { orders: await countRows(api, 'sales_order'), payments: await countRows(api, 'payment') };
    const changed = { code: 402, result: { errorCode: 'payment_amount_changed', message: 'The amount to pay has changed. Please check your order and pay again.' } };
    expect((await api.post('/api/order', orderBody(dear, token))).body).toEqual(changed);
    // Stated for the cart, but for less than the order charges.
    const underpaid = await payToken(api, dear, { amount: (await grandTotal(api, dear)) - 100 });
    expect((await api.post('/api/order', orderBody(dear, underpaid))).body).toEqual(changed);
    expect({ orders: await countRows(api, 'sales_order'), payments: await countRows(api, 'payment') }).toEqual(before);
    // Refusing them did not use the token up: it still pays its own cart.
    expect((await api.post('/api/order', orderBody(cheap, token))).status).toBe(200);
  });

  it('a used token is refused the second time, also by another API process on the same database', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const declined = await payToken(api, cartId, { number: TEST_CARDS.declined });
    expect((await api.post('/api/order', orderBody(cartId, declined))).body.result.errorCode).toBe('card_declined');
    const again = await api.post('/api/order', orderBody(cartId, declined));
    expect(again.body).toEqual({ code: 402, result: { errorCode: 'payment_failed', message: 'The payment failed. Please contact our customer service.' } });

    // Used through another API process (a restart is the same: the record is in the database).
    const other = await payToken(api, cartId, { number: TEST_CARDS.declined });
    const second = await buildApp({ db: api.db, config: loadConfig({ ENCORE_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', HOLD_CLEANUP_SECONDS: '0' }) });
    try {
      expect((await second.inject({ method: 'POST', url: '/api/order', payload: orderBody(cartId, other) })).json().result.errorCode).toBe('card_declined');
    } finally {
      await second.close();
    }
    expect((await api.post('/api/order', orderBody(cartId, other))).body.result.errorCode).toBe('payment_failed');
    expect((await api.post('/api/order', orderBody(cartId, await payToken(api, cartId)))).status).toBe(200);
  });
});
