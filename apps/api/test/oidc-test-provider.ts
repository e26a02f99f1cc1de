import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the test provider, with the claims it vouches for. */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export const TEST_CLIENT = { id: 'encore-shop', secret: 'test-client-secret-not-for-production' };
const SCOPE = 'openid email profile';

/**
 * A real OpenID provider on 127.0.0.1 for the social-login tests. Its login step needs no form:
 * whoever `signInAs` named last is signed in when the browser reaches the interaction page, and
 * consent is taken as given, so a browser that only follows redirects ends at the redirect URI.
 */
export async function startTestProvider(redirectUri: string) {
  const accounts = new Map<string, TestAccount>();
  let current: string | undefined;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [{ client_id: TEST_CLIENT.id, client_secret: TEST_CLIENT.secret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', alg: 'RS256', use: 'sig' } as never] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    ttl: { AuthorizationCode: 60, AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // The e-mail and names travel in the ID token, as the big providers send them.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
  });

  const handle = provider.callback();
  const finishLogin = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      await provider.interactionDetails(req, res);
      await provider.interactionFinished(req, res, { login: { accountId: current ?? 'nobody' } }, { mergeWithLastSubmission: false });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) void finishLogin(req, res);
    else handle(req, res);
  });

  return {
    issuer,
    /** The person the next visit to the provider signs in as. */
    signInAs(account: TestAccount): void {
      accounts.set(account.sub, account);
      current = account.sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser that follows redirects from the authorization URL, keeping the provider's cookies,
 * until the provider sends it to the redirect URI; answers that URI with its parameters.
 */
export async function followToRedirect(startUrl: string, redirectUri: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(redirectUri)) return new URL(url);
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}
