import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi } from './harness.ts';
import { BILLING } from './order-helpers.ts';
import { payToken } from './payment-token.ts';
import { PASSWORD, login, outboxMails, register, resetLinkIn, send } from './user-helpers.ts';

const ADDRESS = { firstname: 'Astrid', lastname: 'Lindqvist', country_id: 'SE', city: 'Göteborg', postcode: '41101', street: ['Avenyn 1'], telephone: '+46701234567' };

describe.skipIf(!dbAvailable)('customer accounts', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'encore-outbox-'));
  const api = useApi({ env: { MAIL_OUTBOX_DIR: outbox, PUBLIC_URL: 'https://shop.example' } });

  it('registers a customer once per e-mail address, whatever its case, with the spec texts for bad input', async () => {
    const r = await api.post('/api/user/create', { customer: { email: 'Astrid@Example.se', firstname: 'Astrid', lastname: 'Lindqvist', storeId: 2 }, password: PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.result).toMatchObject({ email: 'astrid@example.se', firstname: 'Astrid', lastname: 'Lindqvist', group_id: 1, store_id: 2, addresses: [] });
    expect(r.body.result).not.toHaveProperty('password_hash');
    const again = await api.post('/api/user/create', { customer: { email: 'ASTRID@example.se', firstname: 'Other', lastname: 'Person' }, password: PASSWORD });
    expect(again).toMatchObject({ status: 400, body: { code: 400, result: { message: 'A customer with the same email already exists' } } });

    const weak = await api.post('/api/user/create', { customer: { email: 'weak@example.se', firstname: 'Weak', lastname: 'Password' }, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.body.result.message).toBe('password: Password must have at least 8 letters, including 1 digit, 1 lower case and 1 upper case letter');
    const badMail = await api.post('/api/user/create', { customer: { email: 'not-an-address', firstname: 'Bad', lastname: 'Mail' }, password: PASSWORD });
    expect(badMail.body.result.message).toBe('customer.email: Please provide valid e-mail address');
    const badName = await api.post('/api/user/create', { customer: { email: 'n@example.se', firstname: 'R2D2', lastname: 'Droid' }, password: PASSWORD });
    expect(badName.body.result.message).toBe('customer.firstname: Accepts only alphabet characters');
    const rows = await api.db.selectFrom('customer').select(['email', 'password_hash']).execute();
    expect(rows.map((c) => c.email)).toEqual(['astrid@example.se']);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('signs in with the token as result and the refresh token in meta; a wrong password or unknown account gets the same text', async () => {
    await register(api, 'signin@example.se');
    const ok = await api.post('/api/user/login', { username: 'SignIn@example.se', password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.result).toBe('string');
    expect(ok.body.meta.refreshToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const wrong = await api.post('/api/user/login', { username: 'signin@example.se', password: 'Wrong2026pass' });
    const unknown = await api.post('/api/user/login', { username: 'nobody@example.se', password: PASSWORD });
    for (const r of [wrong, unknown]) expect(r).toMatchObject({ status: 401, body: { code: 401, result: { message: 'The account sign-in was incorrect or your account is disabled temporarily' } } });
  });

  it('answers the profile to its token in the query or the Authorization header, and changes only names, e-mail and addresses', async () => {
    const id = await register(api, 'profile@example.se');
    const { token } = await login(api, 'profile@example.se');
    expect((await api.get(`/api/user/me?token=${encodeURIComponent(token)}`)).body.result).toMatchObject({ id, email: 'profile@example.se' });
    expect((await api.get('/api/user/me', { token })).body.result.id).toBe(id);
    expect((await api.get('/api/user/me')).body).toEqual({ code: 401, result: { errorCode: 'unauthorized', message: 'You need to be logged in to see this page' } });

    const update = await api.post('/api/user/me', { customer: { id: 999, group_id: 4, firstname: 'Åsa', lastname: 'Öberg', email: 'asa@example.se', store_id: 3, addresses: [{ ...ADDRESS, default_shipping: true }] } }, { token });
    expect(update.status).toBe(200);
    expect(update.body.result).toMatchObject({ id, group_id: 1, store_id: 1, firstname: 'Åsa', lastname: 'Öberg', email: 'asa@example.se' });
    expect(update.body.result.addresses).toHaveLength(1);
    expect(update.body.result.addresses[0]).toMatchObject({ ...ADDRESS, customer_id: id, default_shipping: true, default_billing: false });
    expect(update.body.result.default_shipping).toBe(String(update.body.result.addresses[0].id));
    // The new e-mail signs in; the old one no longer does.
    await login(api, 'asa@example.se');
    expect((await api.post('/api/user/login', { username: 'profile@example.se', password: PASSWORD })).status).toBe(401);
  });

  it('keeps each address book to its owner: another customer’s ids get 403 or 404 and change nothing', async () => {
    const ownerId = await register(api, 'owner@example.se');
    const owner = await login(api, 'owner@example.se');
    await register(api, 'intruder@example.se');
    const intruder = await login(api, 'intruder@example.se');
    const added = await api.post(`/api/user/customers/${ownerId}/addresses`, ADDRESS, { token: owner.token });
    expect(added.status).toBe(200);
    const addressId = added.body.result.addresses[0].id as number;

    expect((await api.post(`/api/user/customers/${ownerId}/addresses`, ADDRESS, { token: intruder.token })).status).toBe(403);
    expect((await send(api, 'PUT', `/api/user/addresses/${addressId}`, { ...ADDRESS, city: 'Malmö' }, intruder.token)).status).toBe(404);
    expect((await send(api, 'DELETE', `/api/user/addresses/${addressId}`, undefined, intruder.token)).status).toBe(404);
    const steal = await api.post('/api/user/me', { customer: { addresses: [{ ...ADDRESS, id: addressId }] } }, { token: intruder.token });
    expect(steal).toMatchObject({ status: 403, body: { result: { message: 'Provided invalid address.id or address.customer_id' } } });
    const ownerSessions = (await api.get('/api/user/sessions', { token: owner.token })).body.result as Array<{ id: string }>;
    expect((await send(api, 'DELETE', `/api/user/sessions/${ownerSessions[0]!.id}`, undefined, intruder.token)).status).toBe(404);

    const mine = (await api.get('/api/user/me', { token: owner.token })).body.result;
    expect(mine.addresses).toEqual([expect.objectContaining({ id: addressId, city: 'Göteborg' })]);
    expect((await api.get('/api/user/me', { token: intruder.token })).body.result.addresses).toEqual([]);

    expect((await send(api, 'PUT', `/api/user/addresses/${addressId}`, { ...ADDRESS, city: 'Malmö', default_billing: true }, owner.token)).body.result.addresses[0]).toMatchObject({ city: 'Malmö', default_billing: true });
    expect((await send(api, 'DELETE', `/api/user/addresses/${addressId}`, undefined, owner.token)).body.result.addresses).toEqual([]);
  });

  it('rotates the refresh token on every use; a used one shown again ends the whole session', async () => {
    await register(api, 'rotate@example.se');
    const first = await login(api, 'rotate@example.se');
    const second = await api.post('/api/user/refresh', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body.meta.refreshToken).not.toBe(first.refreshToken);
    expect((await api.get('/api/user/me', { token: second.body.result })).status).toBe(200);

    const replay = await api.post('/api/user/refresh', { refreshToken: first.refreshToken });
    expect(replay).toMatchObject({ status: 401, body: { result: { message: 'Error refreshing user token. User is not authorized to access the resource' } } });
    // The thief's replay revoked the family: the legitimate newest token is dead too, and so are its access tokens.
    expect((await api.post('/api/user/refresh', { refreshToken: second.body.meta.refreshToken })).status).toBe(401);
    expect((await api.get('/api/user/me', { token: second.body.result })).status).toBe(401);
    expect((await api.post('/api/user/refresh', { refreshToken: 'made.up' })).status).toBe(401);
  });

  it('changes the password with the current one; every session ends and only the new password signs in', async () => {
    await register(api, 'change@example.se');
    const a = await login(api, 'change@example.se');
    const b = await login(api, 'change@example.se');
    expect((await api.get('/api/user/sessions', { token: a.token })).body.result).toHaveLength(2);
    const wrong = await api.post('/api/user/change-password', { currentPassword: 'Not2026right', newPassword: 'Newer2026pass' }, { token: a.token });
    expect(wrong).toMatchObject({ status: 400, body: { result: { message: 'The current password is not correct' } } });
    expect((await api.post('/api/user/change-password', { currentPassword: PASSWORD, newPassword: 'Newer2026pass' }, { token: a.token })).body).toEqual({ code: 200, result: true });
    for (const s of [a, b]) expect((await api.post('/api/user/refresh', { refreshToken: s.refreshToken })).status).toBe(401);
    expect((await api.post('/api/user/login', { username: 'change@example.se', password: PASSWORD })).status).toBe(401);
    await login(api, 'change@example.se', 'Newer2026pass');
  });

  it('sends a reset link in the store’s language for a known address, answers an unknown one alike, and the link works once', async () => {
    await register(api, 'reset@example.se');
    const before = await login(api, 'reset@example.se');
    const known = await api.post('/api/user/reset-password?storeCode=store_de', { email: 'Reset@example.se' });
    const unknown = await api.post('/api/user/reset-password', { email: 'nobody-here@example.se' });
    expect(known.body).toEqual({ code: 200, result: true });
    expect(unknown.body).toEqual(known.body);
    const mails = await outboxMails(outbox, 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outboxMails(outbox, 1)).toHaveLength(mails.length);
    const mail = mails.at(-1)!;
    expect(mail).toContain('To: reset@example.se');
    expect(mail).toContain('Subject: =?UTF-8?Q?Neues_Passwort_f=C3=BCr_Encore_festlegen?=');
    const link = resetLinkIn(mail);
    expect(link.path).toBe(`/de/create-password/token/${encodeURIComponent(link.token)}/email/reset%40example.se`);
    expect(link.url).toBe(`https://shop.example${link.path}`);

    const bad = await api.post('/api/user/create-password', { email: 'reset@example.se', newPassword: 'Fresh2026pass', resetToken: 'guessed' });
    expect(bad).toMatchObject({ status: 400, body: { result: { message: 'The password reset link is invalid or has expired, please ask for a new one' } } });
    const other = await register(api, 'other-reset@example.se');
    expect(other).toBeGreaterThan(0);
    expect((await api.post('/api/user/create-password', { email: 'other-reset@example.se', newPassword: 'Fresh2026pass', resetToken: link.token })).status).toBe(400);

    expect((await api.post('/api/user/create-password', { email: link.email, newPassword: 'Fresh2026pass', resetToken: link.token })).body).toEqual({ code: 200, result: true });
    expect((await api.post('/api/user/create-password', { email: link.email, newPassword: 'Again2026pass', resetToken: link.token })).status).toBe(400);
    expect((await api.post('/api/user/refresh', { refreshToken: before.refreshToken })).status).toBe(401);
    await login(api, 'reset@example.se', 'Fresh2026pass');
  });

  it('lists the customer’s own orders, newest first, 20 a page by default, without cancelled ones', async () => {
    await register(api, 'orders@example.se');
    const { token } = await login(api, 'orders@example.se');
    const placed: string[] = [];
    for (let i = 0; i < 2; i++) {
      const cartId = (await api.post('/api/cart/create', undefined, { token })).body.result as string;
      expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: SKUS.standupSeat, qty: 1, quoteId: cartId } }, { token })).status).toBe(200);
      const paid = await payToken(api, cartId, { userToken: token });
      const order = await api.post('/api/order', { cart_id: cartId, addressInformation: { billingAddress: { ...BILLING, email: 'orders@example.se' }, payment_method_code: 'card', payment_method_additional: { token: paid } } }, { token });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
      placed.push(order.body.result.increment_id ?? order.body.result.orderNumber ?? '');
    }
    const history = await api.get('/api/user/order-history', { token });
    expect(history.status).toBe(200);
    expect(history.body.result.total_count).toBe(2);
    expect(history.body.result.search_criteria).toEqual({ page_size: 20, current_page: 1 });
    const [newest, oldest] = history.body.result.items;
    expect(newest.entity_id).toBeGreaterThan(oldest.entity_id);
    expect(newest).toMatchObject({ store_name: 'Encore Sverige', currency: 'SEK', items: [expect.objectContaining({ sku: SKUS.standupSeat, qty_ordered: 1 })] });
    // The detail page's facts: the totals' parts, the ticket category and each ticket (row and seat where numbered).
    const stored = await api.db.selectFrom('sales_order').select(['subtotal_incl_tax', 'tax_amount', 'discount_amount', 'shipping_incl_tax', 'grand_total']).where('id', '=', newest.entity_id).executeTakeFirstOrThrow();
    expect(newest).toMatchObject({ subtotal_incl_tax: stored.subtotal_incl_tax, tax_amount: stored.tax_amount, discount_amount: stored.discount_amount, shipping_incl_tax: stored.shipping_incl_tax, grand_total: stored.grand_total });
    expect(newest.tax_amount).toBeGreaterThan(0);
    const line = await api.db.selectFrom('sales_order_item').select('ticket_category_label').where('order_id', '=', newest.entity_id).executeTakeFirstOrThrow();
    expect(newest.items[0].ticket_category).toBe(line.ticket_category_label);
    expect(line.ticket_category_label).toBe('Parkett');
    expect(newest.items[0].tickets).toEqual([{ position: 1, row: null, seat: null }]);
    await api.db.updateTable('ticket').set({ row_label: '12', seat_label: '7' }).where('order_id', '=', newest.entity_id).execute();
    expect((await api.get('/api/user/order-history', { token })).body.result.items[0].items[0].tickets).toEqual([{ position: 1, row: '12', seat: '7' }]);

    await api.db.updateTable('sales_order').set({ status: 'canceled' }).where('id', '=', oldest.entity_id).execute();
    const after = (await api.get('/api/user/order-history?pageSize=1&currentPage=1', { token })).body.result;
    expect(after.total_count).toBe(1);
    expect(after.items.map((o: { entity_id: number }) => o.entity_id)).toEqual([newest.entity_id]);

    await register(api, 'no-orders@example.se');
    const stranger = await login(api, 'no-orders@example.se');
    expect((await api.get('/api/user/order-history', { token: stranger.token })).body.result.items).toEqual([]);
    expect((await api.get('/api/user/order-history')).status).toBe(401);
  });

  it('lists signed-in sessions; ending one or signing out ends its tokens', async () => {
    await register(api, 'sessions@example.se');
    const phone = await api.post('/api/user/login', { username: 'sessions@example.se', password: PASSWORD });
    const laptop = await login(api, 'sessions@example.se');
    const list = (await api.get('/api/user/sessions', { token: laptop.token })).body.result as Array<{ id: string; current: boolean }>;
    expect(list).toHaveLength(2);
    const other = list.find((s) => !s.current)!;
    expect((await send(api, 'DELETE', `/api/user/sessions/${other.id}`, undefined, laptop.token)).body).toEqual({ code: 200, result: true });
    expect((await api.get('/api/user/me', { token: phone.body.result })).status).toBe(401);
    expect((await api.post('/api/user/refresh', { refreshToken: phone.body.meta.refreshToken })).status).toBe(401);
    expect((await api.post('/api/user/logout', undefined, { token: laptop.token })).body).toEqual({ code: 200, result: true });
    expect((await api.get('/api/user/me', { token: laptop.token })).status).toBe(401);
  });
});

describe.skipIf(!dbAvailable)('sign-in attempts are limited per account and per address', () => {
  const api = useApi({ env: { RATE_LIMITS: 'sign-in-account=4,sign-in=1000' } });

  it('slows a guesser down past half the limit and then refuses with 429 and Retry-After, for that account only', async () => {
    await register(api, 'guarded@example.se');
    const statuses: number[] = [];
    let slowest = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      statuses.push((await api.post('/api/user/login', { username: 'guarded@example.se', password: `Wrong${i}pass2026` })).status);
      slowest = Math.max(slowest, performance.now() - started);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(slowest).toBeGreaterThanOrEqual(250);
    const refused = await api.post('/api/user/login', { username: 'GUARDED@example.se', password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.result.message).toMatch(/^Too many requests: please wait \d+ seconds and try again$/);
    await register(api, 'free@example.se');
    await login(api, 'free@example.se');
  });
});
