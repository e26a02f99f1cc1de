import * as client from 'openid-client';

/** Who the provider says signed in: its subject, and the e-mail and names it vouches for. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstname: string;
  lastname: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 254) : '');

/**
 * Exchanges the authorization code (with the PKCE verifier) and checks the ID token: issuer,
 * audience, signature, expiry, nonce and state. The e-mail and names come from the ID token, or
 * from the userinfo endpoint for a provider that keeps them there.
 */
export async function identityFromCallback(config: client.Configuration, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<ProviderIdentity> {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('the provider sent no ID token');
  let claims: Record<string, unknown> = idToken;
  if (idToken.email === undefined && tokens.access_token) {
    const info = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
    claims = { ...info, ...idToken };
  }
  const name = text(claims.name).split(/\s+/);
  return {
    subject: idToken.sub,
    email: text(claims.email).toLowerCase(),
    emailVerified: claims.email_verified === true,
    firstname: text(claims.given_name) || name[0] || '',
    lastname: text(claims.family_name) || name.slice(1).join(' '),
  };
}
