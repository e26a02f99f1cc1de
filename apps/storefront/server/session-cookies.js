// The customer's session cookies. Plain ESM so that server.js can load it without a build; the app's
// actions (sign-in, sign-out, password change) write the same cookies through it.
//
// encore_token    the API's access token, as is (its characters are cookie-safe), for as long as it lives
// encore_refresh  the refresh token, for the refresh token's lifetime; rotated on every refresh
// Both are httpOnly and SameSite=Lax, Secure by the cart cookie's rule. When a session ends, a third,
// script-readable cookie names why (a word, nothing secret), so the page can clear what the browser
// keeps for the customer and say why they were signed out.

import { accessTokenExpiry } from './token-state.js';

export const USER_TOKEN_COOKIE = 'encore_token';
export const REFRESH_TOKEN_COOKIE = 'encore_refresh';
export const SESSION_END_COOKIE = 'encore_session_end';

const REFRESH_COOKIE_SECONDS = 60 * 60 * 24 * 30;
const SESSION_END_SECONDS = 5 * 60;
const ACCESS_SHAPE = /^[A-Za-z0-9_.~-]{1,2000}$/;
const REFRESH_SHAPE = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{1,300}$/;

/**
 * Whether cookies carry Secure: COOKIE_SECURE=true or false decides; unset means in production only.
 * @param {Record<string, string | undefined>} [env]
 */
export function cookieSecure(env = process.env) {
  const value = (env.COOKIE_SECURE ?? '').trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return env.NODE_ENV === 'production';
}

/**
 * One cookie's value from a Cookie header, or undefined.
 * @param {string | undefined} header
 * @param {string} name
 */
function cookieValue(header, name) {
  if (!header) return undefined;
  for (const part of String(header).split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** @param {string | undefined} header */
export function accessTokenFromCookie(header) {
  const value = cookieValue(header, USER_TOKEN_COOKIE);
  return value && ACCESS_SHAPE.test(value) ? value : undefined;
}

/** @param {string | undefined} header */
export function refreshTokenFromCookie(header) {
  const value = cookieValue(header, REFRESH_TOKEN_COOKIE);
  return value && REFRESH_SHAPE.test(value) ? value : undefined;
}

/**
 * @param {string} name
 * @param {string} value
 * @param {number} maxAgeSeconds
 * @param {{ httpOnly?: boolean, env?: Record<string, string | undefined> }} [options]
 */
function serialize(name, value, maxAgeSeconds, { httpOnly = true, env } = {}) {
  return [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, httpOnly ? 'HttpOnly' : '', 'SameSite=Lax', cookieSecure(env) ? 'Secure' : '']
    .filter(Boolean)
    .join('; ');
}

/**
 * Set-Cookie values for a signed-in session. The access cookie lasts as long as its token (so a
 * browser never sends an expired one for long); the refresh cookie outlives it.
 * @param {{ accessToken: string, refreshToken: string }} session
 * @param {number} [nowMs]
 * @param {Record<string, string | undefined>} [env]
 */
export function sessionCookies({ accessToken, refreshToken }, nowMs = Date.now(), env = undefined) {
  const accessExpiresAt = accessTokenExpiry(accessToken);
  const accessSeconds = accessExpiresAt === null ? 15 * 60 : (accessExpiresAt - nowMs) / 1000;
  return [serialize(USER_TOKEN_COOKIE, accessToken, Math.max(1, accessSeconds), { env }), serialize(REFRESH_TOKEN_COOKIE, refreshToken, REFRESH_COOKIE_SECONDS, { env }), serialize(SESSION_END_COOKIE, '', 0, { httpOnly: false, env })];
}

/**
 * Set-Cookie values that end the session and say why.
 * @param {'signed-out' | 'refused' | 'error'} reason signed out on purpose; the refresh (or the token) was refused; the refresh kept failing
 * @param {Record<string, string | undefined>} [env]
 */
export function endedSessionCookies(reason, env) {
  return [serialize(USER_TOKEN_COOKIE, '', 0, { env }), serialize(REFRESH_TOKEN_COOKIE, '', 0, { env }), serialize(SESSION_END_COOKIE, reason, SESSION_END_SECONDS, { httpOnly: false, env })];
}
