// `npm start`: serves the production builds. The API migrates and seeds the
// demo catalogue on first start; the storefront waits for it, then serves :3000.
// The API listens on the loopback interface only (the storefront forwards /api to it)
// and believes the X-Forwarded-For of local proxies, the storefront among them, so its
// rate limits count each shopper's own address.
import { DEMO_STOREFRONT_SECRET_FILE, demoSecret, demoTicketSigningKey } from './lib/demo-secret.mjs';
import { run, stopAll, waitForUrl } from './lib/processes.mjs';
import { API_NODE_ARGS } from './lib/api-node-args.mjs';
import { STOREFRONT_NODE_ARGS } from './lib/storefront-node-args.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const webPort = process.env.PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

const api = run('api', process.execPath, [...API_NODE_ARGS, 'apps/api/dist/main.js'], {
  env: {
    NODE_ENV: 'production',
    PORT: apiPort,
    HOST: process.env.API_HOST ?? '127.0.0.1',
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    ENCORE_SECRET: demoSecret(),
    TICKET_SIGNING_KEY: demoTicketSigningKey(),
  },
});
const children = [api];
// The storefront stops first and finishes its requests in flight (a checkout still calls the API), then the
// API; each may take the storefront's grace period and a little more before the launcher gives up on it.
const graceSeconds = Number.parseFloat(process.env.SHUTDOWN_GRACE_SECONDS ?? '');
const waitMs = ((Number.isFinite(graceSeconds) && graceSeconds >= 0 ? graceSeconds : 25) + 5) * 1000;
const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));
let stopping;
const shutdown = () => {
  stopping ??= (async () => {
    for (const group of [children.filter((c) => c !== api), [api]]) {
      stopAll(group);
      await Promise.race([Promise.all(group.map(exited)), new Promise((resolve) => setTimeout(resolve, waitMs))]);
    }
    process.exit(0);
  })();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
api.on('exit', (code) => {
  console.error(`[start] API exited with ${code}`);
  shutdown();
});

await waitForUrl(`${apiUrl}/api/health`, { child: api });
const web = run('web', process.execPath, [...STOREFRONT_NODE_ARGS, 'apps/storefront/server.js'], {
  // The storefront signs its cart cookie with a secret of its own; without one configured, this launch makes one up.
  // Rendering pages is the storefront's work and the first to run out of one core, so it gets every core unless told otherwise (ADR 0059).
  env: { NODE_ENV: 'production', PORT: webPort, API_URL: apiUrl, WEB_WORKERS: process.env.WEB_WORKERS ?? 'auto', STOREFRONT_SECRET: demoSecret({ file: DEMO_STOREFRONT_SECRET_FILE, names: ['STOREFRONT_SECRET', 'COOKIE_SECRET'] }) },
});
children.push(web);
web.on('exit', (code) => {
  console.error(`[start] storefront exited with ${code}`);
  shutdown();
});
await waitForUrl(`http://127.0.0.1:${webPort}/`, { child: web }).catch(() => {});
console.log(`\nEncore is running: shop http://localhost:${webPort}  API ${apiUrl}/api/health\n`);
