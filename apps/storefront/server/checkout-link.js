// The spec's checkout link, /checkout?userToken=&refreshToken=&cartId= (made by the API's
// POST /api/user/checkout-link), opened on another device. The tokens must not stay in the address
// bar, the history or a Referer, so the host takes them out before any page renders: the refresh
// token is swapped once for a session of this browser (it opens once, as every refresh token does),
// and the visitor is sent on to /checkout?cartId=, where the checkout loader takes the cart over.
// Plain ESM so that server.js can load it without a build.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { sessionCookies } from './session-cookies.js';

const CHECKOUT_PATH = /^(\/[a-z]{2})?\/checkout\/?$/;
const CART_ID = /^[\w-]{1,64}$/;
/** The same browser opening the link twice at once (a double click, a prefetch) gets the one session. */
const SAME_BROWSER_GRACE_MS = 20_000;

/**
 * The link's refresh token is swapped without the session refresh's shared grace, which hands the new
 * tokens to anyone presenting the old one for a few seconds: a link forwarded at once to another
 * device must not open there too. Only the same browser (address and user agent) shares the swap.
 * @param {{ refresh: (refreshToken: string, forwardedFor?: string) => Promise<{ ok: true, accessToken: string, refreshToken: string } | { ok: false }> }} deps
 */
export function createLinkOpener({ refresh }) {
  const opened = new LRUCache({ max: 10_000, ttl: SAME_BROWSER_GRACE_MS });
  /** @param {string} refreshToken @param {string} forwardedFor @param {string} userAgent */
  return function openOnce(refreshToken, forwardedFor, userAgent) {
    const key = createHash('sha256').update(`${refreshToken}\n${forwardedFor}\n${userAgent}`).digest('base64url');
    let outcome = opened.get(key);
    if (!outcome) {
      outcome = refresh(refreshToken, forwardedFor);
      opened.set(key, outcome);
    }
    return outcome;
  };
}

/**
 * `openOnce` is this process's opener (createLinkOpener), or the primary's when several hosts run
 * (server/workers.js), so a link opens once for the whole shop.
 * @param {{ openOnce: (refreshToken: string, forwardedFor: string, userAgent: string) => Promise<{ ok: true, accessToken: string, refreshToken: string } | { ok: false }>, now?: () => number }} deps
 */
export function createCheckoutLink({ openOnce, now = Date.now }) {
  /** Express middleware for GET requests to a store's /checkout that carry a refresh token. */
  return async function checkoutLink(req, res, next) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = new URL(req.originalUrl ?? req.url, 'http://storefront.invalid');
    const match = CHECKOUT_PATH.exec(url.pathname);
    const refreshToken = url.searchParams.get('refreshToken');
    if (!match || !refreshToken) return next();

    const cartId = url.searchParams.get('cartId');
    const target = new URLSearchParams();
    if (cartId && CART_ID.test(cartId)) target.set('cartId', cartId);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket?.remoteAddress].filter(Boolean).join(', ');
    const outcome = refreshToken.length <= 512 ? await openOnce(refreshToken, forwardedFor, String(req.headers['user-agent'] ?? '')).catch(() => ({ ok: false })) : { ok: false };
    if (outcome.ok) res.append('Set-Cookie', sessionCookies(outcome, now()));
    // A link that no longer opens (used, expired, ended) still leads to the checkout; the visitor signs in there.
    else target.set('link', 'expired');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const query = target.toString();
    res.redirect(303, `${match[1] ?? ''}/checkout${query ? `?${query}` : ''}`);
  };
}
