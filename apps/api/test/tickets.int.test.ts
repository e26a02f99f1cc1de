import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signOrderLink } from '../src/modules/ticket/order-link.ts';
import { verifyTicketCode } from '../src/modules/ticket/ticket-code.ts';
import { SKUS } from './fixtures.ts';
import { dbAvailable, TEST_SECRET, useApi, type TestApi } from './harness.ts';
import { orderBody } from './order-helpers.ts';
import { payToken } from './payment-token.ts';
import { readTicketPdf } from './ticket-pdf-reader.ts';

const STAFF = 'door-scanner-token-one';

/** A paid order of `items`, by the customer `userToken` (a guest without one); answers its number. */
async function placeOrder(api: TestApi, items: Array<[string, number]>, userToken?: string): Promise<string> {
  const auth = userToken ? { token: userToken } : {};
  const cartId = (await api.post('/api/cart/create', undefined, auth)).body.result as string;
  for (const [sku, qty] of items) expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } }, auth)).status).toBe(200);
  const token = await payToken(api, cartId, userToken ? { userToken } : {});
  const placed = await api.post('/api/order', orderBody(cartId, token), auth);
  expect(placed.status).toBe(200);
  return placed.body.result.orderNumber as string;
}

/** The download route's answer, raw: a PDF on success, the JSON envelope otherwise. */
async function download(api: TestApi, query: Record<string, string>, userToken?: string) {
  const res = await fetch(`${api.url}/api/ext/ticket/get-event-ticket?${new URLSearchParams(query)}`, userToken ? { headers: { authorization: `Bearer ${userToken}` } } : {});
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : undefined;
  return { status: res.status, type: res.headers.get('content-type'), bytes, json };
}

const checkIn = (api: TestApi, code: string, staff = STAFF) => api.post('/api/ext/ticket/check-in', { code }, { token: staff });

