// Storefront HTTP host: SSR through React Router's Express adapter, static
// assets, and a streaming forward of /api and /media to the API so browser
// and storefront share one origin (cookies, service-worker scope, no CORS).
//
//   node apps/storefront/server.js          production (serves build/)
//   node apps/storefront/server.js --dev    development (Vite in middleware mode)
//
// The host itself is server/host.js; with WEB_WORKERS above 1 this process is the primary of that many
// hosts on one port (server/workers.js).
//
// Env: PORT (3000), HOST (0.0.0.0), API_URL (http://127.0.0.1:8080), WEB_WORKERS (1; 'auto' = one per core),
// OUTPUT_CACHE (on in production, off in dev), OUTPUT_CACHE_TTL (86400 s),
// OUTPUT_CACHE_MAX_ENTRIES (5000), OUTPUT_CACHE_CHECK_MS (1000), OUTPUT_CACHE_KEY (unset: no invalidation endpoint),
// STOREFRONT_SECRET or COOKIE_SECRET (required in production, at least 32 bytes), COOKIE_SECURE,
// TOKEN_REFRESH_ATTEMPTS (3),
// CSP_IMG_SRC (image CDNs), SHUTDOWN_GRACE_SECONDS (25).
import cluster from 'node:cluster';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';

const DEV = process.argv.includes('--dev');
// Must be set before React or React Router load (they pick dev/prod builds on import), hence the dynamic imports below.
process.env.NODE_ENV ??= DEV ? 'development' : 'production';
const PRODUCTION = process.env.NODE_ENV === 'production';
// Before anything loads React Router: production serves its production build (server/production-router-hooks.js).
if (PRODUCTION && !DEV) register('./server/production-router-hooks.js', import.meta.url);
const { storefrontSecret } = await import('./server/secret.js');
{
  // The cart cookie is signed with this secret (app/features/cart/cart.server.ts reads it from the environment).
  const found = storefrontSecret(process.env, { production: PRODUCTION });
  if ('error' in found) {
    console.error(`[storefront] ${found.error}`);
    process.exit(1);
  }
  if (found.generated) console.log('[storefront] STOREFRONT_SECRET is not set: cart cookies are signed with a random secret of this process');
  process.env.STOREFRONT_SECRET = found.secret;
}
const { superviseWorkers, workerCountFrom } = await import('./server/workers.js');
// Development stays one process: Vite's middleware and its file watcher are per process.
const workers = DEV ? { count: 1 } : workerCountFrom(process.env.WEB_WORKERS);
if ('error' in workers) {
  console.error(`[storefront] ${workers.error}`);
  process.exit(1);
}
if (workers.count > 1 && cluster.isPrimary) await startPrimary(workers.count);
else await import('./server/host.js');

/** The primary keeps the shop-wide single flights (token refresh, checkout link) and supervises the hosts. */
async function startPrimary(count) {
  const { createSessionRefresh, refreshAttemptsFrom } = await import('./server/session-refresh.js');
  const { createLinkOpener } = await import('./server/checkout-link.js');
  const { graceMsFrom } = await import('./server/shutdown.js');
  const apiUrl = new URL(process.env.API_URL ?? 'http://127.0.0.1:8080');
  const sessionRefresh = createSessionRefresh({ apiUrl, maxAttempts: refreshAttemptsFrom(process.env.TOKEN_REFRESH_ATTEMPTS) });
  const openCheckoutLink = createLinkOpener({ refresh: sessionRefresh.refreshWithoutGrace });
  // Each host runs this file again and, being a cluster worker, starts server/host.js; the secret above travels in its environment.
  superviseWorkers({ count, exec: fileURLToPath(import.meta.url), services: { refresh: sessionRefresh.refresh, openCheckoutLink }, graceMs: graceMsFrom(process.env.SHUTDOWN_GRACE_SECONDS) });
  console.log(`[storefront] ${count} hosts on one port (WEB_WORKERS)`);
}
