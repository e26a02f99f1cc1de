import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { TEST_SECRET, dbAvailable, useApi, type TestApi } from './harness.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { PASSWORD, login, register, send } from './user-helpers.ts';

// With no WEBAUTHN_* set the relying party follows PUBLIC_URL's default, http://localhost:3000.
const ORIGIN = 'http://localhost:3000';

/** Registers a customer, signs in and adds a passkey from a fresh authenticator. */
async function customerWithPasskey(api: TestApi, email: string) {
  const customerId = await register(api, email);
  const { token } = await login(api, email);
  const authenticator = new SoftAuthenticator(ORIGIN);
  const options = await api.post('/api/user/passkeys/registration-options', undefined, { token });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const added = await api.post('/api/user/passkeys/register', { credential: authenticator.create(options.body.result), name: 'Laptop' }, { token });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { customerId, token, authenticator, passkeyId: added.body.result.id as number };
}

async function signInWith(api: TestApi, authenticator: SoftAuthenticator, body?: unknown) {
  const options = await api.post('/api/user/passkeys/authentication-options', body);
  expect(options.status).toBe(200);
  return { options: options.body.result, credential: authenticator.get(options.body.result) };
}

describe.skipIf(!dbAvailable)('passkeys', () => {
  const api = useApi();

  it('adds a passkey for the signed-in customer and signs in with it instead of the password, like a password sign-in', async () => {
    const customerId = await register(api, 'passkey@example.se');
    const { token } = await login(api, 'passkey@example.se');
    const options = await api.post('/api/user/passkeys/registration-options', undefined, { token });
    expect(options.status).toBe(200);
    expect(options.body.result).toMatchObject({ rp: { id: 'localhost', name: 'Encore' }, user: { name: 'passkey@example.se' }, attestation: 'none', authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    expect(options.headers.get('cache-control')).toBe('no-store');
    // The challenge is kept in the database, for whichever API process gets the answer.
    expect(await api.db.selectFrom('webauthn_challenge').select(['purpose', 'customer_id']).where('challenge', '=', options.body.result.challenge).execute()).toEqual([{ purpose: 'registration', customer_id: customerId }]);

    const authenticator = new SoftAuthenticator(ORIGIN);
    const credential = authenticator.create(options.body.result);
    const added = await api.post('/api/user/passkeys/register', { credential, name: 'Laptop' }, { token });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.result).toMatchObject({ name: 'Laptop', transports: ['internal', 'hybrid'], last_used_at: null });
    const listed = await api.get('/api/user/passkeys', { token });
    expect(listed.body.result).toEqual([added.body.result]);
    expect(JSON.stringify(listed.body)).not.toContain('public');

    // Discoverable: no username, no allowed list; the browser offers the passkey it holds.
    const { options: signInOptions, credential: assertion } = await signInWith(api, authenticator);
    expect(signInOptions).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(signInOptions).not.toHaveProperty('allowCredentials');
    const signedIn = await api.post('/api/user/passkeys/authenticate', { credential: assertion });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({ code: 200, result: expect.any(String), meta: { refreshToken: expect.stringMatching(/^[\w-]+\.[\w-]+$/) } });
    expect((await api.get('/api/user/me', { token: signedIn.body.result })).body.result).toMatchObject({ id: customerId, email: 'passkey@example.se' });
    // The refresh token belongs to a real session like a password sign-in's.
    expect((await api.post('/api/user/refresh', { refreshToken: signedIn.body.meta.refreshToken })).status).toBe(200);

    const stored = await api.db.selectFrom('passkey').select(['counter', 'last_used_at', 'customer_id']).executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    expect(stored.last_used_at).not.toBeNull();
    expect(Number(stored.customer_id)).toBe(customerId);
    const again = await signInWith(api, authenticator);
    expect((await api.post('/api/user/passkeys/authenticate', { credential: again.credential })).status).toBe(200);
    expect(Number((await api.db.selectFrom('passkey').select('counter').executeTakeFirstOrThrow()).counter)).toBe(2);
  });

  it('names the account’s passkeys when a username is given', async () => {
    const { authenticator } = await customerWithPasskey(api, 'named@example.se');
    const { options, credential } = await signInWith(api, authenticator, { username: 'Named@Example.se' });
    expect(options.allowCredentials).toEqual([{ id: credential.id, type: 'public-key', transports: ['internal', 'hybrid'] }]);
    expect((await api.post('/api/user/passkeys/authenticate', { credential })).status).toBe(200);
    // An unknown name gets the answer of no name at all.
    const unknown = await api.post('/api/user/passkeys/authentication-options', { username: 'nobody@example.se' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.result).not.toHaveProperty('allowCredentials');
  });

  it('refuses a replayed assertion: each challenge signs in once', async () => {
    const { authenticator } = await customerWithPasskey(api, 'replay@example.se');
    const { credential } = await signInWith(api, authenticator);
    expect((await api.post('/api/user/passkeys/authenticate', { credential })).status).toBe(200);
    const replay = await api.post('/api/user/passkeys/authenticate', { credential });
    expect(replay).toMatchObject({ status: 400, body: { code: 400, result: { errorCode: 'passkey_challenge_invalid' } } });
  });

  it('refuses an answer from another origin with 400, and the challenge it used is gone', async () => {
    const { token, authenticator } = await customerWithPasskey(api, 'origin@example.se');
    const options = await api.post('/api/user/passkeys/authentication-options');
    const phished = authenticator.get(options.body.result, { origin: 'https://evil.example' });
    const refused = await api.post('/api/user/passkeys/authenticate', { credential: phished });
    expect(refused.status).toBe(400);
    expect(refused.body.result.errorCode).toBe('passkey_verification_failed');
    expect(refused.body.result.message).toContain('https://evil.example');
    expect((await api.post('/api/user/passkeys/authenticate', { credential: authenticator.get(options.body.result) })).body.result.errorCode).toBe('passkey_challenge_invalid');

    const regOptions = await api.post('/api/user/passkeys/registration-options', undefined, { token });
    const badRegistration = await api.post('/api/user/passkeys/register', { credential: new SoftAuthenticator('https://evil.example').create(regOptions.body.result) }, { token });
    expect(badRegistration).toMatchObject({ status: 400, body: { result: { errorCode: 'passkey_verification_failed' } } });
    expect((await api.get('/api/user/passkeys', { token })).body.result).toHaveLength(1);
  });

  it('refuses a cloned authenticator whose counter went back', async () => {
    const { authenticator } = await customerWithPasskey(api, 'clone@example.se');
    const first = await signInWith(api, authenticator);
    expect((await api.post('/api/user/passkeys/authenticate', { credential: first.credential })).status).toBe(200);
    authenticator.credentials[0]!.counter = 0;
    const cloned = await signInWith(api, authenticator);
    expect(await api.post('/api/user/passkeys/authenticate', { credential: cloned.credential })).toMatchObject({ status: 400, body: { result: { errorCode: 'passkey_verification_failed' } } });
  });

  it('keeps each customer’s passkeys to them: another’s cannot be deleted (404) and the owner can delete their own', async () => {
    const owner = await customerWithPasskey(api, 'keyowner@example.se');
    await register(api, 'keythief@example.se');
    const thief = await login(api, 'keythief@example.se');
    expect(await send(api, 'DELETE', `/api/user/passkeys/${owner.passkeyId}`, undefined, thief.token)).toMatchObject({ status: 404, body: { result: { errorCode: 'not_found' } } });
    expect((await api.get('/api/user/passkeys', { token: thief.token })).body.result).toEqual([]);
    expect((await api.get('/api/user/passkeys', { token: owner.token })).body.result).toHaveLength(1);

    expect((await send(api, 'DELETE', `/api/user/passkeys/${owner.passkeyId}`, undefined, owner.token)).body).toEqual({ code: 200, result: true });
    expect((await api.get('/api/user/passkeys', { token: owner.token })).body.result).toEqual([]);
    // A removed passkey no longer signs in.
    const { credential } = await signInWith(api, owner.authenticator);
    expect((await api.post('/api/user/passkeys/authenticate', { credential })).status).toBe(401);
  });

  it('keeps the last way to sign in: a passkey on an account without a password stays', async () => {
    const { customerId, token, passkeyId } = await customerWithPasskey(api, 'onlykey@example.se');
    await api.db.updateTable('customer').set({ has_password: 0 }).where('id', '=', customerId).execute();
    expect(await send(api, 'DELETE', `/api/user/passkeys/${passkeyId}`, undefined, token)).toMatchObject({ status: 409, body: { result: { errorCode: 'last_sign_in_method' } } });
  });

  it('needs a token for the account calls and answers bad input with 400, never 500', async () => {
    expect((await api.post('/api/user/passkeys/registration-options')).status).toBe(401);
    expect((await api.get('/api/user/passkeys')).status).toBe(401);
    expect((await send(api, 'DELETE', '/api/user/passkeys/1', undefined)).status).toBe(401);
    const { token } = await login(api, 'passkey@example.se', PASSWORD);
    expect((await send(api, 'DELETE', '/api/user/passkeys/abc', undefined, token)).status).toBe(400);
    expect((await api.post('/api/user/passkeys/register', { credential: { id: 'x' } }, { token })).status).toBe(400);
    const garbage = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', clientExtensionResults: {}, response: { clientDataJSON: 'bm90LWpzb24', authenticatorData: 'AAAA', signature: 'AAAA' } };
    expect(await api.post('/api/user/passkeys/authenticate', { credential: garbage })).toMatchObject({ status: 400, body: { result: { errorCode: 'validation_error' } } });
    expect((await api.post('/api/user/passkeys/authenticate', { credential: { ...garbage, extra: 1 } })).status).toBe(400);
    expect((await api.post('/api/user/passkeys/authentication-options', { username: 'x', other: 1 })).status).toBe(400);
  });

  it('finishes a ceremony on another API process than the one that gave the options', async () => {
    const { authenticator } = await customerWithPasskey(api, 'twoprocs@example.se');
    const other = await buildApp({ db: api.db, config: loadConfig({ RATE_LIMITS: 'off', ENCORE_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }) });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { credential } = await signInWith(api, authenticator);
      const res = await fetch(`http://127.0.0.1:${(other.server.address() as AddressInfo).port}/api/user/passkeys/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ credential }) });
      expect(res.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe.skipIf(!dbAvailable)('passkey sign-in limits', () => {
  const api = useApi({ env: { RATE_LIMITS: 'sign-in=3' } });

  it('counts passkey sign-ins against the sign-in limit shared with the password', async () => {
    await register(api, 'limited@example.se');
    expect((await api.post('/api/user/passkeys/authentication-options')).status).toBe(200);
    expect((await api.post('/api/user/passkeys/authentication-options')).status).toBe(200);
    expect((await api.post('/api/user/login', { username: 'limited@example.se', password: PASSWORD })).status).toBe(200);
    const limited = await api.post('/api/user/passkeys/authenticate', { credential: {} });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
