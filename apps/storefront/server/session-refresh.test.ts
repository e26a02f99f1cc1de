import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { createSessionRefresh, refreshAttemptsFrom } from './session-refresh.js';

const API = new URL('http://api.test');
const NOW = Date.UTC(2026, 10, 20, 12);
const token = (expMs: number, n = 0) => `${Buffer.from(JSON.stringify({ sub: 7, grp: 1, exp: Math.floor(expMs / 1000), n })).toString('base64url')}.c2ln`;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(answers: Array<() => Response>) {
  const calls: string[] = [];
  const fetchImpl = async (_url: URL, init: RequestInit) => {
    calls.push(JSON.parse(String(init.body)).refreshToken);
    const next = answers.shift();
    if (!next) throw new Error('no answer');
    return next();
  };
  return { calls, fetchImpl };
}

function run(middleware: (req: unknown, res: unknown, next: () => void) => Promise<void>, cookie: string) {
  const cookies: string[] = [];
  const res = { locals: {} as Record<string, unknown>, append: (_n: string, v: string[]) => cookies.push(...v), setHeader: () => {} };
  return new Promise<{ cookies: string[]; locals: Record<string, unknown> }>((resolve) => {
    void middleware({ headers: { cookie }, socket: { remoteAddress: '127.0.0.1' } }, res, () => resolve({ cookies, locals: res.locals }));
  });
}

const fresh = { result: token(NOW + 15 * 60_000, 1), meta: { refreshToken: 'sess.second' } };

describe('session refresh', () => {
  it('leaves a session with a live token alone and refreshes one about to expire, rotating both cookies', async () => {
    const api = fakeApi([() => json(200, { code: 200, ...fresh })]);
    const { middleware } = createSessionRefresh({ apiUrl: API, maxAttempts: 3, fetchImpl: api.fetchImpl, now: () => NOW, sleep: async () => {} });
    const live = await run(middleware, `encore_token=${token(NOW + 10 * 60_000)}; encore_refresh=sess.first`);
    expect(live.cookies).toEqual([]);
    const expiring = await run(middleware, `encore_token=${token(NOW + 20_000)}; encore_refresh=sess.first`);
    expect(api.calls).toEqual(['sess.first']);
    expect(expiring.locals.userToken).toBe(fresh.result);
    expect(expiring.cookies[0]).toMatch(/^encore_token=[^;]+; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax$/);
    expect(expiring.cookies[1]).toMatch(/^encore_refresh=sess.second; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
  });

  it('hands the refresh to the shared refresher when one is set (one of several hosts), and ends the session when it cannot answer', async () => {
    const api = fakeApi([]);
    const asked: Array<[string, string]> = [];
    const shared = async (refreshToken: string, forwardedFor: string) => {
      asked.push([refreshToken, forwardedFor]);
      if (refreshToken === 'sess.lost') throw new Error('the primary has gone');
      return { ok: true, accessToken: fresh.result, refreshToken: 'sess.second' };
    };
    const { middleware } = createSessionRefresh({ apiUrl: API, maxAttempts: 3, fetchImpl: api.fetchImpl, now: () => NOW, sleep: async () => {}, log: () => {}, shared });
    const refreshed = await run(middleware, `encore_token=${token(NOW + 20_000)}; encore_refresh=sess.first`);
    expect(asked).toEqual([['sess.first', '127.0.0.1']]);
    expect(api.calls).toEqual([]);
    expect(refreshed.locals.userToken).toBe(fresh.result);
    expect(refreshed.cookies[1]).toMatch(/^encore_refresh=sess.second;/);
    const lost = await run(middleware, 'encore_refresh=sess.lost');
    expect(lost.locals.userToken).toBeNull();
    expect(lost.cookies.some((c) => c.startsWith('encore_refresh=;'))).toBe(true);
  });

  it('makes one refresh for requests that come together, and gives its tokens to a late request with the old refresh token', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const api = fakeApi([() => json(200, { code: 200, ...fresh })]);
    const slowFetch = async (url: URL, init: RequestInit) => {
      await gate;
      return api.fetchImpl(url, init);
    };
    const { refresh } = createSessionRefresh({ apiUrl: API, maxAttempts: 3, fetchImpl: slowFetch, now: () => NOW, sleep: async () => {} });
    const together = [refresh('sess.first'), refresh('sess.first'), refresh('sess.first')];
    release();
    const outcomes = await Promise.all(together);
    const late = await refresh('sess.first');
    expect(api.calls).toEqual(['sess.first']);
    for (const o of [...outcomes, late]) expect(o).toEqual({ ok: true, accessToken: fresh.result, refreshToken: 'sess.second' });
  });

  it('signs the visitor out at once when the refresh is refused', async () => {
    const api = fakeApi([() => json(401, { code: 401, result: { message: 'Error refreshing user token. User is not authorized to access the resource' } })]);
    const { middleware } = createSessionRefresh({ apiUrl: API, maxAttempts: 3, fetchImpl: api.fetchImpl, now: () => NOW, sleep: async () => {}, log: () => {} });
    const out = await run(middleware, 'encore_refresh=sess.stolen');
    expect(api.calls).toHaveLength(1);
    expect(out.locals.userToken).toBeNull();
    expect(out.cookies).toEqual(['encore_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax', 'encore_refresh=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax', 'encore_session_end=refused; Path=/; Max-Age=300; SameSite=Lax']);
  });

  it('tries a refresh that cannot be carried out again after a second, up to the maximum, then signs out with the error reason', async () => {
    const waits: number[] = [];
    const api = fakeApi([() => json(503, {}), () => json(503, {}), () => json(503, {})]);
    const { middleware } = createSessionRefresh({ apiUrl: API, maxAttempts: 3, fetchImpl: api.fetchImpl, now: () => NOW, sleep: async (ms: number) => void waits.push(ms), log: () => {} });
    const out = await run(middleware, 'encore_refresh=sess.first');
    expect(api.calls).toHaveLength(3);
    expect(waits).toEqual([1000, 1000]);
    expect(out.cookies[2]).toBe('encore_session_end=error; Path=/; Max-Age=300; SameSite=Lax');
  });

  it('reads the configured number of attempts', () => {
    expect(refreshAttemptsFrom(undefined)).toBe(3);
    expect(refreshAttemptsFrom('1')).toBe(1);
    expect(refreshAttemptsFrom('0')).toBe(3);
  });
});
