import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreView } from '@encore/contracts';

const apiCall = vi.hoisted(() => vi.fn());
// The cart cookie is signed; the host gives the app its secret.
vi.stubEnv('STOREFRONT_SECRET', 'a-test-secret-that-is-long-enough-0123456789');
vi.mock('#app/lib/api.server.ts', () => ({ apiCall, createCart: vi.fn(), pullCart: vi.fn(), cartTotals: vi.fn(), updateCartItem: vi.fn(), deleteCartItem: vi.fn(), searchProducts: vi.fn() }));

const { onAuthorized } = await import('./authorize.server.ts');
const { commitCartId } = await import('./cart.server.ts');
const storeView = { storeCode: 'default', i18n: { currencyCode: 'SEK' } } as unknown as StoreView;

type Answer = { ok: true; status: number; result: unknown } | { ok: false; status: number; error: { errorCode: string; message: string } };
const okAnswer = (result: unknown): Answer => ({ ok: true, status: 200, result });

async function guestRequest(cartId: string | null) {
  const headers = new Headers();
  if (cartId) headers.set('Cookie', (await commitCartId(storeView, cartId)).split(';')[0]!);
  return new Request('http://shop.test/', { headers });
}

/** Answers by path and records each call as "path cartId [token]". */
function serve(answers: Record<string, Answer>) {
  const calls: string[] = [];
  apiCall.mockImplementation(async (path: string, o: { query?: Record<string, string> } = {}) => {
    const q = o.query ?? {};
    calls.push([path, q.cartId ?? '', q.guestCartId ?? '', q.coupon ?? '', q.token ? 'token' : ''].filter(Boolean).join(' '));
    return answers[path] ?? okAnswer(true);
  });
  return calls;
}

describe('onAuthorized', () => {
  beforeEach(() => apiCall.mockReset());

  it('removes the coupon, connects the customer cart with a merge, re-applies the coupon and switches the cookie', async () => {
    const shortage = { sku: 'EV-1-A', wanted: 5, kept: 4, message: 'Not enough tickets left: only 4 available' };
    const calls = serve({
      '/api/cart/totals': okAnswer({ coupon_code: 'ENCORE10' }),
      '/api/cart/create': okAnswer('customer-cart'),
      '/api/cart/merge': okAnswer({ cartId: 'customer-cart', merged: [], shortages: [shortage], alreadyMerged: false }),
    });
    const out = await onAuthorized(await guestRequest('guest-cart'), storeView, 'user-token');
    expect(calls).toEqual([
      '/api/cart/totals guest-cart',
      '/api/cart/delete-coupon guest-cart',
      '/api/cart/create token',
      '/api/cart/merge customer-cart guest-cart token',
      '/api/cart/apply-coupon customer-cart ENCORE10 token',
    ]);
    expect(out).toMatchObject({ ok: true, cartId: 'customer-cart', shortages: [shortage], coupon: { code: 'ENCORE10', reapplied: true } });
    expect(out.ok && out.setCookie).toContain('encore_cart=');
  });

  it('without a guest cart only connects the customer cart', async () => {
    const calls = serve({ '/api/cart/create': okAnswer('customer-cart') });
    const out = await onAuthorized(await guestRequest(null), storeView, 'user-token');
    expect(calls).toEqual(['/api/cart/create token']);
    expect(out).toMatchObject({ ok: true, cartId: 'customer-cart', shortages: [], coupon: null });
  });

  it('reports a coupon the customer cart refuses', async () => {
    serve({
      '/api/cart/totals': okAnswer({ coupon_code: 'ONCE' }),
      '/api/cart/create': okAnswer('customer-cart'),
      '/api/cart/merge': okAnswer({ cartId: 'customer-cart', merged: [], shortages: [], alreadyMerged: false }),
      '/api/cart/apply-coupon': { ok: false, status: 400, error: { errorCode: 'coupon_usage_limit', message: 'The coupon code "ONCE" has already been used the maximum number of times.' } },
    });
    const out = await onAuthorized(await guestRequest('guest-cart'), storeView, 'user-token');
    expect(out).toMatchObject({ ok: true, coupon: { code: 'ONCE', reapplied: false, message: 'The coupon code "ONCE" has already been used the maximum number of times.' } });
  });

  it('keeps the guest cart and its coupon when the token is refused', async () => {
    const calls = serve({
      '/api/cart/totals': okAnswer({ coupon_code: 'ENCORE10' }),
      '/api/cart/create': { ok: false, status: 401, error: { errorCode: 'unauthorized', message: 'The user token has expired, please log in again' } },
    });
    const out = await onAuthorized(await guestRequest('guest-cart'), storeView, 'old-token');
    expect(out).toEqual({ ok: false, status: 401, message: 'The user token has expired, please log in again' });
    expect(calls.at(-1)).toBe('/api/cart/apply-coupon guest-cart ENCORE10');
    expect(calls).not.toContain('/api/cart/merge customer-cart guest-cart token');
  });
});
