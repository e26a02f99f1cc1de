import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { REFRESH_FAILURE_TEXTS, REFRESH_RETRY_MS, accessTokenExpiry, initialState, nextState, waitBeforeAttempt } from './token-state.js';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const token = (expMs: number) => `${Buffer.from(JSON.stringify({ sub: 7, grp: 1, exp: Math.floor(expMs / 1000) })).toString('base64url')}.c2ln`;
const MARGIN = 60_000;
type State = { status: string; attempt?: number; reason?: string };
const walk = (events: string[], maxAttempts = 3, hasRefreshToken = true): State =>
  events.reduce<State>((s, e) => nextState(s, e, { maxAttempts, hasRefreshToken }), { status: 'invalidated' });

describe('accessTokenExpiry', () => {
  it('reads the expiry of a token and nothing from anything else', () => {
    expect(accessTokenExpiry(token(NOW))).toBe(NOW);
    expect(accessTokenExpiry('not-a-token')).toBeNull();
    expect(accessTokenExpiry(`${Buffer.from('{"sub":1}').toString('base64url')}.x`)).toBeNull();
    expect(accessTokenExpiry('%%%.x')).toBeNull();
    expect(accessTokenExpiry(undefined)).toBeNull();
  });
});

describe('initialState', () => {
  it.each([
    ['a token good past the margin', { accessToken: token(NOW + 10 * 60_000), refreshToken: 'r' }, 'valid'],
    ['a token about to expire', { accessToken: token(NOW + 30_000), refreshToken: 'r' }, 'invalidated'],
    ['an expired token', { accessToken: token(NOW - 1000), refreshToken: 'r' }, 'invalidated'],
    ['only a refresh token (the access cookie ran out)', { refreshToken: 'r' }, 'invalidated'],
    ['a token near its end that cannot be refreshed', { accessToken: token(NOW + 30_000) }, 'valid'],
    ['an expired token that cannot be refreshed', { accessToken: token(NOW - 1000) }, 'invalidated'],
    ['no tokens', {}, 'guest'],
  ])('%s → %s', (_name, tokens, status) => {
    expect(initialState(tokens, NOW, MARGIN).status).toBe(status);
  });
});

describe('nextState', () => {
  it('a 401 from the API invalidates a valid token; a refresh makes it valid again', () => {
    const invalid = nextState({ status: 'valid' }, 'api-401', { maxAttempts: 3, hasRefreshToken: true });
    expect(invalid).toEqual({ status: 'invalidated' });
    expect(walk(['start', 'refreshed'])).toEqual({ status: 'valid' });
  });

  it('a refused refresh fails at once, whatever attempts are left', () => {
    expect(walk(['start', 'refused'])).toEqual({ status: 'failed', reason: 'refused' });
  });

  it('a refresh that cannot be carried out is tried again up to the maximum, then fails', () => {
    expect(walk(['start', 'error'])).toEqual({ status: 'refreshing', attempt: 2 });
    expect(walk(['start', 'error', 'error', 'refreshed'])).toEqual({ status: 'valid' });
    expect(walk(['start', 'error', 'error', 'error'])).toEqual({ status: 'failed', reason: 'error' });
    expect(walk(['start', 'error'], 1)).toEqual({ status: 'failed', reason: 'error' });
  });

  it('without a refresh token an invalidated session has failed', () => {
    expect(walk(['start'], 3, false)).toEqual({ status: 'failed', reason: 'refused' });
  });

  it('ignores events that do not belong to the state', () => {
    expect(nextState({ status: 'guest' }, 'start', { maxAttempts: 3, hasRefreshToken: true })).toEqual({ status: 'guest' });
    expect(nextState({ status: 'valid' }, 'refreshed', { maxAttempts: 3, hasRefreshToken: true })).toEqual({ status: 'valid' });
    expect(nextState({ status: 'failed', reason: 'refused' }, 'error', { maxAttempts: 3, hasRefreshToken: true })).toEqual({ status: 'failed', reason: 'refused' });
  });
});

describe('waitBeforeAttempt and texts', () => {
  it('waits a second before every attempt after the first', () => {
    expect(waitBeforeAttempt({ status: 'refreshing', attempt: 1 })).toBe(0);
    expect(waitBeforeAttempt({ status: 'refreshing', attempt: 2 })).toBe(REFRESH_RETRY_MS);
    expect(REFRESH_RETRY_MS).toBe(1000);
  });

  it('names the failures with the shop texts', () => {
    expect(REFRESH_FAILURE_TEXTS).toEqual({
      refused: 'Error refreshing user token. User is not authorized to access the resource',
      error: 'Internal Application error while refreshing the tokens',
    });
  });
});
