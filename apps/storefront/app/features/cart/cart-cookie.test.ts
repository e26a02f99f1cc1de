import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreView } from '@encore/contracts';

vi.mock('#app/lib/api.server.ts', () => ({}));

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const storeView = { storeCode: 'default', i18n: { currencyCode: 'SEK' } } as unknown as StoreView;

/** cart.server.ts afresh (its cookies are made once per process), under the given environment. */
async function cartModule(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries({ STOREFRONT_SECRET: undefined, COOKIE_SECRET: undefined, COOKIE_SECURE: undefined, ...env })) vi.stubEnv(name, value);
  return import('./cart.server.ts');
}

const requestWith = (cookie: string) => new Request('http://shop.test/', { headers: { Cookie: cookie } });
/** The cookie as the browser sends it back: the name=value part of Set-Cookie. */
const pair = (setCookie: string) => setCookie.split(';')[0]!;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('cart cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole shop, and signed', async () => {
    const { commitCartId, getCartId } = await cartModule({ STOREFRONT_SECRET: SECRET });
    const setCookie = await commitCartId(storeView, 'cart-42');
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    // A signed value carries its signature after the last dot.
    expect(decodeURIComponent(pair(setCookie).split('=').slice(1).join('='))).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/]+$/);
    expect(await getCartId(requestWith(pair(setCookie)), storeView)).toBe('cart-42');
  });

  it('an unsigned cookie (the bare encoded id) is no cart', async () => {
    const { getCartId } = await cartModule({ STOREFRONT_SECRET: SECRET });
    const unsigned = `encore_cart=${encodeURIComponent(Buffer.from(JSON.stringify('cart-42')).toString('base64'))}`;
    expect(await getCartId(requestWith(unsigned), storeView)).toBeNull();
  });

  it('a cookie whose id was changed, or that another secret signed, is no cart', async () => {
    const other = await cartModule({ STOREFRONT_SECRET: 'another-secret-that-is-long-enough-987654321' });
    const foreign = pair(await other.commitCartId(storeView, 'cart-42'));
    const { commitCartId, getCartId } = await cartModule({ STOREFRONT_SECRET: SECRET });
    expect(await getCartId(requestWith(foreign), storeView)).toBeNull();

    const genuine = decodeURIComponent(pair(await commitCartId(storeView, 'cart-42')).slice('encore_cart='.length));
    const signature = genuine.slice(genuine.lastIndexOf('.') + 1);
    const edited = `${Buffer.from(JSON.stringify('cart-43')).toString('base64')}.${signature}`;
    expect(await getCartId(requestWith(`encore_cart=${encodeURIComponent(edited)}`), storeView)).toBeNull();
  });

  it('COOKIE_SECRET is taken when STOREFRONT_SECRET is not set, and no secret at all is an error, never an unsigned cookie', async () => {
    const viaCookieSecret = await cartModule({ COOKIE_SECRET: SECRET });
    const setCookie = await viaCookieSecret.commitCartId(storeView, 'cart-1');
    const bySameSecret = await cartModule({ STOREFRONT_SECRET: SECRET });
    expect(await bySameSecret.getCartId(requestWith(pair(setCookie)), storeView)).toBe('cart-1');
    const none = await cartModule({});
    expect(() => none.cartCookie(storeView)).toThrow(/STOREFRONT_SECRET/);
  });

  it('is Secure in production unless COOKIE_SECURE=false, and outside production only with COOKIE_SECURE=true', async () => {
    const production = await cartModule({ STOREFRONT_SECRET: SECRET, NODE_ENV: 'production' });
    expect(await production.commitCartId(storeView, 'c')).toMatch(/; Secure/);
    const optedOut = await cartModule({ STOREFRONT_SECRET: SECRET, NODE_ENV: 'production', COOKIE_SECURE: 'false' });
    expect(await optedOut.commitCartId(storeView, 'c')).not.toMatch(/; Secure/);
    const development = await cartModule({ STOREFRONT_SECRET: SECRET, NODE_ENV: 'development' });
    expect(await development.commitCartId(storeView, 'c')).not.toMatch(/; Secure/);
    const optedIn = await cartModule({ STOREFRONT_SECRET: SECRET, NODE_ENV: 'development', COOKIE_SECURE: 'true' });
    expect(await optedIn.commitCartId(storeView, 'c')).toMatch(/; Secure/);
  });
});
