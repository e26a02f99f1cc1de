import { PAYMENT_MESSAGES, TEST_CARDS } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { BILLING, cartWith, countRows, inventory, orderBody } from './order-helpers.ts';
import { answerAtProvider, attemptRow, paymentStatus, ProviderProbe } from './payment-flow.ts';
import { payToken } from './payment-token.ts';

const cartStatus = async (api: TestApi, cartId: string) => (await api.db.selectFrom('cart').select('status').where('id', '=', cartId).executeTakeFirstOrThrow()).status;
const holdExpiry = async (api: TestApi, cartId: string) => (await api.db.selectFrom('hold_timer').select('expires_at').where('cart_id', '=', cartId).executeTakeFirst())?.expires_at;
const redirectBody = (cartId: string, extra: Record<string, unknown> = {}) => ({
  order_id: `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  cart_id: cartId,
  addressInformation: { billingAddress: BILLING, payment_method_code: 'test_redirect', ...extra },
});

describe.skipIf(!dbAvailable)('payment states and exactly-once orders', () => {
  const probe = new ProviderProbe();
  const api = useApi({ env: { HOLD_CLEANUP_SECONDS: '0', JOB_POLL_INTERVAL_MS: '0' }, wrapPaymentProvider: probe.wrap });

  it('one order id sent 10 times at once gives one order and one authorisation; a repeat answers the first answer', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const body = orderBody(cartId, await payToken(api, cartId));
    const ordersBefore = await countRows(api, 'sales_order');
    const authorizationsBefore = probe.authorizations;
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.post('/api/order', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const numbers = new Set(answers.map((a) => a.body.result.orderNumber));
    expect(numbers.size).toBe(1);
    expect(probe.authorizations - authorizationsBefore).toBe(1);
    expect(await countRows(api, 'sales_order')).toBe(ordersBefore + 1);
    // A retry after a timeout finds the order; the same id for another cart is refused.
    const again = await api.post('/api/order', body);
    expect(again.body.result.orderNumber).toBe([...numbers][0]);
    expect(probe.authorizations - authorizationsBefore).toBe(1);
    const other = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const taken = await api.post('/api/order', { ...body, cart_id: other });
    expect(taken.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'order_id: this order id belongs to another cart', field: 'order_id' } });
    expect(await paymentStatus(api, cartId, body.order_id)).toMatchObject({ status: 200, body: { result: { status: 'paid', orderNumber: [...numbers][0], message: null } } });
  });

  it('a declined card answers its text, and the same order id answers it again without asking the provider', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const body = orderBody(cartId, await payToken(api, cartId, { number: TEST_CARDS.declined }));
    const before = probe.authorizations;
    const first = await api.post('/api/order', body);
    expect(first.body).toEqual({ code: 402, result: { errorCode: 'card_declined', message: 'Your card was declined, contact your bank or try another card' } });
    expect(await api.post('/api/order', body)).toMatchObject({ status: 402, body: first.body });
    expect(probe.authorizations - before).toBe(1);
    expect((await paymentStatus(api, cartId, body.order_id)).body.result).toEqual({ status: 'failed', orderNumber: null, message: PAYMENT_MESSAGES.declined, errorCode: 'card_declined', action_url: null });
    expect(await cartStatus(api, cartId)).toBe('active');
  });

  it('3-D Secure: 202 with the challenge, holds extended; the approved challenge places the order and sends the shopper back', async () => {
    const cartId = await cartWith(api, [[SKUS.kentBalkong, 2]]);
    const body = orderBody(cartId, await payToken(api, cartId, { number: TEST_CARDS.threeDSecure }), { payment_method_additional: { token: await payToken(api, cartId, { number: TEST_CARDS.threeDSecure }), return_url: '/checkout/payment-return?order_id=abc' } });
    // The hold has nearly run out when the shopper starts paying.
    await api.db.updateTable('hold_timer').set({ expires_at: new Date(Date.now() + 60_000).toISOString() }).where('cart_id', '=', cartId).execute();
    const soldBefore = (await inventory(api, SKUS.kentBalkong)).sold;
    const r = await api.post('/api/order', body);
    expect(r.status).toBe(202);
    expect(r.body.result).toEqual({ status: 'requires_action', order_id: body.order_id, action: 'three_d_secure', action_url: expect.stringMatching(/^\/api\/ext\/payment-test\/pay\/test_pay_[0-9a-f]+$/), require_3ds: true });
    expect(Date.parse((await holdExpiry(api, cartId))!)).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await paymentStatus(api, cartId, body.order_id)).body.result).toEqual({ status: 'requires_action', orderNumber: null, message: null, errorCode: null, action_url: r.body.result.action_url });
    // A repeated submit while the shopper is at the provider answers the same challenge.
    expect((await api.post('/api/order', body)).body).toEqual(r.body);

    const back = await answerAtProvider(api, r.body.result.action_url, 'approve');
    expect(back).toEqual({ status: 303, location: '/checkout/payment-return?order_id=abc' });
    const status = (await paymentStatus(api, cartId, body.order_id)).body.result;
    expect(status).toMatchObject({ status: 'paid', orderNumber: expect.stringMatching(/^[A-Z0-9]+$/), message: null });
    expect(await cartStatus(api, cartId)).toBe('ordered');
    expect((await inventory(api, SKUS.kentBalkong)).sold).toBe(soldBefore + 2);
    const order = await api.db.selectFrom('sales_order').select(['id', 'status']).where('increment_id', '=', status.orderNumber).executeTakeFirstOrThrow();
    expect(order.status).toBe('complete');
    expect(await api.db.selectFrom('payment').select(['status', 'card_last4']).where('order_id', '=', order.id).executeTakeFirstOrThrow()).toEqual({ status: 'captured', card_last4: '3220' });
    // The resubmitted order id now answers the order; answering the provider twice changes nothing.
    expect((await api.post('/api/order', body)).body.result.orderNumber).toBe(status.orderNumber);
    expect((await answerAtProvider(api, r.body.result.action_url, 'fail', false)).status).toBe(303);
    expect((await paymentStatus(api, cartId, body.order_id)).body.result.status).toBe('paid');
  });

  it('3-D Secure failed: the attempt fails with its text, nothing is sold and the cart stays', async () => {
    const cartId = await cartWith(api, [[SKUS.kentBalkong, 1]]);
    const body = orderBody(cartId, await payToken(api, cartId, { number: TEST_CARDS.threeDSecure }));
    const orders = await countRows(api, 'sales_order');
    const r = await api.post('/api/order', body);
    expect(r.status).toBe(202);
    // Without a return_url the shopper comes back to the storefront's return route.
    expect(await answerAtProvider(api, r.body.result.action_url, 'fail')).toEqual({ status: 303, location: `/checkout/payment-return?order_id=${encodeURIComponent(body.order_id)}` });
    expect((await paymentStatus(api, cartId, body.order_id)).body.result).toEqual({ status: 'failed', orderNumber: null, message: '3D Secure validation failed, try again or use another card', errorCode: 'three_d_secure_failed', action_url: null });
    expect(await api.post('/api/order', body)).toMatchObject({ status: 402, body: { result: { errorCode: 'three_d_secure_failed' } } });
    expect(await countRows(api, 'sales_order')).toBe(orders);
    expect(await cartStatus(api, cartId)).toBe('active');
  });

  it('the redirect method (Swish/Klarna-style) takes no card: approved it places the order, cancelled it fails', async () => {
    const approvedCart = await cartWith(api, [[SKUS.kentParterre, 1]]);
    const approved = redirectBody(approvedCart);
    const r = await api.post('/api/order', approved);
    expect(r.status).toBe(202);
    expect(r.body.result).toMatchObject({ status: 'requires_action', action: 'redirect', require_3ds: false });
    await answerAtProvider(api, r.body.result.action_url, 'approve');
    expect((await paymentStatus(api, approvedCart, approved.order_id)).body.result.status).toBe('paid');
    const method = await api.db.selectFrom('sales_order').select('payment_method_code').where('client_order_id', '=', approved.order_id).executeTakeFirstOrThrow();
    expect(method.payment_method_code).toBe('test_redirect');

    const cancelledCart = await cartWith(api, [[SKUS.kentParterre, 1]]);
    const cancelled = redirectBody(cancelledCart);
    const c = await api.post('/api/order', cancelled);
    await answerAtProvider(api, c.body.result.action_url, 'fail');
    expect((await paymentStatus(api, cancelledCart, cancelled.order_id)).body.result).toMatchObject({ status: 'failed', message: PAYMENT_MESSAGES.cancelled, errorCode: 'payment_cancelled' });
  });

  it('approved after the holds ran out: goes through while the tickets are free, else is voided with the reason and nothing sold', async () => {
    // Still free: the order is placed.
    const lucky = await cartWith(api, [[SKUS.rockfestStaplats, 1]]);
    const luckyBody = redirectBody(lucky);
    const l = await api.post('/api/order', luckyBody);
    await api.db.updateTable('hold_timer').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('cart_id', '=', lucky).execute();
    await answerAtProvider(api, l.body.result.action_url, 'approve');
    expect((await paymentStatus(api, lucky, luckyBody.order_id)).body.result.status).toBe('paid');

    // Gone: another cart took the tickets once the hold had run out.
    const inv = await inventory(api, SKUS.rockfestParterre);
    await api.db.deleteFrom('stock_hold').where('product_id', '=', inv.product_id).execute();
    await api.db.updateTable('inventory').set({ sold: inv.qty - 2, held: 0 }).where('product_id', '=', inv.product_id).execute();
    const late = await cartWith(api, [[SKUS.rockfestParterre, 2]]);
    const lateBody = redirectBody(late);
    const p = await api.post('/api/order', lateBody);
    expect(p.status).toBe(202);
    await api.db.updateTable('hold_timer').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('cart_id', '=', late).execute();
    const other = await cartWith(api, [[SKUS.rockfestParterre, 2]]);
    expect(await inventory(api, SKUS.rockfestParterre)).toMatchObject({ sold: inv.qty - 2, held: 2 });
    const voidsBefore = probe.voids.length;
    await answerAtProvider(api, p.body.result.action_url, 'approve');
    expect((await paymentStatus(api, late, lateBody.order_id)).body.result).toEqual({ status: 'failed', orderNumber: null, message: PAYMENT_MESSAGES.ticketsGone, errorCode: 'payment_voided', action_url: null });
    const attempt = await attemptRow(api, lateBody.order_id);
    expect(attempt).toMatchObject({ status: 'voided', order_id: null, message: PAYMENT_MESSAGES.ticketsGone });
    expect(probe.voids.slice(voidsBefore)).toEqual([attempt.provider_reference]);
    // Never oversold: the other cart still holds the last two tickets.
    expect(await inventory(api, SKUS.rockfestParterre)).toMatchObject({ sold: inv.qty - 2, held: 2 });
    expect(await holdExpiry(api, other)).toBeDefined();
  });

  it('refuses a return address off the shop, an unknown method, and status questions about unknown or foreign attempts', async () => {
    const cartId = await cartWith(api, [[SKUS.standupSeat, 1]]);
    const offSite = await api.post('/api/order', redirectBody(cartId, { payment_method_additional: { return_url: '//evil.example/steal' } }));
    expect(offSite.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'addressInformation.payment_method_additional.return_url: must be a path on this shop', field: 'addressInformation.payment_method_additional.return_url' } });
    const unknown = await api.post('/api/order', { ...redirectBody(cartId), addressInformation: { billingAddress: BILLING, payment_method_code: 'swish' } });
    expect(unknown.body.result).toMatchObject({ errorCode: 'validation_error', field: 'addressInformation.payment_method_code' });
    expect((await paymentStatus(api, cartId, 'no-such-order')).body).toEqual({ code: 404, result: { errorCode: 'not_found', message: 'Order not found', field: 'order_id' } });
    const placed = redirectBody(cartId);
    await api.post('/api/order', placed);
    const stranger = await cartWith(api, [[SKUS.standupSeat, 1]]);
    expect((await paymentStatus(api, stranger, placed.order_id)).status).toBe(404);
    expect((await api.post('/api/order/payment-status', { cart_id: cartId })).status).toBe(400);
  });
});
