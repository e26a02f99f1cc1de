import { afterAll, describe, expect, it } from 'vitest';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { TEST_CLIENT, followToRedirect, startTestProvider, type TestAccount } from './oidc-test-provider.ts';
import { PASSWORD, login, register } from './user-helpers.ts';

const SHOP = 'https://shop.example';
const REDIRECT_URI = `${SHOP}/account/social-login/callback`;

const idp = await startTestProvider(REDIRECT_URI);
afterAll(() => idp.close());

const person = (sub: string, email: string, verified = true): TestAccount => ({ sub, email, email_verified: verified, given_name: 'Ingrid', family_name: 'Bergman' });

/** Sends the customer through the provider: the parameters the storefront's callback page passes on. */
async function throughProvider(start: { url: string }): Promise<{ code: string; state: string; iss: string }> {
  const back = await followToRedirect(start.url, REDIRECT_URI);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, iss: back.searchParams.get('iss')! };
}

async function socialSignIn(api: TestApi, account: TestAccount) {
  idp.signInAs(account);
  const start = await api.post('/api/ext/social-login/auth', { provider: 'testid' });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return api.post('/api/ext/social-login/callback', await throughProvider(start.body.result));
}

async function link(api: TestApi, token: string, account: TestAccount) {
  idp.signInAs(account);
  const start = await api.post('/api/ext/social-login/link', { provider: 'testid' }, { token });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return api.post('/api/ext/social-login/link/callback', await throughProvider(start.body.result), { token });
}

