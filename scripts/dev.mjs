// `npm run dev`: API with tsx watch and the storefront on Vite with hot reload. The API
// gets the same kept demo secret, loopback interface and trusted local proxies as `npm start`.
import { demoSecret, demoTicketSigningKey } from './lib/demo-secret.mjs';
import { run, stopAll } from './lib/processes.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const apiEnv = { PORT: apiPort, HOST: process.env.API_HOST ?? '127.0.0.1', TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback', ENCORE_SECRET: demoSecret(), TICKET_SIGNING_KEY: demoTicketSigningKey() };
const children = [
  run('api', 'npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { env: apiEnv }),
  run('web', process.execPath, ['apps/storefront/server.js', '--dev'], {
    env: { PORT: process.env.PORT ?? '3000', API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
  }),
];
const shutdown = () => {
  stopAll(children);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
