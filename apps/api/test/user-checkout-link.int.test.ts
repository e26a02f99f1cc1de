import { describe, expect, it } from 'vitest';
import { dbAvailable, useApi } from './harness.ts';
import { login, register } from './user-helpers.ts';

/** The spec's restore link: /checkout?userToken=&refreshToken=&cartId=, for one customer's own cart. */
describe.skipIf(!dbAvailable)('a checkout link for another device', () => {
  let now = new Date('2026-11-26T12:00:00Z');
  const api = useApi({ clock: { now: () => now } });

  async function customerWithCart(email: string) {
    await register(api, email);
    const { token } = await login(api, email);
    const cart = await api.post(`/api/cart/create?token=${encodeURIComponent(token)}`);
    expect(cart.status).toBe(200);
    return { token, cartId: cart.body.result as string };
  }

  const linkFor = (token: string, cartId: string) => api.post(`/api/user/checkout-link?token=${encodeURIComponent(token)}`, { cartId });

  it('answers a checkout path with a token, a refresh token and the cart, good for 15 minutes and for one opening', async () => {
    const { token, cartId } = await customerWithCart('link@example.se');
    const r = await linkFor(token, cartId);
    expect(r.status).toBe(200);
    const url = new URL(r.body.result.path, 'https://shop.example');
    expect(url.pathname).toBe('/checkout');
    expect(url.searchParams.get('cartId')).toBe(cartId);
    expect(r.body.result.expiresAt).toBe('2026-11-26T12:15:00.000Z');

    // The link's token proves the same customer.
    const me = await api.get(`/api/user/me?token=${encodeURIComponent(url.searchParams.get('userToken')!)}`);
    expect(me.body.result.email).toBe('link@example.se');

    // Its refresh token works once; opened again, it is a replay and that session ends.
    const refreshToken = url.searchParams.get('refreshToken')!;
    const first = await api.post('/api/user/refresh', { refreshToken });
    expect(first.status).toBe(200);
    const second = await api.post('/api/user/refresh', { refreshToken });
    expect(second.status).toBe(401);
    const afterReplay = await api.post('/api/user/refresh', { refreshToken: first.body.meta.refreshToken });
    expect(afterReplay.status).toBe(401);
  });

  it('cannot be opened after 15 minutes', async () => {
    const { token, cartId } = await customerWithCart('late@example.se');
    const refreshToken = new URL((await linkFor(token, cartId)).body.result.path, 'https://shop.example').searchParams.get('refreshToken')!;
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await api.post('/api/user/refresh', { refreshToken })).status).toBe(401);
  });

  it('is only for the signed-in customer’s own open cart', async () => {
    const owner = await customerWithCart('owner@example.se');
    const other = await customerWithCart('other@example.se');
    const guestCart = (await api.post('/api/cart/create')).body.result as string;

    for (const cartId of [other.cartId, guestCart, 'no-such-cart']) {
      const r = await linkFor(owner.token, cartId);
      expect(r.status, cartId).toBe(404);
      expect(r.body.result.field).toBe('cartId');
    }
    const anonymous = await api.post('/api/user/checkout-link', { cartId: owner.cartId });
    expect(anonymous.status).toBe(401);
    const malformed = await api.post(`/api/user/checkout-link?token=${encodeURIComponent(owner.token)}`, { cartId: owner.cartId, extra: 1 });
    expect(malformed.status).toBe(400);
  });
});
