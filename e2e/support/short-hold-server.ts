import { startShop, type ShopServer } from './shop-server.ts';

export type { ShopServer };

/**
 * A shop of its own (production builds, fresh demo database) whose API holds
 * tickets for only `holdSeconds`, so expiry can be watched in a browser test
 * without touching the shared e2e server.
 */
export function startShortHoldShop(env: { HOLD_SECONDS: string; HOLD_EXTENSION_SECONDS?: string; HOLD_MAX_EXTENSIONS?: string }): Promise<ShopServer> {
  return startShop('e2e-hold', env);
}
