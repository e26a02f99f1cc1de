import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { createCheckoutLink, createLinkOpener } from './checkout-link.js';

const NOW = Date.UTC(2026, 10, 26, 12);
const accessToken = `${Buffer.from(JSON.stringify({ sub: 7, grp: 1, exp: Math.floor(NOW / 1000) + 900 })).toString('base64url')}.c2ln`;

interface Seen {
  passedOn: boolean;
  redirect?: { status: number; location: string };
  cookies: string[];
  headers: Record<string, string>;
}

function call(originalUrl: string, refreshed: Array<{ ok: boolean }>, method = 'GET'): Promise<Seen & { refreshCalls: string[] }> {
  const refreshCalls: string[] = [];
  const middleware = createCheckoutLink({
    openOnce: createLinkOpener({
      refresh: async (token: string) => {
        refreshCalls.push(token);
        return refreshed.shift() ?? { ok: false };
      },
    }),
    now: () => NOW,
  });
  return new Promise((resolve) => {
    const seen: Seen = { passedOn: false, cookies: [], headers: {} };
    const res = {
      append: (_name: string, values: string[]) => seen.cookies.push(...values),
      setHeader: (name: string, value: string) => (seen.headers[name] = value),
      redirect: (status: number, location: string) => {
        seen.redirect = { status, location };
        resolve({ ...seen, refreshCalls });
      },
    };
    void middleware({ method, originalUrl, headers: {}, socket: { remoteAddress: '127.0.0.1' } }, res, () => {
      seen.passedOn = true;
      resolve({ ...seen, refreshCalls });
    });
  });
}

describe('checkout link', () => {
  it('swaps the refresh token for this browser’s session and sends the visitor on without the tokens in the URL', async () => {
    const seen = await call(`/de/checkout?userToken=${accessToken}&refreshToken=sess.secret&cartId=c-123`, [{ ok: true, accessToken, refreshToken: 'sess.next' } as never]);
    expect(seen.refreshCalls).toEqual(['sess.secret']);
    expect(seen.redirect).toEqual({ status: 303, location: '/de/checkout?cartId=c-123' });
    expect(seen.cookies.some((c) => c.startsWith(`encore_token=${accessToken};`))).toBe(true);
    expect(seen.cookies.some((c) => c.startsWith('encore_refresh=sess.next;'))).toBe(true);
    expect(seen.headers).toMatchObject({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });
  });

  it('a link that no longer opens leads to the checkout saying so, with no session cookie', async () => {
    const seen = await call('/checkout?userToken=x&refreshToken=sess.used&cartId=c-123', [{ ok: false }]);
    expect(seen.redirect).toEqual({ status: 303, location: '/checkout?cartId=c-123&link=expired' });
    expect(seen.cookies).toEqual([]);
  });

  it('drops a cart id that is not one and refuses an oversized token without asking the API', async () => {
    const seen = await call(`/checkout?refreshToken=${'a'.repeat(600)}&cartId=${encodeURIComponent('<script>')}`, []);
    expect(seen.refreshCalls).toEqual([]);
    expect(seen.redirect).toEqual({ status: 303, location: '/checkout?link=expired' });
  });

  it('opens once: the same browser asking twice at once shares the swap, another device gets nothing', async () => {
    const refreshCalls: string[] = [];
    const middleware = createCheckoutLink({
      openOnce: createLinkOpener({
        refresh: async (token: string) => {
          refreshCalls.push(token);
          return refreshCalls.length === 1 ? { ok: true, accessToken, refreshToken: 'sess.next' } : { ok: false };
        },
      }),
      now: () => NOW,
    });
    const open = (userAgent: string) =>
      new Promise<string>((resolve) => {
        const res = { append: () => {}, setHeader: () => {}, redirect: (_s: number, location: string) => resolve(location) };
        void middleware({ method: 'GET', originalUrl: '/checkout?refreshToken=sess.secret&cartId=c-1', headers: { 'user-agent': userAgent }, socket: { remoteAddress: '10.0.0.7' } }, res, () => resolve('next'));
      });
    expect(await Promise.all([open('Phone/1'), open('Phone/1')])).toEqual(['/checkout?cartId=c-1', '/checkout?cartId=c-1']);
    expect(await open('Laptop/2')).toBe('/checkout?cartId=c-1&link=expired');
    expect(refreshCalls).toEqual(['sess.secret', 'sess.secret']);
  });

  it('leaves other pages, posts and checkouts without a refresh token alone', async () => {
    expect((await call('/checkout?cartId=c-1', [])).passedOn).toBe(true);
    expect((await call('/p/abc?refreshToken=sess.x', [])).passedOn).toBe(true);
    expect((await call('/checkout?refreshToken=sess.x', [], 'POST')).passedOn).toBe(true);
  });
});
