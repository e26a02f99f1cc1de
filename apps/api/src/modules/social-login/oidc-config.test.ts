import { describe, expect, it } from 'vitest';
import { parseSocialLoginConfig } from './oidc-config.ts';

const google = { OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' };

describe('social-login configuration', () => {
  it('offers no provider when none is named, and sends customers back under PUBLIC_URL', () => {
    expect(parseSocialLoginConfig({}, 'https://shop.example/', false)).toEqual({ providers: [], redirectUri: 'https://shop.example/account/social-login/callback' });
  });

  it('reads each named provider from its own variables', () => {
    const config = parseSocialLoginConfig({ OIDC_PROVIDERS: ' Google ,google', ...google }, 'https://shop.example', true);
    expect(config.providers).toEqual([{ name: 'google', issuer: new URL('https://accounts.google.com'), clientId: 'id', clientSecret: 'secret' }]);
  });

  it('names the missing variable', () => {
    expect(() => parseSocialLoginConfig({ OIDC_PROVIDERS: 'google,microsoft', ...google }, 'https://shop.example', false)).toThrow('OIDC_MICROSOFT_ISSUER must be set');
    expect(() => parseSocialLoginConfig({ OIDC_PROVIDERS: 'google', OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'id' }, 'https://shop.example', false)).toThrow('OIDC_GOOGLE_CLIENT_SECRET must be set');
    expect(() => parseSocialLoginConfig({ OIDC_PROVIDERS: 'my-idp' }, 'https://shop.example', false)).toThrow('lower-case letters and digits');
  });

  it('accepts plain http only for a provider on this machine outside production', () => {
    const local = { OIDC_PROVIDERS: 'dev', OIDC_DEV_ISSUER: 'http://127.0.0.1:9000', OIDC_DEV_CLIENT_ID: 'id', OIDC_DEV_CLIENT_SECRET: 's' };
    expect(parseSocialLoginConfig(local, 'http://localhost:3000', false).providers).toHaveLength(1);
    expect(() => parseSocialLoginConfig(local, 'http://localhost:3000', true)).toThrow('OIDC_DEV_ISSUER must be an https:// URL');
    expect(() => parseSocialLoginConfig({ ...local, OIDC_DEV_ISSUER: 'http://idp.example' }, 'http://localhost:3000', false)).toThrow('https://');
  });
});