describe.skipIf(!dbAvailable)('tickets: PDF download, signed codes and check-in', () => {
  const api = useApi({ env: { CHECKIN_STAFF_TOKENS: `${STAFF},door-scanner-token-two`, JOB_POLL_INTERVAL_MS: '0' } });

  it('issues a ticket per admission; the owner downloads one page per ticket, each with a QR code the public key verifies; check-in admits once', async () => {
    const owner = api.userToken(701);
    const number = await placeOrder(api, [[SKUS.kentParterre, 3], [SKUS.hamletParterre, 1]], owner);
    const order = await api.db.selectFrom('sales_order').select(['id', 'status']).where('increment_id', '=', number).executeTakeFirstOrThrow();
    expect(order.status).toBe('complete');
    const rows = await api.db.selectFrom('ticket').selectAll().where('order_id', '=', order.id).orderBy('position').execute();
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
    expect(rows.map((r) => r.holder_name)).toEqual(Array(4).fill('Anna Svensson'));

    const got = await download(api, { orderId: number }, owner);
    expect(got.status).toBe(200);
    expect(got.type).toBe('application/pdf');
    expect(new TextDecoder().decode(got.bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await readTicketPdf(got.bytes);
    expect(pdf.pages).toBe(4);
    expect(pdf.codes.every(Boolean)).toBe(true);

    const key = await api.get('/api/ext/ticket/public-key');
    expect(key.status).toBe(200);
    expect(key.body.result).toMatchObject({ algorithm: 'Ed25519', jwk: { kty: 'OKP', crv: 'Ed25519' } });
    const publicKey = createPublicKey(key.body.result.pem as string);
    const claims = pdf.codes.map((code) => verifyTicketCode(code!, publicKey));
    expect(claims.map((c) => c?.t)).toEqual(rows.map((r) => r.id));
    expect(claims.every((c) => c?.o === number)).toBe(true);
    expect(claims[0]!.e).not.toBe(claims[3]!.e);

    const first = await checkIn(api, pdf.codes[0]!);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ ticketId: rows[0]!.id, orderNumber: number, holderName: 'Anna Svensson' });
    const again = await checkIn(api, pdf.codes[0]!, 'door-scanner-token-two');
    expect(again.status).toBe(409);
    expect(again.body.result).toMatchObject({ errorCode: 'ticket_already_used', checkedInAt: first.body.result.checkedInAt });
    expect(again.body.result.message).toContain(first.body.result.checkedInAt);

    // Ten scanners racing on one ticket: exactly one admits it.
    const race = await Promise.all(Array.from({ length: 10 }, () => checkIn(api, pdf.codes[1]!)));
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    expect(race.filter((r) => r.status === 409 && r.body.result.errorCode === 'ticket_already_used')).toHaveLength(9);
  });

  it('refuses tampered and unknown codes, and scanners without a staff token', async () => {
    const owner = api.userToken(702);
    const number = await placeOrder(api, [[SKUS.kentBalkong, 1]], owner);
    const [code] = (await readTicketPdf((await download(api, { orderId: number }, owner)).bytes)).codes;
    const [body, signature] = code!.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());

    const altered = await checkIn(api, `${Buffer.from(JSON.stringify({ ...claims, t: 'someone-elses-ticket' })).toString('base64url')}.${signature}`);
    expect(altered.status).toBe(400);
    expect(altered.body.result).toMatchObject({ errorCode: 'invalid_ticket_code', message: expect.stringMatching(/not valid/) });
    const flipped = await checkIn(api, `${body}.${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`);
    expect(flipped.status).toBe(400);
    expect((await checkIn(api, 'not-a-ticket')).status).toBe(400);
    expect((await api.post('/api/ext/ticket/check-in', {})).status).toBe(400);

    expect((await api.post('/api/ext/ticket/check-in', { code })).status).toBe(401);
    expect((await checkIn(api, code!, 'door-scanner-token-on')).status).toBe(401);
    // Still unused after all that.
    expect((await checkIn(api, code!)).status).toBe(200);
  });

  it('a code the shop signed for a ticket it does not know is refused as unknown', async () => {
    const owner = api.userToken(703);
    const number = await placeOrder(api, [[SKUS.kentBalkong, 1]], owner);
    const [code] = (await readTicketPdf((await download(api, { orderId: number }, owner)).bytes)).codes;
    const order = await api.db.selectFrom('sales_order').select('id').where('increment_id', '=', number).executeTakeFirstOrThrow();
    await api.db.deleteFrom('ticket').where('order_id', '=', order.id).execute();
    const unknown = await checkIn(api, code!);
    expect(unknown.status).toBe(404);
    expect(unknown.body.result.message).toMatch(/Unknown ticket/);
  });

  it('only the owner or the holder of the signed order link downloads; everyone else gets no PDF', async () => {
    const owner = api.userToken(704);
    const number = await placeOrder(api, [[SKUS.hamletParterre, 2]], owner);
    const guestNumber = await placeOrder(api, [[SKUS.hamletParterre, 1]]);

    expect((await download(api, { orderId: number })).status).toBe(401);
    const other = await download(api, { orderId: number }, api.userToken(705));
    expect(other.status).toBe(404);
    expect(other.json).toMatchObject({ code: 404, result: { errorCode: 'not_found' } });
    expect((await download(api, { orderId: 'NOSUCHORDR' }, owner)).status).toBe(404);
    expect((await download(api, { orderId: number }, 'forged.token')).status).toBe(401);
    expect((await download(api, { orderId: 'bad order!' }, owner)).status).toBe(400);

    // A guest's order opens with its signed link, and only its own.
    const link = signOrderLink(guestNumber, new Date(Date.now() + 3600_000), TEST_SECRET);
    const guest = await download(api, { orderId: guestNumber, orderToken: link });
    expect(guest.status).toBe(200);
    expect((await readTicketPdf(guest.bytes)).pages).toBe(1);
    expect((await download(api, { orderId: number, orderToken: link })).status).toBe(403);
    expect((await download(api, { orderId: guestNumber, orderToken: `${link}x` })).status).toBe(403);
    expect((await download(api, { orderId: guestNumber, orderToken: signOrderLink(guestNumber, new Date(Date.now() - 1000), TEST_SECRET) })).status).toBe(403);
    expect((await download(api, { orderId: guestNumber, orderToken: signOrderLink(guestNumber, new Date(Date.now() + 3600_000), 'another-secret') })).status).toBe(403);
    // A customer's token opens no guest order.
    expect((await download(api, { orderId: guestNumber }, owner)).status).toBe(404);
  });

  it('a cancelled or refunded order’s tickets are neither downloaded nor admitted', async () => {
    const owner = api.userToken(706);
    const number = await placeOrder(api, [[SKUS.kentStaplats, 2]], owner);
    const [code] = (await readTicketPdf((await download(api, { orderId: number }, owner)).bytes)).codes;
    for (const status of ['canceled', 'refunded']) {
      await api.db.updateTable('sales_order').set({ status }).where('increment_id', '=', number).execute();
      const refused = await checkIn(api, code!);
      expect(refused.status).toBe(409);
      expect(refused.body.result).toMatchObject({ errorCode: 'order_not_valid', message: expect.stringMatching(/cancelled or refunded/) });
      expect((await download(api, { orderId: number }, owner)).status).toBe(409);
    }
  });

  it('before the event’s ticket release date the download answers that tickets are not available yet', async () => {
    const owner = api.userToken(707);
    const number = await placeOrder(api, [[SKUS.rockfestStaplats, 1]], owner);
    const release = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const event = await api.db.selectFrom('product').select(['id', 'attributes_json']).where('sku', '=', SKUS.rockfest).executeTakeFirstOrThrow();
    const attrs = [...(JSON.parse(event.attributes_json) as unknown[]), { attribute_code: 'ticket_release_date', value: release }];
    await api.db.updateTable('product').set({ attributes_json: JSON.stringify(attrs) }).where('id', '=', event.id).execute();
    try {
      const early = await download(api, { orderId: number }, owner);
      expect(early.status).toBe(409);
      expect(early.json.result).toMatchObject({ errorCode: 'tickets_not_released', message: `Tickets are not available yet: they can be downloaded from ${release}` });
    } finally {
      await api.db.updateTable('product').set({ attributes_json: event.attributes_json }).where('id', '=', event.id).execute();
    }
    expect((await download(api, { orderId: number }, owner)).status).toBe(200);
  });
});
