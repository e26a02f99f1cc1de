import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { cartCookie, cartIdFromCookie } from './support/cookies.ts';
import { ticketsOnSale } from './support/tickets.ts';

const { baseURL, apiURL } = workerShop();

/** Adds a ticket through the shop's cart form as a script does, answering the Set-Cookie header. */
async function addTicket(sku: string): Promise<string> {
  const res = await fetch(`${baseURL}/cart`, { method: 'POST', body: new URLSearchParams({ intent: 'add', sku, qty: '1', js: '1' }), redirect: 'manual' });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie') ?? '';
}

const checkoutHtml = async (cookie: string) => (await fetch(`${baseURL}/checkout`, { headers: { cookie } })).text();

describe('the cart cookie', () => {
  it('is signed, HttpOnly, SameSite=Lax and (in production) Secure', async () => {
    const [ticket] = await ticketsOnSale(apiURL);
    const setCookie = await addTicket(ticket!.sku);
    expect(setCookie).toMatch(/^encore_cart=[^;]+\.[^;.]+;/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Secure/);
    const cookie = setCookie.split(';')[0]!;
    expect(await checkoutHtml(cookie)).toContain(ticket!.sku);
  });

  it('an unsigned or edited cookie naming a real cart is no cart: the checkout shows none of its tickets', async () => {
    const [ticket] = await ticketsOnSale(apiURL);
    const genuine = (await addTicket(ticket!.sku)).split(';')[0]!;
    const cartId = cartIdFromCookie(genuine.slice('encore_cart='.length))!;
    expect(cartId).toBeTruthy();

    // The old, unsigned form of the cookie.
    const unsigned = `encore_cart=${encodeURIComponent(Buffer.from(JSON.stringify(cartId)).toString('base64'))}`;
    // Someone else's cart id under this visitor's signature.
    const [, signature] = /\.([^.]+)$/.exec(decodeURIComponent(genuine))!;
    const edited = `encore_cart=${encodeURIComponent(`${Buffer.from(JSON.stringify(`${cartId}x`)).toString('base64')}.${signature}`)}`;
    // Signed with a secret the shop does not have.
    const foreign = cartCookie('encore_cart', cartId, 'not-the-shop-secret-0123456789abcdefghij');
    for (const cookie of [unsigned, edited, foreign]) {
      const html = await checkoutHtml(cookie);
      expect(html).toContain('<html');
      expect(html).not.toContain(ticket!.sku);
    }
    expect(await checkoutHtml(cartCookie('encore_cart', cartId))).toContain(ticket!.sku);
  });
});
