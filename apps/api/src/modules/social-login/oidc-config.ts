import { ConfigError } from '../../platform/config-error.ts';

export interface OidcProviderConfig {
  /** The name the storefront uses for the provider: lower-case letters and digits. */
  name: string;
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export interface SocialLoginConfig {
  providers: OidcProviderConfig[];
  /** Where providers send the customer back: the storefront's page that passes the answer on to the API. */
  redirectUri: string;
}

/** The storefront page a provider sends the customer back to, under PUBLIC_URL. */
const CALLBACK_PATH = '/account/social-login/callback';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether an issuer on plain http is acceptable: only on this machine, and never in production. */
export const isLocalHttpIssuer = (issuer: URL): boolean => issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);

/**
 * OIDC_PROVIDERS names the providers (`google,microsoft`); each needs OIDC_<NAME>_ISSUER,
 * OIDC_<NAME>_CLIENT_ID and OIDC_<NAME>_CLIENT_SECRET. No providers means no social login.
 */
export function parseSocialLoginConfig(env: NodeJS.ProcessEnv, shopUrl: string, production: boolean): SocialLoginConfig {
  const names = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const providers = [...new Set(names)].map((name): OidcProviderConfig => {
    if (!/^[a-z0-9]{1,32}$/.test(name)) throw new ConfigError(`OIDC_PROVIDERS: '${name}' must be lower-case letters and digits`);
    const key = `OIDC_${name.toUpperCase()}`;
    const read = (suffix: string): string => {
      const value = env[`${key}_${suffix}`]?.trim();
      if (!value) throw new ConfigError(`${key}_${suffix} must be set for the sign-in provider '${name}'`);
      return value;
    };
    let issuer: URL;
    try {
      issuer = new URL(read('ISSUER'));
    } catch (error) {
      if (error instanceof ConfigError) throw error;
      throw new ConfigError(`${key}_ISSUER must be the provider's issuer URL`);
    }
    // Tokens and secrets travel to the issuer: https, except a test provider on this machine.
    if (issuer.protocol !== 'https:' && (production || !isLocalHttpIssuer(issuer))) throw new ConfigError(`${key}_ISSUER must be an https:// URL`);
    return { name, issuer, clientId: read('CLIENT_ID'), clientSecret: read('CLIENT_SECRET') };
  });
  return { providers, redirectUri: `${shopUrl.replace(/\/+$/, '')}${CALLBACK_PATH}` };
}
