import * as client from 'openid-client';
import { isLocalHttpIssuer, type OidcProviderConfig } from './oidc-config.ts';

/** Seconds to wait for a provider's discovery document. */
const DISCOVERY_TIMEOUT_S = 10;

/**
 * The configured providers' client settings, each read from the provider's discovery document the
 * first time it is needed and kept; a failed discovery is forgotten so the next request tries again.
 */
export class OidcClients {
  private readonly discovered = new Map<string, Promise<client.Configuration>>();
  private readonly byName: Map<string, OidcProviderConfig>;

  constructor(providers: OidcProviderConfig[]) {
    this.byName = new Map(providers.map((p) => [p.name, p]));
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  configuration(name: string): Promise<client.Configuration> {
    const known = this.discovered.get(name);
    if (known) return known;
    const provider = this.byName.get(name);
    if (!provider) return Promise.reject(new Error(`unknown provider ${name}`));
    const options = { timeout: DISCOVERY_TIMEOUT_S, ...(isLocalHttpIssuer(provider.issuer) ? { execute: [client.allowInsecureRequests] } : {}) };
    const pending = client.discovery(provider.issuer, provider.clientId, provider.clientSecret, undefined, options).catch((error: unknown) => {
      this.discovered.delete(name);
      throw error;
    });
    this.discovered.set(name, pending);
    return pending;
  }
}
