// `npm run dev`: API with tsx watch and the storefront on Vite with hot reload.
import { run, stopAll } from './lib/processes.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  run('api', 'npx', ['tsx', 'watch', 'apps/api/src/main.ts'], { env: { PORT: apiPort } }),
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
