import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll } from 'vitest';

/** Starts an Express app on a free loopback port for a test file, closed after the file's tests; resolves with its base URL. */
export async function listenForTests(app: Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  afterAll(() => {
    server.close();
  });
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
