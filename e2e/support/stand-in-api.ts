import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in for the API on a free loopback port, for tests of the storefront host itself, started
 * before the file's tests and closed after them. `url` is its address once started.
 */
export function useStandInApi(handler: http.RequestListener): { readonly url: string } {
  let server: http.Server | undefined;
  let url = '';
  beforeAll(async () => {
    server = http.createServer(handler);
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server?.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
  });
  return {
    get url() {
      return url;
    },
  };
}
