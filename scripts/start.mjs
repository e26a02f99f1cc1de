// `npm start`: serves the production builds. The API migrates and seeds the
// demo catalogue on first start; the storefront waits for it, then serves :3000.
// The API listens on the loopback interface only (the storefront forwards /api to it)
// and believes the X-Forwarded-For of local proxies, the storefront among them, so its
// rate limits count each shopper's own address.
import { demoSecret } from './lib/demo-secret.mjs';
import { run, stopAll, waitForUrl } from './lib/processes.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const webPort = process.env.PORT ?? '3000';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;

const api = run('api', process.execPath, ['apps/api/dist/main.js'], {
  env: {
    NODE_ENV: 'production',
    PORT: apiPort,
    HOST: process.env.API_HOST ?? '127.0.0.1',
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    ENCORE_SECRET: demoSecret(),
  },
});
const children = [api];
const shutdown = () => {
  stopAll(children);
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
api.on('exit', (code) => {
  console.error(`[start] API exited with ${code}`);
  shutdown();
});

await waitForUrl(`${apiUrl}/api/health`, { child: api });
const web = run('web', process.execPath, ['apps/storefront/server.js'], {
  env: { NODE_ENV: 'production', PORT: webPort, API_URL: apiUrl },
});
children.push(web);
web.on('exit', (code) => {
  console.error(`[start] storefront exited with ${code}`);
  shutdown();
});
await waitForUrl(`http://127.0.0.1:${webPort}/`, { child: web }).catch(() => {});
console.log(`\nEncore is running: shop http://localhost:${webPort}  API ${apiUrl}/api/health\n`);
