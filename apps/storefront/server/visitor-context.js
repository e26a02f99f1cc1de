// The visitor's user token, for pricing: a logged-in customer's group has its own tier prices, so
// catalogue reads made while rendering their page carry their token (app/lib/visitor.server.ts reads
// it through the AsyncLocalStorage published on globalThis), and the browser's price refresh through
// the /api forward carries it as a bearer token. Plain ESM so that server.js can load it without a build.
//
// The token lives in the httpOnly cookie `encore_token` (the API's signed user token, as is: its
// characters are cookie-safe). A request with any cookie bypasses the output cache, so a customer's
// page is never stored or served to anyone else.
import { AsyncLocalStorage } from 'node:async_hooks';
import { USER_TOKEN_COOKIE, accessTokenFromCookie } from './session-cookies.js';

export { USER_TOKEN_COOKIE };
export const VISITOR_STORAGE_KEY = Symbol.for('encore.visitor');
// API reads whose answer depends on the customer group; nothing else gets the token from the cookie.
const PRICED_API_PATHS = [/^\/api\/catalog\/[^/]+\/product\/_search/, /^\/api\/product\/render-list/, /^\/api\/ext\/catalog\/product(\?|$)/];

/** The user token from a Cookie header, or undefined (also for a malformed value). */
export const userTokenFromCookie = accessTokenFromCookie;

/**
 * The request's token: the one a session refresh just set (null when it signed the visitor out),
 * else the cookie's.
 */
function requestToken(req, res) {
  const refreshed = res.locals?.userToken;
  if (refreshed === null) return undefined;
  return refreshed ?? userTokenFromCookie(req.headers.cookie);
}

const storage = new AsyncLocalStorage();
globalThis[VISITOR_STORAGE_KEY] = storage;

/**
 * The X-Forwarded-For chain of a request with its sender's address appended, as a proxy passes it on,
 * so the API (trusting the storefront as a proxy) counts its rate limits per shopper, not per storefront.
 */
export function forwardedFor(req) {
  return [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
}

/** Express middleware: page rendering (loaders and actions included) runs knowing the visitor's token and address. */
export function visitorContext(req, res, next) {
  const userToken = requestToken(req, res);
  // Belt and braces next to the output cache's cookie rule: no shared cache may keep a customer's prices.
  if (userToken) res.setHeader('Cache-Control', 'private, no-store');
  storage.run({ userToken, forwardedFor: forwardedFor(req) }, next);
}

/**
 * Headers for forwarding `url` to the API: a priced read gets the visitor's token (just refreshed, or
 * the cookie's) as a bearer token, unless it names one itself.
 */
export function withVisitorToken(url, headers, refreshed = undefined) {
  if (headers.authorization || !PRICED_API_PATHS.some((p) => p.test(url))) return headers;
  const token = refreshed === null ? undefined : (refreshed ?? userTokenFromCookie(headers.cookie));
  return token ? { ...headers, authorization: `Bearer ${token}` } : headers;
}
