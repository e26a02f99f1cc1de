import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@encore/contracts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';

describe.skipIf(!dbAvailable)('error answers', () => {
  const api = useApi();
  let cartId = '';
  const update = (body: unknown) => api.post(`/api/cart/update?cartId=${cartId}`, body);

  it('names the field of every malformed cart body, with 400 and never 500', async () => {
    cartId = (await api.post('/api/cart/create')).body.result;
    const badJson = await api.post(`/api/cart/update?cartId=${cartId}`, undefined, { raw: '{"cartItem": {' });
    expect(badJson.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'The request body is not valid JSON' } });

    const missing = await update({});
    expect(missing.status).toBe(400);
    expect(missing.body.result).toEqual({ errorCode: 'validation_error', message: 'cartItem: Field is required', field: 'cartItem' });

    const zero = await update({ cartItem: { sku: SKUS.kentParterre, qty: 0, quoteId: cartId } });
    expect(zero.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'cartItem.qty: Quantity must be above 0', field: 'cartItem.qty' } });

    const fraction = await update({ cartItem: { sku: SKUS.kentParterre, qty: 1.5, quoteId: cartId } });
    expect(fraction.body.result).toEqual({ errorCode: 'validation_error', message: 'cartItem.qty: Quantity must be positive integer', field: 'cartItem.qty' });

    const abc = await update({ cartItem: { sku: SKUS.kentParterre, qty: 'abc', quoteId: cartId } });
    expect(abc.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'cartItem.qty: Quantity must be positive integer', field: 'cartItem.qty' } });

    const extra = await update({ cartItem: { sku: SKUS.kentParterre, qty: 1, quoteId: cartId }, coupon: 'FREE' });
    expect(extra.body.result).toMatchObject({ errorCode: 'validation_error', field: 'coupon' });
    const nestedExtra = await update({ cartItem: { sku: SKUS.kentParterre, qty: 1, quoteId: cartId, discount: 100 } });
    expect(nestedExtra.body.result.field).toBe('cartItem.discount');

    const noCart = await api.get('/api/cart/pull');
    expect(noCart.body.result).toMatchObject({ errorCode: 'validation_error', field: 'cartId' });
    const unknownQuery = await api.get(`/api/cart/pull?cartId=${cartId}&debug=1`);
    expect(unknownQuery.body.result.field).toBe('debug');

    const noAddress = await api.post(`/api/cart/shipping-methods?cartId=${cartId}`, {});
    expect(noAddress.body.result.field).toBe('address');
    const emptyJson = await api.post(`/api/cart/update?cartId=${cartId}`, undefined, { raw: '' });
    expect(emptyJson.status).toBe(400);
  });

  it('answers 401 for a bad token, 404 for unknown routes, and health', async () => {
    const bad = await api.get(`/api/cart/pull?cartId=${cartId}`, { token: 'not-a-token' });
    expect(bad.body).toEqual({ code: 401, result: { errorCode: 'unauthorized', message: 'The user token is not valid' } });
    const unknown = await api.get('/api/nothing/here?x=1');
    expect(unknown.body).toEqual({ code: 404, result: { errorCode: 'not_found', message: 'Route not found: GET /api/nothing/here' } });
    const wrongMethod = await api.get('/api/order');
    expect(wrongMethod.status).toBe(404);
    const health = await api.get('/api/health');
    expect(health.body).toEqual({ code: 200, result: { status: 'ok', db: api.engine, catalogVersion: expect.stringMatching(/^fixture-/) } });
  });
});

describe.skipIf(!dbAvailable)('logs', () => {
  const lines: string[] = [];
  const api = useApi({ logStream: { write: (line) => void lines.push(line) } });

  it('never contain card numbers, CVCs, tokens or bodies', async () => {
    const userToken = api.userToken(5);
    const cartId = (await api.post(`/api/cart/create?token=${encodeURIComponent(userToken)}`)).body.result as string;
    await api.post(`/api/cart/update?cartId=${cartId}&token=${encodeURIComponent(userToken)}`, { cartItem: { sku: SKUS.hamletParterre, qty: 1, quoteId: cartId } });
    const amount = (await api.get(`/api/cart/totals?cartId=${cartId}`, { token: userToken })).body.result.grand_total as number;
    const token = (await api.post('/api/ext/payment-test/tokens', { number: TEST_CARDS.success, exp_month: 12, exp_year: 2099, cvc: '987', cart_id: cartId, amount })).body.result.id as string;
    const order = await api.post(
      `/api/order?token=${encodeURIComponent(userToken)}`,
      { cart_id: cartId, addressInformation: { billingAddress: { firstname: 'Per', lastname: 'Persson', email: 'per@example.se', country_id: 'SE' }, payment_method_code: 'card', payment_method_additional: { token } } },
    );
    expect(order.status).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/ext/payment-test/tokens');
    expect(log).not.toContain(TEST_CARDS.success);
    // Timestamps and durations are digits too, so look for the CVC as a logged value, not as a digit run.
    expect(log).not.toMatch(/cvc|"987"/i);
    expect(log).not.toContain(token);
    expect(log).not.toContain(userToken);
    expect(log).not.toContain('per@example.se');
  });
});
