import { createServer, type AddressInfo } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on now, for an API process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
