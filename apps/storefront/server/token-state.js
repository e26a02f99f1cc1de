// The customer's token states, as pure functions (no I/O, no clock of its own), so the host's refresh
// and the tests walk the same machine. Plain ESM so that server.js can load it without a build.
//
//   valid        the access token is good for longer than the refresh margin
//   invalidated  the access token is missing, expired, about to expire, or the API answered 401
//   refreshing   one refresh call is under way (attempt n); other requests of the session wait for it
//   failed       the refresh was refused (401) or kept failing: the customer is signed out
//
// A refused refresh is final at once: the refresh token was rotated or its session ended, and trying
// it again would only look like a replay. A refresh that could not be carried out (API down, 5xx) is
// tried again after a pause, up to the configured number of attempts.

export const REFRESH_RETRY_MS = 1000;

/** The texts a failed session shows, word for word. */
export const REFRESH_FAILURE_TEXTS = {
  refused: 'Error refreshing user token. User is not authorized to access the resource',
  error: 'Internal Application error while refreshing the tokens',
};

/**
 * The expiry (ms since the epoch) written in an access token, or null when it is not one. The token is
 * base64url(JSON claims) + '.' + signature; only the API can check the signature, the storefront only
 * reads when to refresh.
 * @param {string | undefined} token
 * @returns {number | null}
 */
export function accessTokenExpiry(token) {
  if (!token) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  try {
    const claims = JSON.parse(Buffer.from(token.slice(0, dot), 'base64url').toString('utf8'));
    return typeof claims?.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Where a request's session stands before it is served.
 * @param {{ accessToken?: string, refreshToken?: string }} tokens
 * @param {number} nowMs
 * @param {number} marginMs refresh this long before the access token expires
 * @returns {{ status: 'guest' } | { status: 'valid' } | { status: 'invalidated' }}
 */
export function initialState({ accessToken, refreshToken }, nowMs, marginMs) {
  const expiresAt = accessTokenExpiry(accessToken);
  if (expiresAt !== null && expiresAt - nowMs > marginMs) return { status: 'valid' };
  if (refreshToken) return { status: 'invalidated' };
  // Without a refresh token a token still in date is used to its end; past it, the session is over.
  if (expiresAt !== null && expiresAt > nowMs) return { status: 'valid' };
  return accessToken ? { status: 'invalidated' } : { status: 'guest' };
}

/**
 * The next state after `event`.
 *   'api-401'          an API call refused the access token
 *   'start'            begin refreshing an invalidated session
 *   'refreshed'        the refresh answered new tokens
 *   'refused'          the refresh answered 401
 *   'error'            the refresh could not be carried out
 * @typedef {{ status: 'guest' } | { status: 'valid' } | { status: 'invalidated' } | { status: 'refreshing', attempt: number } | { status: 'failed', reason: 'refused' | 'error' }} TokenState
 * @param {TokenState} state
 * @param {'api-401' | 'start' | 'refreshed' | 'refused' | 'error'} event
 * @param {{ maxAttempts: number, hasRefreshToken: boolean }} config
 * @returns {TokenState}
 */
export function nextState(state, event, { maxAttempts, hasRefreshToken }) {
  switch (event) {
    case 'api-401':
      return state.status === 'valid' ? { status: 'invalidated' } : state;
    case 'start':
      if (state.status !== 'invalidated') return state;
      return hasRefreshToken ? { status: 'refreshing', attempt: 1 } : { status: 'failed', reason: 'refused' };
    case 'refreshed':
      return state.status === 'refreshing' ? { status: 'valid' } : state;
    case 'refused':
      return state.status === 'refreshing' ? { status: 'failed', reason: 'refused' } : state;
    case 'error':
      if (state.status !== 'refreshing') return state;
      return state.attempt < maxAttempts ? { status: 'refreshing', attempt: state.attempt + 1 } : { status: 'failed', reason: 'error' };
    default:
      return state;
  }
}

/**
 * How long to wait before the refresh call of `state` (0 for the first attempt, the retry pause after).
 * @param {TokenState} state
 */
export function waitBeforeAttempt(state) {
  return state.status === 'refreshing' && state.attempt > 1 ? REFRESH_RETRY_MS : 0;
}
