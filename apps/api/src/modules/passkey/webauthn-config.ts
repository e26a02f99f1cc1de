import { ConfigError } from '../../platform/config-error.ts';

export interface WebauthnConfig {
  /** The domain passkeys are made for (WEBAUTHN_RP_ID): the shop's host or a parent domain of it. */
  rpId: string;
  /** The name authenticators show beside the passkey (WEBAUTHN_RP_NAME). */
  rpName: string;
  /** The page origins a passkey may be used from (WEBAUTHN_ORIGINS, comma-separated). */
  origins: string[];
}

/** Defaults follow PUBLIC_URL: its host is the relying party and its origin the one allowed page origin. */
export function parseWebauthnConfig(env: NodeJS.ProcessEnv, shopUrl: string): WebauthnConfig {
  const shop = new URL(shopUrl);
  const rpId = env.WEBAUTHN_RP_ID?.trim().toLowerCase() || shop.hostname;
  const originList = env.WEBAUTHN_ORIGINS?.trim() ? env.WEBAUTHN_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean) : [shop.origin];
  const origins = originList.map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError(`WEBAUTHN_ORIGINS: '${origin}' is not an origin such as https://shop.example`);
    }
    if (url.origin !== origin.replace(/\/$/, '')) throw new ConfigError(`WEBAUTHN_ORIGINS: '${origin}' must be an origin (scheme, host and port) without a path`);
    // A passkey works only on pages whose host is the relying party's domain or below it.
    if (url.hostname !== rpId && !url.hostname.endsWith(`.${rpId}`)) throw new ConfigError(`WEBAUTHN_ORIGINS: '${origin}' is not on WEBAUTHN_RP_ID '${rpId}' or a subdomain of it`);
    return url.origin;
  });
  return { rpId, rpName: env.WEBAUTHN_RP_NAME?.trim() || 'Encore', origins };
}
