import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { BILLING, orderBody } from './order-helpers.ts';
import { payToken } from './payment-token.ts';
import { readTicketPdf } from './ticket-pdf-reader.ts';

const STAFF = 'door-staff-token-for-links';

/** A paid order of one ticket, by the customer `userToken` (a guest without one); answers its number. */
async function placeOrder(api: TestApi, userToken?: string): Promise<string> {
  const auth = userToken ? { token: userToken } : {};
  const cartId = (await api.post('/api/cart/create', undefined, auth)).body.result as string;
  expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKUS.kentParterre, qty: 1, quoteId: cartId } }, auth)).status).toBe(200);
  const token = await payToken(api, cartId, userToken ? { userToken } : {});
  const placed = await api.post('/api/order', orderBody(cartId, token), auth);
  expect(placed.status).toBe(200);
  return placed.body.result.orderNumber as string;
}

async function pdfAt(api: TestApi, path: string) {
  const res = await fetch(`${api.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

const review = (token: string, over: Record<string, unknown> = {}) => ({ token, rating: 5, title: 'Magisk kväll', text: 'Bra ljud och snabb entré.', nickname: 'Anna S', ...over });

describe.skipIf(!dbAvailable)('the signed order link, the staff sign-in and reviews', () => {
  const api = useApi({ env: { CHECKIN_STAFF_TOKENS: STAFF, PUBLIC_URL: 'https://shop.example' } });

  it('a guest with number and e-mail gets a link whose PDF the door admits; a wrong e-mail and an unknown number answer alike', async () => {
    const number = await placeOrder(api);
    const link = await api.post('/api/ext/ticket/order-link', { orderNumber: number.toLowerCase(), email: ` ${BILLING.email.toUpperCase()} ` });
    expect(link.status).toBe(200);
    expect(link.body.result).toMatchObject({ orderNumber: number, orderToken: expect.any(String), expiresAt: expect.any(String) });
    expect(link.body.result.downloadPath).toBe(`/api/ext/ticket/get-event-ticket?${new URLSearchParams({ orderId: number, orderToken: link.body.result.orderToken })}`);
    expect(Date.parse(link.body.result.expiresAt)).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    const pdf = await pdfAt(api, link.body.result.downloadPath);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const { codes } = await readTicketPdf(pdf.bytes);
    expect(codes).toHaveLength(1);
    expect((await api.post('/api/ext/ticket/check-in', { code: codes[0] }, { token: STAFF })).status).toBe(200);

    const wrongEmail = await api.post('/api/ext/ticket/order-link', { orderNumber: number, email: 'someone@example.se' });
    const unknown = await api.post('/api/ext/ticket/order-link', { orderNumber: 'NOSUCHORDR', email: BILLING.email });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongEmail.body).toEqual(unknown.body);
    expect(unknown.body.result).toEqual({ errorCode: 'not_found', message: 'Order not found' });

    const noEmail = await api.post('/api/ext/ticket/order-link', { orderNumber: number });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.result.message).toBe("The buyer's e-mail is needed to open an order without signing in");
    expect((await api.post('/api/ext/ticket/order-link', { orderNumber: number, email: BILLING.email, extra: 1 })).status).toBe(400);
  });

  it('the signed-in owner gets the link without the e-mail; another customer gets not found', async () => {
    const owner = api.userToken(811);
    const number = await placeOrder(api, owner);
    const own = await api.post('/api/ext/ticket/order-link', { orderNumber: number }, { token: owner });
    expect(own.status).toBe(200);
    expect((await pdfAt(api, own.body.result.downloadPath)).status).toBe(200);
    const other = await api.post('/api/ext/ticket/order-link', { orderNumber: number }, { token: api.userToken(812) });
    expect(other.status).toBe(404);
  });

  it('GET /staff tells a scanner whether its token is a staff token', async () => {
    const good = await fetch(`${api.url}/api/ext/ticket/staff`, { headers: { authorization: `Bearer ${STAFF}` } });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ code: 200, result: { staff: true } });
    const bad = await fetch(`${api.url}/api/ext/ticket/staff`, { headers: { authorization: 'Bearer not-a-staff-token' } });
    expect(bad.status).toBe(401);
    expect((await fetch(`${api.url}/api/ext/ticket/staff`)).status).toBe(401);
  });

  it('the review invitation is a url string to the shop’s review page; one review per order, validated', async () => {
    const number = await placeOrder(api);
    const { orderToken } = (await api.post('/api/ext/ticket/order-link', { orderNumber: number, email: BILLING.email })).body.result as { orderToken: string };
    const invite = await api.post('/api/ext/trustpilot/review-invitation-link', { orderId: number, orderToken });
    expect(invite.status).toBe(200);
    expect(typeof invite.body.result).toBe('string');
    const url = new URL(invite.body.result as string);
    expect(url.origin).toBe('https://shop.example');
    expect(url.pathname).toMatch(/^\/review\/[^/]+$/);
    const token = decodeURIComponent(url.pathname.split('/')[2]!);

    // Without proof of the order: the same not-found as an unknown order.
    const noProof = await api.post('/api/ext/trustpilot/review-invitation-link', { orderId: number });
    expect(noProof.status).toBe(404);
    expect((await api.post('/api/ext/trustpilot/review-invitation-link', { orderId: 'NOSUCHORDR', orderToken })).status).toBe(404);

    for (const [over, message] of [
      [{ rating: 0 }, 'rating is a whole number from 1 to 5'],
      [{ rating: 6 }, 'rating is a whole number from 1 to 5'],
      [{ rating: 4.5 }, 'rating is a whole number from 1 to 5'],
      [{ title: '  ' }, 'title is required'],
      [{ text: 'x'.repeat(2001) }, 'text is at most 2000 characters'],
      [{ nickname: '' }, 'nickname is required'],
    ] as const) {
      const refused = await api.post('/api/review/create', review(token, over));
      expect(refused.status, JSON.stringify(over)).toBe(400);
      expect(refused.body.result.message).toContain(message);
    }
    const forged = await api.post('/api/review/create', review(`${token.slice(0, -2)}xx`));
    expect(forged.status).toBe(403);
    expect(forged.body.result).toMatchObject({ errorCode: 'bad_review_invitation', message: 'The review link is not valid or has expired' });

    const both = await Promise.all([api.post('/api/review/create', review(token)), api.post('/api/review/create', review(token, { rating: 1 }))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.result).toMatchObject({ errorCode: 'already_reviewed', message: 'This order has been reviewed already' });
    const stored = await api.db.selectFrom('review').innerJoin('sales_order', 'sales_order.id', 'review.order_id').select(['review.title', 'review.nickname', 'sales_order.increment_id']).execute();
    expect(stored.filter((r) => r.increment_id === number)).toEqual([{ title: 'Magisk kväll', nickname: 'Anna S', increment_id: number }]);
  });

  it('the signed-in owner gets the invitation without an order token', async () => {
    const owner = api.userToken(813);
    const number = await placeOrder(api, owner);
    const invite = await api.post('/api/ext/trustpilot/review-invitation-link', { orderId: number }, { token: owner });
    expect(invite.status).toBe(200);
    expect(invite.body.result).toMatch(/^https:\/\/shop\.example\/review\//);
  });
});

describe.skipIf(!dbAvailable)('order links and review writes are rate-limited like other public writes', () => {
  const api = useApi({ env: { RATE_LIMITS: 'review=3,order-lookup=3' } });

  it('order links and order lookups share one limit: the fourth try a minute from one address is refused with 429', async () => {
    const tries = [
      await api.post('/api/ext/ticket/order-link', { orderNumber: 'NOSUCHORD1', email: BILLING.email }),
      await api.post('/api/order/lookup', { orderNumber: 'NOSUCHORD2', email: BILLING.email }),
      await api.post('/api/ext/ticket/order-link', { orderNumber: 'NOSUCHORD3', email: BILLING.email }),
      await api.post('/api/ext/ticket/order-link', { orderNumber: 'NOSUCHORD4', email: BILLING.email }),
    ];
    expect(tries.map((r) => r.status)).toEqual([404, 404, 404, 429]);
    expect(tries[3]!.body.result.errorCode).toBe('too_many_requests');
  });

  it('the fourth review post a minute from one address is refused with 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await api.post('/api/review/create', review('not.a-token'))).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});