describe.skipIf(!dbAvailable)('social login through OpenID Connect', () => {
  const api = useApi({
    env: { PUBLIC_URL: SHOP, OIDC_PROVIDERS: 'testid', OIDC_TESTID_ISSUER: idp.issuer, OIDC_TESTID_CLIENT_ID: TEST_CLIENT.id, OIDC_TESTID_CLIENT_SECRET: TEST_CLIENT.secret },
  });

  it('lists the configured providers and starts with an authorization URL whose state, nonce and PKCE verifier stay on the server', async () => {
    expect((await api.get('/api/ext/social-login/providers')).body).toEqual({ code: 200, result: ['testid'] });
    const start = await api.post('/api/ext/social-login/auth', { provider: 'TestID' });
    expect(start.status).toBe(200);
    const url = new URL(start.body.result.url);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: TEST_CLIENT.id, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid email profile', state: start.body.result.state, code_challenge_method: 'S256' });
    const flow = await api.db.selectFrom('oidc_flow').selectAll().where('state', '=', start.body.result.state).executeTakeFirstOrThrow();
    expect(url.searchParams.get('nonce')).toBe(flow.nonce);
    expect(url.searchParams.has('code_verifier')).toBe(false);
    expect(flow.code_verifier.length).toBeGreaterThanOrEqual(43);
    expect(flow.purpose).toBe('sign-in');
    expect(JSON.stringify(start.body)).not.toContain(flow.code_verifier);
  });

  it('makes an account from a verified e-mail nobody has, with no usable password, and signs the same customer in next time', async () => {
    const first = await socialSignIn(api, person('sub-new', 'new.social@example.se'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ code: 200, result: expect.any(String), meta: { refreshToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/) } });
    const me = (await api.get('/api/user/me', { token: first.body.result })).body.result;
    expect(me).toMatchObject({ email: 'new.social@example.se', firstname: 'Ingrid', lastname: 'Bergman' });
    const row = await api.db.selectFrom('customer').select(['has_password', 'password_hash']).where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(Number(row.has_password)).toBe(0);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await api.get('/api/ext/social-login/links', { token: first.body.result })).body.result).toEqual([{ provider: 'testid', email: 'new.social@example.se', created_at: expect.any(String) }]);

    const again = await socialSignIn(api, person('sub-new', 'new.social@example.se'));
    expect((await api.get('/api/user/me', { token: again.body.result })).body.result.id).toBe(me.id);
    expect(await api.db.selectFrom('customer').select('id').where('email', '=', 'new.social@example.se').execute()).toHaveLength(1);
  });

  it('does not take over an account that has the same e-mail: 409 until its owner signs in with the password and links the provider', async () => {
    const customerId = await register(api, 'owner.social@example.se');
    const refused = await socialSignIn(api, person('sub-owner', 'owner.social@example.se'));
    expect(refused).toMatchObject({ status: 409, body: { code: 409, result: { errorCode: 'social_login_account_exists', message: 'An account with this e-mail address already exists. Sign in with your password, then link this provider on your account page' } } });
    expect(await api.db.selectFrom('customer_identity').select('id').where('subject', '=', 'sub-owner').execute()).toEqual([]);

    const { token } = await login(api, 'owner.social@example.se');
    const linked = await link(api, token, person('sub-owner', 'owner.social@example.se'));
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.result).toEqual([{ provider: 'testid', email: 'owner.social@example.se', created_at: expect.any(String) }]);
    const signedIn = await socialSignIn(api, person('sub-owner', 'owner.social@example.se'));
    expect(signedIn.status).toBe(200);
    expect((await api.get('/api/user/me', { token: signedIn.body.result })).body.result.id).toBe(customerId);
  });

  it('unlinks a provider, but never the last way to sign in of an account without a password', async () => {
    const made = await socialSignIn(api, person('sub-only', 'only.social@example.se'));
    const only = made.body.result as string;
    expect(await api.post('/api/ext/social-login/unlink', { provider: 'testid' }, { token: only })).toMatchObject({ status: 409, body: { result: { errorCode: 'last_sign_in_method' } } });
    expect((await api.get('/api/ext/social-login/links', { token: only })).body.result).toHaveLength(1);

    await register(api, 'unlink.social@example.se');
    const { token } = await login(api, 'unlink.social@example.se');
    expect((await link(api, token, person('sub-unlink', 'elsewhere@example.se'))).status).toBe(200);
    expect(await api.post('/api/ext/social-login/unlink', { provider: 'testid' }, { token })).toMatchObject({ status: 200, body: { result: [] } });
    expect(await api.post('/api/ext/social-login/unlink', { provider: 'testid' }, { token })).toMatchObject({ status: 404, body: { result: { errorCode: 'social_login_not_linked' } } });
    // Unlinked, the provider account no longer signs in to it: its e-mail is new, so it makes its own account.
    const after = await socialSignIn(api, person('sub-unlink', 'elsewhere@example.se'));
    expect((await api.get('/api/user/me', { token: after.body.result })).body.result.email).toBe('elsewhere@example.se');
  });

  it('refuses a provider account that is linked to another customer', async () => {
    await socialSignIn(api, person('sub-taken', 'taken.social@example.se'));
    await register(api, 'second.social@example.se');
    const { token } = await login(api, 'second.social@example.se');
    expect(await link(api, token, person('sub-taken', 'taken.social@example.se'))).toMatchObject({ status: 409, body: { result: { errorCode: 'social_login_linked_elsewhere' } } });
  });

  it('refuses a forged state, a replayed callback and a link state used for a sign-in', async () => {
    idp.signInAs(person('sub-replay', 'replay.social@example.se'));
    const start = await api.post('/api/ext/social-login/auth', { provider: 'testid' });
    const answer = await throughProvider(start.body.result);
    const forged = await api.post('/api/ext/social-login/callback', { ...answer, state: 'forged-state-value' });
    expect(forged).toMatchObject({ status: 400, body: { result: { errorCode: 'social_login_state_invalid' } } });
    expect((await api.post('/api/ext/social-login/callback', answer)).status).toBe(200);
    expect(await api.post('/api/ext/social-login/callback', answer)).toMatchObject({ status: 400, body: { result: { errorCode: 'social_login_state_invalid' } } });

    await register(api, 'mixup.social@example.se');
    const { token } = await login(api, 'mixup.social@example.se', PASSWORD);
    const linkStart = await api.post('/api/ext/social-login/link', { provider: 'testid' }, { token });
    const linkAnswer = await throughProvider(linkStart.body.result);
    expect((await api.post('/api/ext/social-login/callback', linkAnswer)).status).toBe(400);
    // A code the provider did not issue for this flow does not verify.
    const other = await api.post('/api/ext/social-login/auth', { provider: 'testid' });
    expect(await api.post('/api/ext/social-login/callback', { state: other.body.result.state, code: 'made-up-code', iss: idp.issuer })).toMatchObject({ status: 400, body: { result: { errorCode: 'social_login_failed' } } });
  });

  it('makes no account from an e-mail the provider has not verified', async () => {
    const r = await socialSignIn(api, person('sub-unverified', 'unverified.social@example.se', false));
    expect(r).toMatchObject({ status: 403, body: { result: { errorCode: 'social_login_email_unverified' } } });
    expect(await api.db.selectFrom('customer').select('id').where('email', '=', 'unverified.social@example.se').execute()).toEqual([]);
  });

  it('answers unknown providers, bad input and missing tokens with 4xx', async () => {
    expect(await api.post('/api/ext/social-login/auth', { provider: 'nosuch' })).toMatchObject({ status: 404, body: { result: { errorCode: 'social_login_unknown_provider' } } });
    expect((await api.post('/api/ext/social-login/auth', { provider: 'bad name!' })).status).toBe(400);
    expect((await api.post('/api/ext/social-login/auth', {})).status).toBe(400);
    expect((await api.post('/api/ext/social-login/callback', { state: 'x' })).status).toBe(400);
    expect((await api.post('/api/ext/social-login/callback', { state: 'x', code: 'y', extra: 1 })).status).toBe(400);
    expect((await api.get('/api/ext/social-login/links')).status).toBe(401);
    expect((await api.post('/api/ext/social-login/link', { provider: 'testid' })).status).toBe(401);
    expect((await api.post('/api/ext/social-login/unlink', { provider: 'testid' })).status).toBe(401);
  });
});
