// Refreshes a customer's tokens on the server, before a page or a priced API read is served, so that
// every loader, action and forwarded call of the request carries a live access token. Plain ESM so that
// server.js can load it without a build.
//
// One refresh at a time per session: the API rotates the refresh token on every use and ends the
// session when an old one comes back, so requests of one browser that arrive together (a page and its
// data, several tabs) share the refresh in flight, and those that still carry the old refresh token a
// moment later get the tokens it produced instead of replaying it.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { endedSessionCookies, refreshTokenFromCookie, accessTokenFromCookie, sessionCookies } from './session-cookies.js';
import { REFRESH_FAILURE_TEXTS, initialState, nextState, waitBeforeAttempt } from './token-state.js';

/** @typedef {{ ok: true, accessToken: string, refreshToken: string } | { ok: false, reason: 'refused' | 'error' }} RefreshOutcome */

/** A request sent with the refresh token just rotated away still gets the new tokens for this long. */
const ROTATED_GRACE_MS = 20_000;
const REFRESH_TIMEOUT_MS = 10_000;

const keyOf = (refreshToken) => createHash('sha256').update(refreshToken).digest('base64url');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `shared`, when set, carries out the refresh instead of this process: one of several hosts (WEB_WORKERS)
 * hands every refresh to the primary, so the single flight and the grace cover all of them.
 * @param {{ apiUrl: URL, maxAttempts: number, marginMs?: number, fetchImpl?: typeof fetch, now?: () => number, sleep?: (ms: number) => Promise<void>, log?: (message: string) => void, shared?: (refreshToken: string, forwardedFor?: string) => Promise<RefreshOutcome> }} options
 */
export function createSessionRefresh({ apiUrl, maxAttempts, marginMs = 60_000, fetchImpl = fetch, now = Date.now, sleep = pause, log = console.warn, shared }) {
  /** @type {Map<string, Promise<RefreshOutcome>>} */
  const inFlight = new Map();
  const rotated = new LRUCache({ max: 10_000, ttl: ROTATED_GRACE_MS });

  /** One call to the API's refresh: new tokens, 'refused' (401), or 'error' (anything else). */
  async function callRefresh(refreshToken, forwardedFor) {
    try {
      const answer = await fetchImpl(new URL('/api/user/refresh', apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify({ refreshToken }),
        signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
      });
      const body = await answer.json().catch(() => null);
      if (answer.status === 200 && typeof body?.result === 'string' && typeof body?.meta?.refreshToken === 'string') return { event: 'refreshed', tokens: { accessToken: body.result, refreshToken: body.meta.refreshToken } };
      if (answer.status === 401 || answer.status === 400) return { event: 'refused' };
      return { event: 'error' };
    } catch {
      return { event: 'error' };
    }
  }

  /** Walks the token states from 'invalidated' to valid or failed. */
  async function runRefresh(refreshToken, forwardedFor) {
    const config = { maxAttempts, hasRefreshToken: Boolean(refreshToken) };
    let state = nextState({ status: 'invalidated' }, 'start', config);
    let tokens = null;
    while (state.status === 'refreshing') {
      const wait = waitBeforeAttempt(state);
      if (wait) await sleep(wait);
      const result = await callRefresh(refreshToken, forwardedFor);
      if (result.tokens) tokens = result.tokens;
      state = nextState(state, result.event, config);
    }
    if (state.status === 'valid' && tokens) return { ok: true, ...tokens };
    const reason = state.status === 'failed' ? state.reason : 'error';
    log(`[storefront] session ended: ${REFRESH_FAILURE_TEXTS[reason]}`);
    return { ok: false, reason };
  }

  /**
   * The tokens for a refresh token: shared with a refresh already under way, or remembered from one
   * that just finished; otherwise a new refresh.
   * @param {string} refreshToken
   * @param {string} [forwardedFor]
   */
  function refresh(refreshToken, forwardedFor) {
    const key = keyOf(refreshToken);
    const done = rotated.get(key);
    if (done) return Promise.resolve(done);
    let running = inFlight.get(key);
    if (!running) {
      running = runRefresh(refreshToken, forwardedFor).then((outcome) => {
        rotated.set(key, outcome);
        inFlight.delete(key);
        return outcome;
      });
      inFlight.set(key, running);
    }
    return running;
  }

  /** Express middleware: a session whose access token is missing, expired or about to expire is refreshed first. */
  async function middleware(req, res, next) {
    const header = req.headers.cookie;
    const accessToken = accessTokenFromCookie(header);
    const refreshToken = refreshTokenFromCookie(header);
    const state = initialState({ accessToken, refreshToken }, now(), marginMs);
    if (state.status !== 'invalidated') return next();
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket?.remoteAddress].filter(Boolean).join(', ');
    const outcome = refreshToken ? await (shared ?? refresh)(refreshToken, forwardedFor).catch(() => ({ ok: false, reason: 'error' })) : { ok: false, reason: 'refused' };
    if (outcome.ok) {
      res.append('Set-Cookie', sessionCookies(outcome, now()));
      res.locals.userToken = outcome.accessToken;
    } else {
      res.append('Set-Cookie', endedSessionCookies(outcome.reason));
      res.locals.userToken = null;
    }
    // A refreshed or ended session is this visitor's alone: never kept by a shared cache.
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  }

  // runRefresh is also offered without the grace above, for a token that must open one browser only (server/checkout-link.js).
  return { middleware, refresh, refreshWithoutGrace: runRefresh };
}

/** TOKEN_REFRESH_ATTEMPTS: how many times a refresh is tried when it cannot be carried out (3). */
export function refreshAttemptsFrom(value) {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 && n <= 10 ? n : 3;
}
