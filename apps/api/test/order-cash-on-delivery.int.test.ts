import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { PRICES, SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { BILLING, cartWith, countRows } from './order-helpers.ts';
import { startTestSmtp } from './test-smtp.ts';

const TRACKED_SEK = 4_900;
const smtp = await startTestSmtp();
const { inbox } = smtp;
afterAll(() => smtp.close());

async function waitForMail(number: string): Promise<ParsedMail> {
  const until = Date.now() + 15_000;
  for (;;) {
    const mail = inbox.find((m) => m.subject?.includes(number));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail for ${number}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const codes = (methods: Array<{ code: string }>) => methods.map((m) => m.code);

async function choosePostal(api: TestApi, cartId: string) {
  const r = await api.post(`/api/cart/shipping-information?cartId=${cartId}`, {
    addressInformation: { shippingAddress: { country_id: 'SE', city: 'Stockholm', postcode: '11122', street: ['Drottninggatan 1'], firstname: 'Anna', lastname: 'Svensson' }, shippingMethodCode: 'tracked', shippingCarrierCode: 'postal' },
  });
  expect(r.status).toBe(200);
  return r.body.result.payment_methods as Array<{ code: string; title: string; cost_incl_tax: number; offline: boolean }>;
}

const codOrder = (cartId: string, info: Record<string, unknown> = {}) => ({
  order_id: `${cartId}-cod`,
  cart_id: cartId,
  addressInformation: { billingAddress: BILLING, payment_method_code: 'cashondelivery', ...info },
});

describe.skipIf(!dbAvailable)('payment methods and cash on delivery', () => {
  const api = useApi({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Encore <tickets@encore.example>', JOB_POLL_INTERVAL_MS: '100' } });

  it('cash on delivery is offered only with postal delivery, at no cost, after the provider’s methods', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    expect(codes((await api.get(`/api/cart/payment-methods?cartId=${cartId}`)).body.result)).toEqual(['test_redirect', 'card']);
    const methods = await choosePostal(api, cartId);
    expect(methods.at(-1)).toEqual({ code: 'cashondelivery', title: 'Cash on delivery', cost_incl_tax: 0, is_server_method: true, default: false, offline: true });
    expect(codes((await api.get(`/api/cart/payment-methods?cartId=${cartId}`)).body.result)).toEqual(['test_redirect', 'card', 'cashondelivery']);
    // Back to e-tickets: gone again, and choosing it is refused.
    const back = await api.post(`/api/cart/collect-totals?cartId=${cartId}`, { methods: { paymentMethod: { method: 'cashondelivery' }, shippingCarrierCode: 'eticket', shippingMethodCode: 'eticket' } });
    expect(back.body).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'methods.paymentMethod.method: the cart offers no payment method cashondelivery', field: 'methods.paymentMethod.method' } });
  });

  it('an e-ticket order cannot be paid on delivery; nothing is written', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 1]]);
    const orders = await countRows(api, 'sales_order');
    const r = await api.post('/api/order', codOrder(cartId, { shipping_method_code: 'eticket' }));
    expect(r.body).toEqual({
      code: 400,
      result: { errorCode: 'validation_error', message: 'addressInformation.payment_method_code: the cart offers no payment method cashondelivery', field: 'addressInformation.payment_method_code' },
    });
    expect(await countRows(api, 'sales_order')).toBe(orders);
  });

  it('a postal order paid on delivery is placed once without the provider, stays pending, and is confirmed by e-mail without tickets', async () => {
    const cartId = await cartWith(api, [[SKUS.hamletParterre, 2]]);
    await choosePostal(api, cartId);
    const body = codOrder(cartId);
    const [first, again] = await Promise.all([api.post('/api/order', body), api.post('/api/order', body)]);
    expect(first.status).toBe(200);
    expect(again.body.result.orderNumber).toBe(first.body.result.orderNumber);
    expect(first.body.result.grand_total).toBe(2 * PRICES.hamletParterre.SEK + TRACKED_SEK);
    const number = first.body.result.orderNumber as string;
    const order = await api.db.selectFrom('sales_order').select(['id', 'status', 'payment_method_code', 'shipping_method_code']).where('increment_id', '=', number).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'pending', payment_method_code: 'cashondelivery', shipping_method_code: 'tracked' });
    const payments = await api.db.selectFrom('payment').select(['provider', 'status', 'amount']).where('order_id', '=', order.id).execute();
    expect(payments).toEqual([{ provider: 'on_delivery', status: 'due_on_delivery', amount: 2 * PRICES.hamletParterre.SEK + TRACKED_SEK }]);
    // Nothing to capture.
    expect(await api.db.selectFrom('job').select('id').where('id', '=', `payment-capture:${order.id}`).executeTakeFirst()).toBeUndefined();

    const mail = await waitForMail(number);
    expect(mail.text).toContain('Du betalar för den här beställningen vid leveransen.');
    expect(mail.attachments).toHaveLength(0);
    expect(mail.text).not.toContain('get-event-ticket');

    // The success page learns the tickets come by post; a download is refused until the order is paid.
    const link = await api.post('/api/ext/ticket/order-link', { orderNumber: number, email: BILLING.email });
    expect(link.status).toBe(200);
    expect(link.body.result.payOnDelivery).toBe(true);
    const pdf = await api.get(link.body.result.downloadPath as string);
    expect(pdf.status).toBe(409);
    expect(pdf.body.result.message).toBe('The tickets are not available yet: the payment of this order is not complete');
  });
});
